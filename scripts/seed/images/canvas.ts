/** @module The seed images' Float32 canvas, its full-canvas fills and its shape masks. */
import { mix, type Rgb } from './palette';

export const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** A float RGB canvas (sRGB values 0..255), with an optional coverage channel. */
export class Canvas {
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
export function fillGradient(cv: Canvas, stops: readonly Rgb[], x0: number, y0: number, x1: number, y1: number): void {
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
      const li = Math.min(last, Math.max(0, sIdx)) * 3;
      const o = (y * w + x) * 3;
      rgb[o] = lut[li] as number;
      rgb[o + 1] = lut[li + 1] as number;
      rgb[o + 2] = lut[li + 2] as number;
    }
  }
}

/** Sets coverage for a rounded square (signed-distance anti-aliasing). */
export function roundedSquareMask(cv: Canvas, inset: number, radius: number): void {
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

export function circleMask(cv: Canvas): void {
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
