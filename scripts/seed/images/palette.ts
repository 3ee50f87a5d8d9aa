/** @module Colour for the seed images: the palettes (data/palettes.ts) as colours, sRGB/linear conversion and contrast. */

import { PALETTE_HEX } from '../data/palettes';
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
