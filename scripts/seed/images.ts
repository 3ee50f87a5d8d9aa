/**
 * Deterministic raster images for the seed: article illustrations,
 * publication logos and curator/author avatars.
 *
 * Product brief: "Images are real raster images made by the seed, stored in
 * local R2, each with a blurhash computed from its pixels".
 *
 * - Deterministic: everything is driven by a mulberry32 PRNG seeded from a
 *   hash of the key/name (no Math.random, no clock), so the same input gives
 *   byte-identical PNGs on every run. Across machines the pixels only depend
 *   on V8's Math.sin/cos/pow (stable), but the PNG bytes also depend on the
 *   zlib bundled with Node, so a different Node build could compress them
 *   differently.
 * - Cheap: a few shapes composited in a Float32 RGB buffer, then one PNG encode
 *   and one blurhash encode on a downsampled copy. A 640x360 image takes
 *   ~15-18 ms on a 2-core box: ~5 ms blurhash (library), ~4 ms PNG
 *   (filter + zlib), the rest drawing. Logos and avatars take ~12 ms, nearly
 *   all of it the 4x4 blurhash on a 64x64 sample.
 *
 * Node-only (pngjs uses node:zlib). The Worker never imports this module.
 */

import { encode as encodeBlurhash } from 'blurhash';
import { PNG } from 'pngjs';
import { isValidBlurhash } from '../../worker/contracts/blurhash';
import { hash32 as hashString } from './prng';

// ---------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------

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

export interface GeneratedImage {
  /** Encoded PNG file bytes. */
  png: Uint8Array;
  width: number;
  height: number;
  /** Blurhash computed from the image's own pixels (see `blurhashFromPixels`). */
  blurHash: string;
  mime: 'image/png';
}

export const ARTICLE_STYLES = ['horizon', 'geometric', 'bands', 'skyline', 'waves'] as const;
export type ArticleStyle = (typeof ARTICLE_STYLES)[number];

export interface ArticleImageOptions {
  /** Default 640. */
  width?: number;
  /** Default 360. */
  height?: number;
  /** Default: picked from the key. */
  palette?: PaletteInput;
  /** Default: picked from the key. */
  style?: ArticleStyle;
}

export interface LogoOptions {
  /** Side of the square in pixels. Default 128. */
  size?: number;
  /** Default: picked from the name. */
  palette?: PaletteInput;
  /** Text to draw instead of the initials taken from the name (A-Z, 0-9, '&'). */
  initials?: string;
}

export interface AvatarOptions {
  /** Side of the square in pixels. Default 96. */
  size?: number;
  /** Default: picked from the name. */
  palette?: PaletteInput;
  /** Text to draw instead of the initials taken from the name (A-Z, 0-9, '&'). */
  initials?: string;
}

/** Blurhash grid used for article images (landscape): 4 across, 3 down. */
export const ARTICLE_BLURHASH_COMPONENTS = { x: 4, y: 3 } as const;
/**
 * Blurhash grid for logos and avatars. They are square, so use the same
 * number of components both ways. 4x4 keeps the placeholder's hint of a
 * centred shape on a background, for 8 more characters (36 in all).
 */
export const SQUARE_BLURHASH_COMPONENTS = { x: 4, y: 4 } as const;
/** Images are box-downsampled to at most this width before blurhash encoding. */
export const BLURHASH_MAX_SAMPLE_WIDTH = 64;

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

/** The seed's one string hash (FNV-1a + murmur3 finaliser), shared with the row builder. */
export { hash32 as hashString } from './prng';

/** mulberry32: a tiny, fast, seedable PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seedText: string) {
    this.next = mulberry32(hashString(seedText));
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

// ---------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new TypeError(`Invalid colour ${JSON.stringify(hex)}: expected '#rrggbb'`);
  const n = parseInt(m[1] as string, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const SRGB_TO_LINEAR = (() => {
  const lut = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const c = i / 255;
    lut[i] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }
  return lut;
})();

function linearToSrgb(v: number): number {
  const c = v <= 0 ? 0 : v >= 1 ? 1 : v;
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
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
function mostContrasting(background: Rgb, candidates: readonly Rgb[]): Rgb {
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

const WHITE: Rgb = [255, 255, 255];

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

function choosePalette(rng: Rng, input: PaletteInput | undefined): Palette {
  // Always draw from the rng so that a palette override changes only the colours.
  const name = rng.pick(PALETTE_NAMES);
  return resolvePalette(input ?? name);
}

// ---------------------------------------------------------------------------
// Canvas and drawing primitives
// ---------------------------------------------------------------------------

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** A float RGB canvas (sRGB values 0..255), with an optional coverage channel. */
class Canvas {
  readonly rgb: Float32Array;
  readonly alpha: Float32Array | null;
  constructor(
    readonly width: number,
    readonly height: number,
    withAlpha: boolean,
  ) {
    this.rgb = new Float32Array(width * height * 3);
    this.alpha = withAlpha ? new Float32Array(width * height) : null;
  }

