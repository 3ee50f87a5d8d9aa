/** @module Colour for the seed images: the built-in palettes, sRGB/linear conversion and contrast. */
import type { Rng } from '../prng';

export type Rgb = readonly [r: number, g: number, b: number];

/**
 * Five colours, each with a role:
 * [0] light background, [1] second light or sky, [2] accent (sun, highlights),
 * [3] mid tone, [4] dark tone (foreground, text).
 */
export type Palette = readonly [Rgb, Rgb, Rgb, Rgb, Rgb];

/**
 * A built-in palette name, or your own list of at least 2 '#rrggbb' colours.
 * A list is read in the role order of {@link Palette}. A list of 5 or more
 * is used as is (only the first 5 count). A shorter list is stretched to 5 by
 * interpolating between its colours.
 */
export type PaletteInput = PaletteName | readonly string[];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new TypeError(`Invalid colour ${JSON.stringify(hex)}: expected '#rrggbb'`);
  const n = parseInt(m[1] as string, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export const SRGB_TO_LINEAR = (() => {
  const lut = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const c = i / 255;
    lut[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  return lut;
})();

export function linearToSrgb(v: number): number {
  const c = Math.min(1, Math.max(0, v));
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(s * 255);
}

function relativeLuminance(c: Rgb): number {
  const lin = (v: number) => SRGB_TO_LINEAR[Math.max(0, Math.min(255, Math.round(v)))] as number;
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
}

function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Of the candidates, the colour that contrasts most with `background`. */
export function mostContrasting(background: Rgb, candidates: readonly Rgb[]): Rgb {
  let best = candidates[0] as Rgb;
  let bestRatio = -1;
  for (const c of candidates) {
    const r = contrastRatio(background, c);
    if (r > bestRatio) {
      best = c;
      bestRatio = r;
    }
  }
  return best;
}

export const WHITE: Rgb = [255, 255, 255];

const PALETTE_HEX = {
  sunset: ['#ffd6a5', '#ffab91', '#ff5e5b', '#7a3e65', '#2b1d3c'],
  ocean: ['#e0f4f7', '#9ad1d4', '#f2b134', '#1f6f8b', '#0b2545'],
  forest: ['#eef2d9', '#c5d6a4', '#e8a33d', '#4f7942', '#1e3d2f'],
  dusk: ['#e4def5', '#a39bd8', '#f6c85f', '#5b4b9a', '#231942'],
  desert: ['#fbe8c8', '#f2c078', '#d1495b', '#b5651d', '#5c3317'],
  arctic: ['#f2f7fb', '#bcd4e6', '#ff7f50', '#4a6fa5', '#1b2a41'],
  citrus: ['#fff6cc', '#ffd166', '#06d6a0', '#ef476f', '#073b4c'],
  newsprint: ['#f1efe9', '#d6d2c4', '#c0392b', '#5d6d7e', '#1c2833'],
  rose: ['#fde4ec', '#f7a1c4', '#ffcf56', '#b5406a', '#3d1f3d'],
  lagoon: ['#e6f2ef', '#88c9b9', '#f4a259', '#2a7f75', '#133c3a'],
  noir: ['#dfe3e8', '#8d99ae', '#ef233c', '#2b2d42', '#0d0f1a'],
  meadow: ['#f4f1de', '#a8c9b4', '#e07a5f', '#3d405b', '#1d1e2c'],
} as const satisfies Record<string, readonly [string, string, string, string, string]>;

export type PaletteName = keyof typeof PALETTE_HEX;
export const PALETTE_NAMES = Object.keys(PALETTE_HEX) as PaletteName[];

/** Turns a palette name or a list of hex colours into a {@link Palette}. */
export function resolvePalette(input: PaletteInput): Palette {
  if (typeof input === 'string') {
    const hex = (PALETTE_HEX as Record<string, readonly string[]>)[input];
    if (!hex) throw new RangeError(`Unknown palette ${JSON.stringify(input)}`);
    return hex.map(parseHex) as unknown as Palette;
  }
  if (input.length < 2) throw new RangeError('A custom palette needs at least 2 colours');
  const colours = input.map(parseHex);
  if (colours.length >= 5) return colours.slice(0, 5) as unknown as Palette;
  const out: Rgb[] = [];
  for (let i = 0; i < 5; i++) {
    const pos = (i / 4) * (colours.length - 1);
    const lo = Math.floor(pos);
    const hi = Math.min(colours.length - 1, lo + 1);
    out.push(mix(colours[lo] as Rgb, colours[hi] as Rgb, pos - lo));
  }
  return out as unknown as Palette;
}

export function choosePalette(rng: Rng, input: PaletteInput | undefined): Palette {
  // Always draw from the rng so that a palette override changes only the colours.
  const name = rng.pick(PALETTE_NAMES);
  return resolvePalette(input ?? name);
}
