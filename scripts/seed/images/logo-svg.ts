/**
 * @module A publication's logo as SVG: the same shapes and colours as the raster version (which
 * gives the blurhash), but crisp at any size and set in a serif, like a masthead.
 */
import type { Palette, Rgb } from './palette';

export type LogoVariant = 0 | 1 | 2;

const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Initials fill about the same width whatever their count: fewer letters, larger type. */
const FONT_SHARE = [0.5, 0.5, 0.4, 0.3] as const;

export function logoSvg(size: number, variant: LogoVariant, p: Palette, text: string, fg: Rgb, accent: Rgb): string {
  const s = size;
  const r = s * 0.2;
  const fill =
    variant === 0
      ? `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(p[3])}"/><stop offset="1" stop-color="${hex(p[4])}"/></linearGradient></defs><rect width="${s}" height="${s}" rx="${r}" fill="url(#g)"/>`
      : variant === 1
        ? `<rect width="${s}" height="${s}" rx="${r}" fill="${hex(p[2])}"/>`
        : // Two tones split along the diagonal; the lower-left half is clipped to the rounded corner.
          `<defs><clipPath id="c"><rect width="${s}" height="${s}" rx="${r}"/></clipPath></defs><rect width="${s}" height="${s}" rx="${r}" fill="${hex(p[4])}"/><polygon clip-path="url(#c)" points="0,0 ${s * 0.01},0 ${s},${s * 0.99} ${s},${s} 0,${s}" fill="${hex(p[3])}"/>`;
  const fontSize = s * (FONT_SHARE[Math.min(text.length, 3)] ?? 0.3);
  const baseline = s * 0.5 + fontSize * 0.3;
  const ruleW = Math.min(s * 0.5, fontSize * 0.62 * text.length);
  const ruleY = baseline + s * 0.08;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
    fill,
    `<text x="${s / 2}" y="${baseline.toFixed(2)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', 'DejaVu Serif', serif" font-weight="700" font-size="${fontSize.toFixed(2)}" fill="${hex(fg)}">${escapeXml(text)}</text>`,
    `<rect x="${((s - ruleW) / 2).toFixed(2)}" y="${ruleY.toFixed(2)}" width="${ruleW.toFixed(2)}" height="${(s * 0.035).toFixed(2)}" rx="${(s * 0.0175).toFixed(2)}" fill="${hex(accent)}"/>`,
    '</svg>',
  ].join('');
}