  /** Blends colour `c` at opacity `a` (0..1) into pixel number `p`. */
  blend(p: number, c: Rgb, a: number): void {
    const d = this.rgb;
    const i = p * 3;
    d[i] = (d[i] as number) + (c[0] - (d[i] as number)) * a;
    d[i + 1] = (d[i + 1] as number) + (c[1] - (d[i + 1] as number)) * a;
    d[i + 2] = (d[i + 2] as number) + (c[2] - (d[i + 2] as number)) * a;
  }

  /** Edge darkening applied when quantising, like printed photos. 0 = none. */
  vignette = 0;

  /**
   * Quantises to 8-bit RGB (3 channels) or RGBA (4 channels, if there is an
   * alpha channel), applying the vignette on the way.
   */
  toBytes(): Buffer {
    const { width: w, height: h, rgb: src, alpha } = this;
    const ch = alpha ? 4 : 3;
    const out = Buffer.allocUnsafe(w * h * ch);
    const q = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0);
    const k = this.vignette * 2;
    const colTerm = new Float32Array(w);
    for (let x = 0; x < w; x++) colTerm[x] = k * ((x + 0.5) / w - 0.5) ** 2;
    for (let y = 0, p = 0; y < h; y++) {
      const rowF = 1 - k * ((y + 0.5) / h - 0.5) ** 2;
      for (let x = 0; x < w; x++, p++) {
        const f = rowF - (colTerm[x] as number);
        const i = p * 3;
        const o = p * ch;
        out[o] = q((src[i] as number) * f);
        out[o + 1] = q((src[i + 1] as number) * f);
        out[o + 2] = q((src[i + 2] as number) * f);
        if (alpha) out[o + 3] = q((alpha[p] as number) * 255);
      }
    }
    return out;
  }
}

/** Fills the whole canvas with a gradient along the vector (x0,y0) -> (x1,y1). */
function fillGradient(cv: Canvas, stops: readonly Rgb[], x0: number, y0: number, x1: number, y1: number): void {
  const steps = 512;
  const lut = new Float32Array(steps * 3);
  for (let s = 0; s < steps; s++) {
    const pos = (s / (steps - 1)) * (stops.length - 1);
    const lo = Math.floor(pos);
    const c = mix(stops[lo] as Rgb, stops[Math.min(stops.length - 1, lo + 1)] as Rgb, pos - lo);
    lut.set(c, s * 3);
  }
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy || 1;
  const { width: w, height: h, rgb } = cv;
  const kx = (dx / len2) * (steps - 1);
  const ky = (dy / len2) * (steps - 1);
  const last = steps - 1;
  for (let y = 0; y < h; y++) {
    const rowS = (y + 0.5 - y0) * ky + (0.5 - x0) * kx + 0.5;
    for (let x = 0; x < w; x++) {
      const sIdx = (rowS + x * kx) | 0;
      const li = (sIdx < 0 ? 0 : sIdx > last ? last : sIdx) * 3;
      const o = (y * w + x) * 3;
      rgb[o] = lut[li] as number;
      rgb[o + 1] = lut[li + 1] as number;
      rgb[o + 2] = lut[li + 2] as number;
    }
  }
}

