/**
 * @module A zone layout as a small schematic (the view editor's layout picker and each zone's
 * summary): its cards in their columns, drawn from the layout table (contracts/layouts.ts), so a
 * new layout draws itself. Image blocks are the accent colour, text lines the ink colour, both
 * from currentColor-based classes, so it reads in light and dark. Decorative: the text beside it
 * names the layout.
 */
import type { ReactNode } from 'react';
import { type Layout, layoutFor } from '../../../worker/contracts/layouts';

const W = 48;
const H = 32;
const GAP = 2;

/** One card in the box x, y, w, h: where its picture and its title line go, by the card style. */
function card(l: Layout, x: number, y: number, w: number, h: number, key: string): ReactNode {
  const line = (lx: number, ly: number, lw: number) => (
    <rect key={`${key}l${ly}`} x={lx} y={ly} width={Math.max(lw, 1)} height={1.6} rx={0.8} className="fill-ink-3" />
  );
  if (!l.images || l.style === 'action') {
    // Headlines only; the action-bar layout has a row of dots under each.
    const rows = [line(x, y + h / 2 - 2, w * 0.9)];
    if (l.style === 'action')
      rows.push(<rect key={`${key}a`} x={x} y={y + h / 2 + 0.6} width={w * 0.4} height={1} className="fill-accent" />);
    return rows;
  }
  if (l.style === 'landscape' || l.style === 'mini') {
    const iw = l.style === 'mini' ? Math.min(h, w * 0.35) : w * 0.5;
    return [
      <rect key={`${key}i`} x={x} y={y} width={iw} height={h} rx={1} className="fill-accent opacity-70" />,
      line(x + iw + 1.5, y + 1, w - iw - 1.5),
      line(x + iw + 1.5, y + 4, (w - iw - 1.5) * 0.7),
    ];
  }
  // Portrait and jumbo: the picture above, the headline under it.
  const ih = h * (l.style === 'jumbo' ? 0.72 : 0.62);
  return [
    <rect key={`${key}i`} x={x} y={y} width={w} height={ih} rx={1} className="fill-accent opacity-70" />,
    line(x, y + ih + 1.5, w * 0.9),
  ];
}

export function LayoutThumb({ id, className = 'h-8 w-12' }: { id: number; className?: string }) {
  const l = layoutFor(id);
  const cols = Math.min(l.columns, l.count);
  const rows = Math.ceil(l.count / cols);
  const cw = (W - GAP * (cols + 1)) / cols;
  const ch = (H - GAP * (rows + 1)) / rows;
  const cards: ReactNode[] = [];
  for (let n = 0; n < l.count; n++) {
    const x = GAP + (n % cols) * (cw + GAP);
    const y = GAP + Math.floor(n / cols) * (ch + GAP);
    cards.push(card(l, x, y, cw, ch, `c${n}`));
  }
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 rounded-sm border border-line bg-canvas ${className}`}
    >
      {cards}
    </svg>
  );
}

/** What a layout shows, in words: "4 portrait cards in 4 columns". */
export function layoutWords(id: number): string {
  const l = layoutFor(id);
  const kind = l.style === 'action' ? 'headline' : l.images ? l.style : 'headline';
  return `${l.count} ${kind} card${l.count === 1 ? '' : 's'}${l.columns > 1 && l.count > 1 ? ` in ${Math.min(l.columns, l.count)} columns` : ''}`;
}
