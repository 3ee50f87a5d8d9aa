/** @module Anti-aliased shape primitives that blend into a seed image's canvas. */
import { type Canvas, clamp01 } from './canvas';
import type { Rgb } from './palette';

/** A soft radial glow: opacity falls off quadratically from `strength` at the centre to 0 at `r`. */
export function glow(cv: Canvas, cx: number, cy: number, r: number, c: Rgb, strength: number): void {
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
export function disc(cv: Canvas, cx: number, cy: number, r: number, c: Rgb, opacity = 1, skipRow?: (y: number) => boolean): void {
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
export function ring(cv: Canvas, cx: number, cy: number, r: number, thickness: number, c: Rgb, opacity = 1): void {
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
export function rect(cv: Canvas, rx0: number, ry0: number, rx1: number, ry1: number, c: Rgb, opacity = 1): void {
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
export function band(cv: Canvas, angle: number, from: number, to: number, c: Rgb, opacity = 1): void {
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
export function fillBelow(cv: Canvas, edge: (x: number) => number, top: Rgb, bottom: Rgb, opacity = 1): void {
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
export function halftone(cv: Canvas, x0: number, y0: number, x1: number, y1: number, step: number, c: Rgb, opacity: number): void {
  for (let y = y0 + step / 2; y < y1; y += step) {
    for (let x = x0 + step / 2; x < x1; x += step) {
      const r = (step / 2.6) * (1 - (x - x0) / (x1 - x0)) + 0.6;
      disc(cv, x, y, r, c, opacity);
    }
  }
}