/** A soft radial glow: opacity falls off quadratically from `strength` at the centre to 0 at `r`. */
function glow(cv: Canvas, cx: number, cy: number, r: number, c: Rgb, strength: number): void {
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(cv.width, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(cv.height, Math.ceil(cy + r));
  const inv = 1 / r;
  for (let y = y0; y < y1; y++) {
    const dy = (y + 0.5 - cy) * inv;
    for (let x = x0; x < x1; x++) {
      const dx = (x + 0.5 - cx) * inv;
      const d2 = dx * dx + dy * dy;
      if (d2 >= 1) continue;
      const f = 1 - Math.sqrt(d2);
      cv.blend(y * cv.width + x, c, strength * f * f);
    }
  }
}

/**
 * An anti-aliased disc. `skipRow(y)` can cut horizontal slits through it
 * (the retro striped sun).
 */
function disc(cv: Canvas, cx: number, cy: number, r: number, c: Rgb, opacity = 1, skipRow?: (y: number) => boolean): void {
  const x0 = Math.max(0, Math.floor(cx - r - 1));
  const x1 = Math.min(cv.width, Math.ceil(cx + r + 1));
  const y0 = Math.max(0, Math.floor(cy - r - 1));
  const y1 = Math.min(cv.height, Math.ceil(cy + r + 1));
  for (let y = y0; y < y1; y++) {
    if (skipRow?.(y)) continue;
    const dy = y + 0.5 - cy;
    for (let x = x0; x < x1; x++) {
      const dx = x + 0.5 - cx;
      const cov = clamp01(r - Math.sqrt(dx * dx + dy * dy) + 0.5);
      if (cov > 0) cv.blend(y * cv.width + x, c, cov * opacity);
    }
  }
}

/** An anti-aliased ring of the given stroke thickness. */
function ring(cv: Canvas, cx: number, cy: number, r: number, thickness: number, c: Rgb, opacity = 1): void {
  const outer = r + thickness / 2 + 1;
  const x0 = Math.max(0, Math.floor(cx - outer));
  const x1 = Math.min(cv.width, Math.ceil(cx + outer));
  const y0 = Math.max(0, Math.floor(cy - outer));
  const y1 = Math.min(cv.height, Math.ceil(cy + outer));
  for (let y = y0; y < y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x < x1; x++) {
      const dx = x + 0.5 - cx;
      const d = Math.abs(Math.sqrt(dx * dx + dy * dy) - r);
      const cov = clamp01(thickness / 2 - d + 0.5);
      if (cov > 0) cv.blend(y * cv.width + x, c, cov * opacity);
    }
  }
}

/** An axis-aligned rectangle with exact fractional-edge coverage. */
function rect(cv: Canvas, rx0: number, ry0: number, rx1: number, ry1: number, c: Rgb, opacity = 1): void {
  const x0 = Math.max(0, Math.floor(rx0));
  const x1 = Math.min(cv.width, Math.ceil(rx1));
  const y0 = Math.max(0, Math.floor(ry0));
  const y1 = Math.min(cv.height, Math.ceil(ry1));
  for (let y = y0; y < y1; y++) {
    const cy = Math.min(y + 1, ry1) - Math.max(y, ry0);
    for (let x = x0; x < x1; x++) {
      const cx = Math.min(x + 1, rx1) - Math.max(x, rx0);
      cv.blend(y * cv.width + x, c, clamp01(cx) * clamp01(cy) * opacity);
    }
  }
}

/** A straight band across the canvas: points whose distance along (cos a, sin a) is within [from, to]. */
function band(cv: Canvas, angle: number, from: number, to: number, c: Rgb, opacity = 1): void {
  const nx = Math.cos(angle);
  const ny = Math.sin(angle);
  const mid = (from + to) / 2;
  const half = (to - from) / 2;
  const { width: w, height: h } = cv;
  for (let y = 0; y < h; y++) {
    const rowD = (y + 0.5) * ny - mid;
    for (let x = 0; x < w; x++) {
      const cov = clamp01(half - Math.abs(rowD + (x + 0.5) * nx) + 0.5);
      if (cov > 0) cv.blend(y * w + x, c, cov * opacity);
    }
  }
}

/**
 * Fills everything below the curve y = edge(x), shading from `top` at the
 * curve to `bottom` at the canvas bottom. Anti-aliased along the curve.
 */
function fillBelow(cv: Canvas, edge: (x: number) => number, top: Rgb, bottom: Rgb, opacity = 1): void {
  const { width: w, height: h, rgb } = cv;
  const [r0, g0, b0] = top;
  const dr = bottom[0] - r0;
  const dg = bottom[1] - g0;
  const db = bottom[2] - b0;
  for (let x = 0; x < w; x++) {
    const ey = edge(x + 0.5);
    const yStart = Math.max(0, Math.floor(ey));
    const invSpan = 1 / Math.max(1, h - ey);
    for (let y = yStart; y < h; y++) {
      const a = clamp01(y + 1 - ey) * opacity;
      const t = clamp01((y - ey) * invSpan);
      const o = (y * w + x) * 3;
      rgb[o] = (rgb[o] as number) + (r0 + dr * t - (rgb[o] as number)) * a;
      rgb[o + 1] = (rgb[o + 1] as number) + (g0 + dg * t - (rgb[o + 1] as number)) * a;
      rgb[o + 2] = (rgb[o + 2] as number) + (b0 + db * t - (rgb[o + 2] as number)) * a;
    }
  }
}

/** A halftone field of dots inside a rectangle, dot size shrinking from left to right. */
function halftone(cv: Canvas, x0: number, y0: number, x1: number, y1: number, step: number, c: Rgb, opacity: number): void {
  for (let y = y0 + step / 2; y < y1; y += step) {
    for (let x = x0 + step / 2; x < x1; x += step) {
      const r = (step / 2.6) * (1 - (x - x0) / (x1 - x0)) + 0.6;
      disc(cv, x, y, r, c, opacity);
    }
  }
}

