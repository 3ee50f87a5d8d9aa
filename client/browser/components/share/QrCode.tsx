/**
 * @module A QR code as inline SVG, drawn with qrcode-generator (MIT, no dependencies). It renders
 * on the server too, so the share page shows the WeChat code without JavaScript; in the browser it
 * only ships inside the share modal's lazily loaded chunk.
 */
import qrcode from 'qrcode-generator';

/** Quiet zone in modules: the QR standard asks for four. */
const MARGIN = 4;

/** One SVG path of every dark module (a few hundred squares), instead of one element per module. */
export function qrPath(value: string): { size: number; d: string } {
  // Type 0: the smallest version that fits; level M survives a little smudging on a screen.
  const qr = qrcode(0, 'M');
  qr.addData(value, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) if (qr.isDark(row, col)) d += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
  return { size: n + MARGIN * 2, d };
}

export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, d } = qrPath(value);
  // Black on white whatever the theme: scanners expect dark modules on a light ground.
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className} data-qr={value}>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
