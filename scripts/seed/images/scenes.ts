/** @module The article illustrations: one scene per style, drawn from a palette and the article's stream. */
import type { Rng } from '../prng';
import { type Canvas, fillGradient } from './canvas';
import { mix, type Palette, type Rgb, WHITE } from './palette';
import { band, disc, fillBelow, glow, halftone, rect, ring } from './shapes';

export const ARTICLE_STYLES = ['horizon', 'geometric', 'bands', 'skyline', 'waves'] as const;
export type ArticleStyle = (typeof ARTICLE_STYLES)[number];

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

type Scene = (cv: Canvas, p: Palette, rng: Rng) => void;

export const scenes: Record<ArticleStyle, Scene> = {
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
    const layers = 3 + rng.int(0, 1);
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
    let k = rng.int(0, colours.length - 1);
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
    const layers = 4 + rng.int(0, 1);
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const base = h * (0.35 + 0.55 * t);
      const amp = h * rng.range(0.04, 0.08);
      const f = ((Math.PI * 2) / w) * rng.range(0.8, 2.2);
      const ph = rng.range(0, Math.PI * 2);
      const col = colours[Math.min(colours.length - 1, Math.round(t * (colours.length - 1)))] as Rgb;
      // A slightly darker line just above each wave reads as a paper-cut shadow. The wave itself,
      // 3 px lower and opaque, covers the rest, so the shadow is drawn only down to it.
      fillBelow(cv, (x) => base - 3 - amp * Math.sin(x * f + ph), p[4], p[4], 0.18, 5);
      fillBelow(cv, (x) => base - amp * Math.sin(x * f + ph), col, mix(col, p[4], 0.25));
    }
    cv.vignette = 0.2;
  },
};