/** A ridge line: a base height plus a few sine octaves; `peaky` folds them into sharp mountain tops. */
function ridgeFn(rng: Rng, w: number, base: number, amp: number, peaky: boolean): (x: number) => number {
  const octaves = [1, 2.3, 5.1].map((mult, i) => ({
    // Only the broad octaves are folded into peaks; the finest stays smooth.
    fold: peaky && i < 2,
    f: ((Math.PI * 2) / w) * mult * rng.range(0.8, 1.6),
    ph: rng.range(0, Math.PI * 2),
    a: amp / (i * 1.8 + 1),
  }));
  return (x) => {
    let v = 0;
    for (const o of octaves) {
      const s = Math.sin(x * o.f + o.ph);
      v += o.a * (o.fold ? 1 - Math.abs(s) * 1.6 : s);
    }
    return base - v;
  };
}

// ---------------------------------------------------------------------------
// Article scenes
// ---------------------------------------------------------------------------

type Scene = (cv: Canvas, p: Palette, rng: Rng) => void;

const scenes: Record<ArticleStyle, Scene> = {
  /** Sky, a sun (sometimes striped), and three or four layers of mountains or hills. */
  horizon(cv, p, rng) {
    const { width: w, height: h } = cv;
    const u = Math.min(w, h);
    fillGradient(cv, [p[1], p[0]], 0, 0, 0, h * 0.75);
    const sx = rng.range(0.2, 0.8) * w;
    const sy = rng.range(0.22, 0.5) * h;
    const sr = rng.range(0.1, 0.17) * u;
    glow(cv, sx, sy, sr * 3.2, mix(p[2], p[0], 0.3), 0.45);
    const striped = rng.chance(0.5);
    const period = Math.max(3, Math.round(sr / 4));
    disc(cv, sx, sy, sr, p[2], 1, striped ? (y) => y > sy && (y - Math.round(sy)) % period < ((y - sy) / sr) * period * 0.6 : undefined);
    const layers = 3 + rng.int(2);
    const peaky = rng.chance(0.55);
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const base = h * (0.55 + 0.3 * t) + rng.range(-0.03, 0.03) * h;
      const amp = h * (peaky ? 0.16 : 0.07) * (1 - t * 0.5);
      const col = mix(mix(p[3], p[0], 0.55), p[4], t);
      fillBelow(cv, ridgeFn(rng, w, base, amp, peaky && i < layers - 1), col, mix(col, p[4], 0.35));
    }
    cv.vignette = 0.25;
  },

  /** A Bauhaus-style poster: big circles, a ring, a block, a band and a halftone field. */
  geometric(cv, p, rng) {
    const { width: w, height: h } = cv;
    const u = Math.min(w, h);
    // Half of the compositions are mirrored left-right.
    const mirrored = rng.chance(0.5);
    const X = (f: number) => (mirrored ? 1 - f : f) * w;
    const span = (f0: number, f1: number): [number, number] => [Math.min(X(f0), X(f1)), Math.max(X(f0), X(f1))];
    fillGradient(cv, [p[0], p[1]], X(0), 0, X(1), h);
    const a = rng.range(-0.9, -0.5);
    const shift = mirrored ? -w * Math.cos(a) : 0;
    band(cv, mirrored ? Math.PI - a : a, shift + rng.range(0.1, 0.3) * w, shift + rng.range(0.35, 0.5) * w, p[1], 0.9);
    // A block standing on the bottom edge or hanging from the top.
    const bx = rng.range(0.05, 0.35);
    const [bx0, bx1] = span(bx, bx + rng.range(0.18, 0.32));
    if (rng.chance(0.65)) rect(cv, bx0, rng.range(0.35, 0.6) * h, bx1, h, p[3], 0.9);
    else rect(cv, bx0, 0, bx1, rng.range(0.4, 0.65) * h, p[3], 0.9);
    const cx = X(rng.range(0.5, 0.8));
    const cy = rng.range(0.3, 0.6) * h;
    const cr = rng.range(0.26, 0.42) * u;
    disc(cv, cx, cy, cr, p[2]);
    if (rng.chance(0.65)) {
      disc(cv, cx + rng.range(-0.6, 0.6) * cr, cy + rng.range(0.3, 0.9) * cr, cr * rng.range(0.45, 0.7), p[4], 0.85);
    } else {
      ring(cv, cx, cy, cr * rng.range(1.15, 1.35), Math.max(2, u * 0.012), p[4], 0.9);
    }
    ring(cv, X(rng.range(0.12, 0.4)), rng.range(0.15, 0.4) * h, rng.range(0.07, 0.14) * u, Math.max(2, u * 0.02), p[4]);
    // Texture: a halftone patch or a stack of thin rules.
    const tx = rng.range(0.55, 0.75);
    const [tx0, tx1] = span(tx, tx + 0.22);
    if (rng.chance(0.6)) {
      halftone(cv, tx0, h * 0.06, tx1, h * 0.3, Math.max(6, Math.round(u * 0.035)), p[4], 0.8);
    } else {
      const rule = Math.max(2, u * 0.012);
      for (let i = 0; i < 5; i++)
        rect(cv, tx0, h * 0.07 + i * rule * 3, tx1 - i * (tx1 - tx0) * 0.12, h * 0.07 + i * rule * 3 + rule, p[4], 0.8);
    }
    cv.vignette = 0.15;
  },

  /** Colour-blocked diagonal bands with a large sun-disc laid over them. */
  bands(cv, p, rng) {
    const { width: w, height: h } = cv;
    const u = Math.min(w, h);
    fillGradient(cv, [p[0], p[1]], 0, 0, w, 0);
    const angle = rng.range(0.35, 0.75) * (rng.chance(0.5) ? 1 : -1);
    const nx = Math.cos(angle);
    const ny = Math.sin(angle);
    const ds = [0, w * nx, h * ny, w * nx + h * ny];
    const dMin = Math.min(...ds);
    const dMax = Math.max(...ds);
    const colours = [p[1], p[3], p[2], p[4], p[0]];
    let d = dMin + rng.range(0.1, 0.3) * (dMax - dMin);
    let k = rng.int(colours.length);
    while (d < dMax) {
      const bw = rng.range(0.05, 0.16) * (dMax - dMin);
      band(cv, angle, d, d + bw, colours[k % colours.length] as Rgb, 0.92);
      d += bw + rng.range(0, 0.08) * (dMax - dMin);
      k++;
    }
    const cx = rng.range(0.3, 0.7) * w;
    const cy = rng.range(0.35, 0.65) * h;
    const r = rng.range(0.22, 0.34) * u;
    glow(cv, cx, cy, r * 1.6, p[4], 0.35);
    disc(cv, cx, cy, r, p[2]);
    ring(cv, cx, cy, r * 1.25, Math.max(1.5, u * 0.008), p[0], 0.9);
    cv.vignette = 0.2;
  },

  /** A city at dusk: two rows of buildings, lit windows, a moon. */
  skyline(cv, p, rng) {
    const { width: w, height: h } = cv;
    const u = Math.min(w, h);
    fillGradient(cv, [mix(p[3], p[1], 0.4), p[1], p[0]], 0, 0, 0, h * 0.85);
    const mx = rng.range(0.15, 0.85) * w;
    const my = rng.range(0.15, 0.35) * h;
    const mr = rng.range(0.06, 0.1) * u;
    glow(cv, mx, my, mr * 4, p[0], 0.5);
    disc(cv, mx, my, mr, mix(p[2], WHITE, 0.35));
    for (const layer of [0, 1]) {
      const col = layer === 0 ? mix(p[3], p[1], 0.45) : p[4];
      let x = -rng.range(0, 0.05) * w;
      while (x < w) {
        const bw = rng.range(0.05, 0.11) * w;
        const top = h * (layer === 0 ? rng.range(0.3, 0.55) : rng.range(0.45, 0.75));
        rect(cv, x, top, x + bw, h, col);
        if (layer === 0 && rng.chance(0.3)) rect(cv, x + bw * 0.4, top - h * 0.06, x + bw * 0.5, top, col);
        if (layer === 1) {
          const cell = Math.max(4, Math.round(u * 0.028));
          for (let wy = top + cell; wy < h - cell; wy += cell * 1.6) {
            for (let wx = x + cell * 0.7; wx < x + bw - cell; wx += cell * 1.4) {
              if (rng.chance(0.32)) rect(cv, wx, wy, wx + cell * 0.7, wy + cell * 0.8, p[2], 0.85);
            }
          }
        }
        x += bw + rng.range(0, 0.02) * w;
      }
    }
    cv.vignette = 0.3;
  },

  /** Layered paper-cut waves, with a sun peeking out behind them. */
  waves(cv, p, rng) {
    const { width: w, height: h } = cv;
    const u = Math.min(w, h);
    fillGradient(cv, [p[0], p[1]], 0, 0, 0, h);
    disc(cv, rng.range(0.2, 0.8) * w, rng.range(0.2, 0.4) * h, rng.range(0.12, 0.2) * u, p[2]);
    const colours = [p[1], mix(p[1], p[3], 0.5), p[3], mix(p[3], p[4], 0.5), p[4]];
    const layers = 4 + rng.int(2);
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const base = h * (0.35 + 0.55 * t);
      const amp = h * rng.range(0.04, 0.08);
      const f = ((Math.PI * 2) / w) * rng.range(0.8, 2.2);
      const ph = rng.range(0, Math.PI * 2);
      const col = colours[Math.min(colours.length - 1, Math.round(t * (colours.length - 1)))] as Rgb;
      // A slightly darker line just above each wave reads as a paper-cut shadow.
      fillBelow(cv, (x) => base - 3 - amp * Math.sin(x * f + ph), p[4], p[4], 0.18);
      fillBelow(cv, (x) => base - amp * Math.sin(x * f + ph), col, mix(col, p[4], 0.25));
    }
    cv.vignette = 0.2;
  },
};

