/** @module The 5x7 pixel font and the initials drawn with it on logos and avatars. */
import { hash32 } from '../prng';
import type { Canvas } from './canvas';
import type { Rgb } from './palette';
import { rect } from './shapes';

const GLYPH_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789&';
/**
 * 7 rows per glyph, in GLYPH_CHARS order, each row a base-32 digit whose
 * 5 bits are the pixels left to right (MSB = leftmost).
 */
const GLYPH_ROWS =
  'ehhvhhhuhhuhhuehgggheuhhhhhuvgguggvvggugggehgnhhfhhhvhhhe44444e72222ic' +
  'hikokihggggggvhrllhhhhhpljhhehhhhheuhhugggehhhliduhhukihfgge11uv444444' +
  'hhhhhhehhhhha4hhhlllahha4ahhhha4444v1248gvehjlphe4c4444eeh1248vv2421he' +
  '26aiv22vgu11he68guhhev124888ehhehheehhf12ccik8lid';
export const GLYPH_W = 5;
export const GLYPH_H = 7;

/** The 5x7 bitmap of a supported character (7 rows, bit 4 = leftmost pixel), or null. */
export function glyphRows(ch: string): number[] | null {
  const i = GLYPH_CHARS.indexOf(ch);
  if (i < 0) return null;
  return Array.from(GLYPH_ROWS.slice(i * GLYPH_H, i * GLYPH_H + GLYPH_H), (d) => parseInt(d, 32));
}

/** The characters the built-in pixel font can draw. */
export const SUPPORTED_INITIAL_CHARS = GLYPH_CHARS;

const STOP_WORDS = new Set(['THE', 'A', 'AN', 'OF', 'AND', 'FOR', 'ON', 'IN', 'AT', 'TO', 'BY']);

/**
 * Initials for a name, using only characters the pixel font has (A-Z, 0-9, '&').
 * "The New York Times" -> "NYT" (max 3), "Field & Stream" -> "F&S" (max 3) or
 * "FS" (max 2), "TechCrunch" -> "TC", "Zoë Ångström" -> "ZA". Leading articles
 * and small words are skipped unless nothing else is left. A name with no
 * usable characters gets a letter derived from its hash, so it is still
 * deterministic.
 */
export function initialsOf(name: string, max = 2): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase();
  const words = cleaned.match(/[A-Z0-9]+|&/g) ?? [];
  const significant = words.filter((w) => !STOP_WORDS.has(w));
  const chosen = significant.some((w) => w !== '&') ? significant : words;
  let letters = chosen.map((w) => w.charAt(0));
  if (letters.filter((c) => c !== '&').length > max - 1 && letters.length > max) {
    // Not enough room for the ampersand and the words either side of it.
    letters = letters.filter((c) => c !== '&');
  }
  let out = letters.slice(0, Math.max(1, max)).join('');
  out = out.replace(/^&+|&+$/g, '').replace(/&{2,}/g, '&');
  if (!out) out = GLYPH_CHARS.charAt(hash32(name) % 26);
  return out;
}

/** Draws `text` with the pixel font, centred on (cx, cy), each font pixel `scale` px square. */
function drawPixelText(cv: Canvas, text: string, cx: number, cy: number, scale: number, c: Rgb, opacity = 1): void {
  const glyphs = Array.from(text, glyphRows).filter((g): g is number[] => g !== null);
  if (glyphs.length === 0) return;
  const cols = glyphs.length * GLYPH_W + (glyphs.length - 1);
  const left = Math.round(cx - (cols * scale) / 2);
  const top = Math.round(cy - (GLYPH_H * scale) / 2);
  glyphs.forEach((rows, gi) => {
    const gx = left + gi * (GLYPH_W + 1) * scale;
    rows.forEach((bits, ry) => {
      for (let col = 0; col < GLYPH_W; col++) {
        if (bits & (1 << (GLYPH_W - 1 - col))) {
          const x = gx + col * scale;
          const y = top + ry * scale;
          rect(cv, x, y, x + scale, y + scale, c, opacity);
        }
      }
    });
  });
}

/** Largest integer pixel scale at which `chars` glyphs fit in a maxW x maxH box. */
export function textScale(chars: number, maxW: number, maxH: number): number {
  const cols = chars * GLYPH_W + (chars - 1);
  return Math.max(1, Math.floor(Math.min(maxW / cols, maxH / GLYPH_H)));
}

/** Text plus a soft one-pixel-ish drop shadow so it reads on busy gradients. */
export function drawLabel(cv: Canvas, text: string, cx: number, cy: number, scale: number, fg: Rgb, shadow: Rgb): void {
  const off = Math.max(1, Math.round(scale / 3));
  drawPixelText(cv, text, cx + off, cy + off, scale, shadow, 0.3);
  drawPixelText(cv, text, cx, cy, scale, fg);
}
