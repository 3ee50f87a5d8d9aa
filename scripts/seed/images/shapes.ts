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
  const reach = half + 0.5;
  for (let y = 0; y < h; y++) {
    const rowD = (y + 0.5) * ny - mid;
    // Only the span of this row the band covers (|rowD + (x + 0.5) nx| < reach): at 1280x720 a
    // full pass per band was most of a banded scene's time. Same pixels, same values.
    let x0 = 0;
    let x1 = w;
    if (Math.abs(nx) > 1e-9) {
      const a = (-reach - rowD) / nx - 0.5;
      const b = (reach - rowD) / nx - 0.5;
      x0 = Math.max(0, Math.floor(Math.min(a, b)));
      x1 = Math.min(w, Math.ceil(Math.max(a, b)) + 1);
    } else if (Math.abs(rowD) >= reach) continue;
    for (let x = x0; x < x1; x++) {
      const cov = clamp01(half - Math.abs(rowD + (x + 0.5) * nx) + 0.5);
      if (cov > 0) cv.blend(y * w + x, c, cov * opacity);
    }
  }
}

/**
 * Fills everything below the curve y = edge(x), shading from `top` at the
 * curve to `bottom` at the canvas bottom. Anti-aliased along the curve.
 * `depth`: fill only that many pixels below the curve (for a strip another fill covers below).
 */
export function fillBelow(cv: Canvas, edge: (x: number) => number, top: Rgb, bottom: Rgb, opacity = 1, depth = Infinity): void {
  const { width: w, height: h, rgb } = cv;
  const [r0, g0, b0] = top;
  const dr = bottom[0] - r0;
  const dg = bottom[1] - g0;
  const db = bottom[2] - b0;
  for (let x = 0; x < w; x++) {
    const ey = edge(x + 0.5);
    const yStart = Math.max(0, Math.floor(ey));
    const invSpan = 1 / Math.max(1, h - ey);
    const yEnd = Math.min(h, Math.ceil(ey + depth));
    for (let y = yStart; y < yEnd; y++) {
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

/** A thick line with round ends (a capsule), anti-aliased by its distance field. */
export function segment(cv: Canvas, ax: number, ay: number, bx: number, by: number, width: number, c: Rgb, opacity = 1): void {
  const r = width / 2;
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - r - 1));
  const x1 = Math.min(cv.width, Math.ceil(Math.max(ax, bx) + r + 1));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - r - 1));
  const y1 = Math.min(cv.height, Math.ceil(Math.max(ay, by) + r + 1));
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const px = x + 0.5 - ax;
      const py = y + 0.5 - ay;
      const t = clamp01((px * dx + py * dy) / len2);
      const d = Math.hypot(px - t * dx, py - t * dy);
      const cov = clamp01(r - d + 0.5);
      if (cov > 0) cv.blend(y * cv.width + x, c, cov * opacity);
    }
  }
}

/** A connected line through `points` (round joins: each piece is a capsule). Opaque strokes join cleanly. */
export function polyline(cv: Canvas, points: readonly (readonly [number, number])[], width: number, c: Rgb, opacity = 1): void {
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1] as readonly [number, number];
    const [bx, by] = points[i] as readonly [number, number];
    segment(cv, ax, ay, bx, by, width, c, opacity);
  }
}

const SUB_ROWS = 4;

/**
 * A filled polygon (even-odd), anti-aliased: four sub-rows per pixel row, and each span's ends
 * covering their pixels by the fraction inside. Cheap enough for a few dozen per image.
 */
export function polygon(cv: Canvas, points: readonly (readonly [number, number])[], c: Rgb, opacity = 1): void {
  const ys = points.map((p) => p[1]);
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(cv.height, Math.ceil(Math.max(...ys)));
  const cover = new Float32Array(cv.width + 1);
  for (let y = y0; y < y1; y++) {
    cover.fill(0);
    let lo = cv.width;
    let hi = 0;
    for (let s = 0; s < SUB_ROWS; s++) {
      const sy = y + (s + 0.5) / SUB_ROWS;
      const xs: number[] = [];
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i] as readonly [number, number];
        const [xj, yj] = points[j] as readonly [number, number];
        if (yi > sy !== yj > sy) xs.push(xi + ((sy - yi) / (yj - yi)) * (xj - xi));
      }
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const a = Math.max(0, xs[k] as number);
        const b = Math.min(cv.width, xs[k + 1] as number);
        if (b <= a) continue;
        const fa = Math.floor(a);
        const fb = Math.floor(b);
        lo = Math.min(lo, fa);
        hi = Math.max(hi, fb);
        if (fa === fb) cover[fa] = (cover[fa] as number) + (b - a) / SUB_ROWS;
        else {
          cover[fa] = (cover[fa] as number) + (fa + 1 - a) / SUB_ROWS;
          for (let x = fa + 1; x < fb; x++) cover[x] = (cover[x] as number) + 1 / SUB_ROWS;
          if (fb < cv.width) cover[fb] = (cover[fb] as number) + (b - fb) / SUB_ROWS;
        }
      }
    }
    for (let x = lo; x <= Math.min(hi, cv.width - 1); x++) {
      const cov = cover[x] as number;
      if (cov > 0) cv.blend(y * cv.width + x, c, clamp01(cov) * opacity);
    }
  }
}

/** Points on an ellipse (for globes, orbits and plates drawn as outlines or fills). */
export function ellipsePoints(cx: number, cy: number, rx: number, ry: number, from = 0, to = Math.PI * 2, n = 48): [number, number][] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / n;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
  });
}