// ---------------------------------------------------------------------------
// Pixel font (5x7) and initials
// ---------------------------------------------------------------------------

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
const GLYPH_W = 5;
const GLYPH_H = 7;

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
  if (!out) out = GLYPH_CHARS.charAt(hashString(name) % 26);
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
function textScale(chars: number, maxW: number, maxH: number): number {
  const cols = chars * GLYPH_W + (chars - 1);
  return Math.max(1, Math.floor(Math.min(maxW / cols, maxH / GLYPH_H)));
}

/** Text plus a soft one-pixel-ish drop shadow so it reads on busy gradients. */
function drawLabel(cv: Canvas, text: string, cx: number, cy: number, scale: number, fg: Rgb, shadow: Rgb): void {
  const off = Math.max(1, Math.round(scale / 3));
  drawPixelText(cv, text, cx + off, cy + off, scale, shadow, 0.3);
  drawPixelText(cv, text, cx, cy, scale, fg);
}

/** Sets coverage for a rounded square (signed-distance anti-aliasing). */
function roundedSquareMask(cv: Canvas, inset: number, radius: number): void {
  const alpha = cv.alpha as Float32Array;
  const { width: w, height: h } = cv;
  const hx = w / 2 - inset;
  const hy = h / 2 - inset;
  for (let y = 0; y < h; y++) {
    const qy = Math.abs(y + 0.5 - h / 2) - (hy - radius);
    for (let x = 0; x < w; x++) {
      const qx = Math.abs(x + 0.5 - w / 2) - (hx - radius);
      const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
      const d = outside + Math.min(Math.max(qx, qy), 0) - radius;
      alpha[y * w + x] = clamp01(0.5 - d);
    }
  }
}

function circleMask(cv: Canvas): void {
  const alpha = cv.alpha as Float32Array;
  const { width: w, height: h } = cv;
  const r = Math.min(w, h) / 2;
  for (let y = 0; y < h; y++) {
    const dy = y + 0.5 - h / 2;
    for (let x = 0; x < w; x++) {
      const dx = x + 0.5 - w / 2;
      alpha[y * w + x] = clamp01(r - Math.sqrt(dx * dx + dy * dy) + 0.5);
    }
  }
}

// ---------------------------------------------------------------------------
// Blurhash and PNG
// ---------------------------------------------------------------------------

/**
 * Blurhash from 8-bit RGB (channels 3) or RGBA (channels 4) pixels.
 *
 * The image is box-downsampled to at most `maxWidth` px wide (aspect ratio
 * kept) first. Why: `blurhash.encode` costs O(width x height x components),
 * with three Math.pow (sRGB to linear) and a Math.cos per pixel per component.
 * At 640x360 and 4x3 that is ~8M pow calls, hundreds of ms per image. At 64x36
 * it is ~5 ms. A blurhash only keeps the lowest few cosine frequencies, and a
 * box average keeps those.
 *
 * Why 64 and not smaller: blurhash samples its cosines at pixel left edges
 * (cos(pi*i*x/W), as in the reference implementation), so on a W x H grid the
 * odd AC terms pick up a bias of about 2/W (or 2/H) of the image's mean. That
 * is ~0.3% at full size, ~3-6% at 64x36 (a few levels of wobble in the
 * placeholder, mean colour unaffected) and twice that at 32 px. 64 is the
 * trade-off: decoded placeholders stay within a few levels of a full-size
 * encode on average, and encoding stays cheap.
 *
 * The averaging is done in linear light, which is also the space blurhash
 * works in.
 *
 * Transparency (logos, avatars): blurhash has no alpha, so pixels that are
 * not fully opaque are composited over the image's own mean opaque colour.
 * The hash then describes the logo, not the page behind it. The client clips
 * the placeholder to the same rounded-square or circle shape anyway.
 * Compositing over white instead puts hard white corners into a 4x4 cosine
 * fit, which washes the placeholder out and adds dark ringing blobs.
 */
export function blurhashFromPixels(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: 3 | 4,
  componentsX: number,
  componentsY: number,
  maxWidth = BLURHASH_MAX_SAMPLE_WIDTH,
): string {
  if (pixels.length !== width * height * channels) {
    throw new RangeError(`Expected ${width * height * channels} bytes, got ${pixels.length}`);
  }
  const sw = Math.max(1, Math.min(width, maxWidth));
  const sh = Math.max(1, Math.min(height, Math.round((height * sw) / width)));
  // Integer box filter: every source pixel lands in exactly one target cell
  // (cells differ by at most one pixel in size when the ratio is not whole).
  const colOf = new Int32Array(width);
  const colCount = new Int32Array(sw);
  const rowCount = new Int32Array(sh);
  for (let x = 0; x < width; x++) {
    const c = Math.floor((x * sw) / width);
    colOf[x] = c * 4;
    colCount[c] = (colCount[c] as number) + 1;
  }
  for (let y = 0; y < height; y++) {
    const r = Math.floor((y * sh) / height);
    rowCount[r] = (rowCount[r] as number) + 1;
  }
  // Per cell: alpha-premultiplied linear RGB sums, then the alpha sum.
  const acc = new Float64Array(sw * sh * 4);
  const lut = SRGB_TO_LINEAR;
  for (let y = 0; y < height; y++) {
    const rowBase = Math.floor((y * sh) / height) * sw * 4;
    let i = y * width * channels;
    for (let x = 0; x < width; x++, i += channels) {
      const o = rowBase + (colOf[x] as number);
      const a = channels === 4 ? (pixels[i + 3] as number) / 255 : 1;
      acc[o] = (acc[o] as number) + (lut[pixels[i] as number] as number) * a;
      acc[o + 1] = (acc[o + 1] as number) + (lut[pixels[i + 1] as number] as number) * a;
      acc[o + 2] = (acc[o + 2] as number) + (lut[pixels[i + 2] as number] as number) * a;
      acc[o + 3] = (acc[o + 3] as number) + a;
    }
  }
  // Matte for transparent areas: the image's own mean opaque colour (white
  // if nothing is opaque).
  const total = [0, 0, 0, 0];
  for (let j = 0; j < acc.length; j++) total[j & 3] = (total[j & 3] as number) + (acc[j] as number);
  const totalA = total[3] as number;
  const matte = totalA > 0 ? total.slice(0, 3).map((v) => v / totalA) : [1, 1, 1];
  const small = new Uint8ClampedArray(sw * sh * 4);
  for (let cell = 0; cell < sw * sh; cell++) {
    const n = (colCount[cell % sw] as number) * (rowCount[Math.floor(cell / sw)] as number);
    const clear = n - (acc[cell * 4 + 3] as number);
    for (let c = 0; c < 3; c++) {
      small[cell * 4 + c] = linearToSrgb(((acc[cell * 4 + c] as number) + clear * (matte[c] as number)) / n);
    }
    small[cell * 4 + 3] = 255;
  }
  const hash = encodeBlurhash(small, sw, sh, componentsX, componentsY);
  if (!isValidBlurhash(hash)) throw new Error(`blurhash encoder produced an invalid hash: ${hash}`);
  return hash;
}

/**
 * PNG encoding settings, chosen for speed (measured on 640x360 scenes).
 * - Sub filter (1) only: it suits smooth gradients and flat shapes, and skips
 *   pngjs's default search over all 5 filters for every row (~3x slower).
 * - zlib Z_RLE strategy (pngjs's own default strategy) at level 6: ~3 ms and
 *   ~80 KB per image. The default strategy compresses to ~57 KB but takes
 *   ~15 ms, more than everything else put together.
 */
const PNG_FILTER_SUB = 1;
const PNG_DEFLATE_LEVEL = 6;
const Z_RLE = 3;

function encodePng(bytes: Buffer, width: number, height: number, channels: 3 | 4): Uint8Array {
  const colorType = channels === 4 ? 6 : 2;
  // PNG.sync.write only reads width, height and data (and gamma if set), so a
  // plain object is enough; `new PNG()` would allocate a second RGBA buffer.
  const buf = PNG.sync.write({ width, height, data: bytes } as unknown as PNG, {
    colorType,
    inputColorType: colorType,
    inputHasAlpha: channels === 4,
    filterType: PNG_FILTER_SUB,
    deflateLevel: PNG_DEFLATE_LEVEL,
    deflateStrategy: Z_RLE,
  });
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

function finish(cv: Canvas, components: { x: number; y: number }): GeneratedImage {
  const channels = cv.alpha ? 4 : 3;
  const bytes = cv.toBytes();
  return {
    png: encodePng(bytes, cv.width, cv.height, channels),
    width: cv.width,
    height: cv.height,
    blurHash: blurhashFromPixels(bytes, cv.width, cv.height, channels, components.x, components.y),
    mime: 'image/png',
  };
}

function checkSize(name: string, v: number): number {
  if (!Number.isInteger(v) || v < 8 || v > 4096) {
    throw new RangeError(`${name} must be an integer between 8 and 4096, got ${v}`);
  }
  return v;
}

// ---------------------------------------------------------------------------
// Public generators
// ---------------------------------------------------------------------------

/**
 * An editorial-style illustration for an article (640x360 by default), fully
 * determined by `key` (use the article's id or slug). Opaque RGB PNG with a
 * 4x3 blurhash.
 */
export function makeArticleImage(key: string, opts: ArticleImageOptions = {}): GeneratedImage {
  const width = checkSize('width', opts.width ?? 640);
  const height = checkSize('height', opts.height ?? 360);
  const rng = new Rng(`article:${key}`);
  const palette = choosePalette(rng, opts.palette);
  const style = rng.pick(ARTICLE_STYLES);
  const cv = new Canvas(width, height, false);
  scenes[opts.style ?? style](cv, palette, rng);
  return finish(cv, ARTICLE_BLURHASH_COMPONENTS);
}

/**
 * A square publication logo (128x128 by default): a rounded square (solid,
 * gradient or two-tone) with the publication's initials (up to 3) in pixel
 * type. Transparent corners (RGBA PNG). 4x4 blurhash (transparent corners
 * matted with the logo's mean colour, see `blurhashFromPixels`).
 */
export function makeLogo(name: string, opts: LogoOptions = {}): GeneratedImage {
  const size = checkSize('size', opts.size ?? 128);
  const rng = new Rng(`logo:${name}`);
  const p = choosePalette(rng, opts.palette);
  const variant = rng.int(3);
  const cv = new Canvas(size, size, true);
  let bg: Rgb;
  if (variant === 0) {
    // Diagonal gradient, dark end bottom-right.
    bg = mix(p[3], p[4], 0.5);
    fillGradient(cv, [p[3], p[4]], 0, 0, size, size);
  } else if (variant === 1) {
    // Solid accent.
    bg = p[2];
    fillGradient(cv, [p[2]], 0, 0, size, size);
  } else {
    // Two-tone split along the diagonal.
    bg = mix(p[4], p[3], 0.5);
    fillGradient(cv, [p[4]], 0, 0, size, size);
    band(cv, -Math.PI / 4, -size, (size * Math.SQRT2) / 2 - size * 0.7, p[3]);
  }
  roundedSquareMask(cv, 0, size * 0.2);
  const text = opts.initials?.toUpperCase() ?? initialsOf(name, 3);
  const fg = mostContrasting(bg, [WHITE, p[0], p[4]]);
  const scale = textScale(text.length, size * 0.74, size * 0.44);
  const barH = Math.max(2, Math.round(size * 0.035));
  const textCy = size / 2 - barH;
  drawLabel(cv, text, size / 2, textCy, scale, fg, p[4]);
  // A short rule under the initials, like a masthead.
  const textBottom = textCy + (GLYPH_H * scale) / 2;
  const ruleW = Math.min(size * 0.5, (text.length * GLYPH_W + text.length - 1) * scale);
  const accent = variant === 1 ? fg : p[2];
  rect(cv, size / 2 - ruleW / 2, textBottom + barH * 1.5, size / 2 + ruleW / 2, textBottom + barH * 2.5, accent);
  return finish(cv, SQUARE_BLURHASH_COMPONENTS);
}

/**
 * A round avatar (96x96 by default) for a curator or author: a softly lit
 * disc with up to 2 initials. Transparent outside the circle (RGBA PNG).
 * 4x4 blurhash, matted like the logos'.
 */
export function makeAvatar(name: string, opts: AvatarOptions = {}): GeneratedImage {
  const size = checkSize('size', opts.size ?? 96);
  const rng = new Rng(`avatar:${name}`);
  const p = choosePalette(rng, opts.palette);
  const base = rng.pick([p[1], p[2], p[3], p[4]]);
  const cv = new Canvas(size, size, true);
  fillGradient(cv, [mix(base, WHITE, 0.18), base, mix(base, p[4], 0.25)], 0, 0, size * 0.6, size);
  circleMask(cv);
  const text = opts.initials?.toUpperCase() ?? initialsOf(name, 2);
  const fg = mostContrasting(base, [WHITE, p[0], p[4]]);
  const scale = textScale(text.length, size * 0.62, size * 0.42);
  drawLabel(cv, text, size / 2, size / 2, scale, fg, p[4]);
  return finish(cv, SQUARE_BLURHASH_COMPONENTS);
}

export { isValidBlurhash };
