/** @module Category pictograms: Politics, nation, world, opinion and education. */
import { mix } from '../palette';
import { arc, type Motif } from './pen';

export const PUBLIC_LIFE: Record<string, Motif> = {
  politics(pen, k) {
    pen.rect(0.12, 0.84, 0.88, 0.92, k.ink);
    pen.rect(0.18, 0.78, 0.82, 0.84, k.ink);
    for (let i = 0; i < 6; i++) pen.rect(0.22 + i * 0.105, 0.5, 0.27 + i * 0.105, 0.78, k.ink);
    pen.poly(
      [
        [0.16, 0.5],
        [0.5, 0.4],
        [0.84, 0.5],
      ],
      k.ink,
    );
    pen.rect(0.36, 0.3, 0.64, 0.4, k.ink);
    pen.poly(arc(0.5, 0.31, 0.16, 0.15, Math.PI, Math.PI * 2), k.ink);
    pen.rect(0.49, 0.08, 0.51, 0.17, k.ink);
    pen.poly(
      [
        [0.51, 0.08],
        [0.62, 0.11],
        [0.51, 0.14],
      ],
      k.accent,
    );
  },
  nation(pen, k) {
    pen.rect(0.14, 0.06, 0.18, 0.94, k.ink);
    for (let i = 0; i < 7; i++) pen.rect(0.18, 0.1 + i * 0.065, 0.9, 0.1 + (i + 0.5) * 0.065, i % 2 ? k.paper : k.accent);
    pen.rect(0.18, 0.1, 0.5, 0.1 + 3.5 * 0.065, k.ink);
    for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) pen.disc(0.23 + c * 0.075, 0.14 + r * 0.07, 0.014, k.paper);
  },
  world(pen, k) {
    pen.disc(0.5, 0.5, 0.4, k.accent);
    pen.ring(0.5, 0.5, 0.4, 0.03, k.ink);
    for (const rx of [0.14, 0.28]) pen.line(arc(0.5, 0.5, rx, 0.4, 0, Math.PI * 2, 40), 0.022, k.ink);
    pen.line(
      [
        [0.5, 0.1],
        [0.5, 0.9],
      ],
      0.022,
      k.ink,
    );
    for (const v of [-0.2, 0, 0.2]) {
      const half = Math.sqrt(0.16 - v * v);
      pen.line(
        [
          [0.5 - half, 0.5 + v],
          [0.5 + half, 0.5 + v],
        ],
        0.022,
        k.ink,
      );
    }
  },
  opinion(pen, k) {
    pen.poly(
      [
        [0.06, 0.12],
        [0.7, 0.12],
        [0.7, 0.56],
        [0.3, 0.56],
        [0.16, 0.7],
        [0.18, 0.56],
        [0.06, 0.56],
      ],
      k.ink,
    );
    pen.poly(
      [
        [0.36, 0.42],
        [0.94, 0.42],
        [0.94, 0.8],
        [0.84, 0.8],
        [0.86, 0.94],
        [0.7, 0.8],
        [0.36, 0.8],
      ],
      k.accent,
    );
    for (const u of [0.2, 0.32]) {
      pen.disc(u, 0.3, 0.045, k.paper);
      pen.poly(
        [
          [u + 0.02, 0.3],
          [u + 0.04, 0.3],
          [u - 0.03, 0.42],
        ],
        k.paper,
      );
    }
    pen.rect(0.46, 0.54, 0.84, 0.57, k.paper);
    pen.rect(0.46, 0.64, 0.74, 0.67, k.paper);
  },
  education(pen, k) {
    pen.poly(
      [
        [0.5, 0.34],
        [0.9, 0.24],
        [0.9, 0.78],
        [0.5, 0.88],
      ],
      k.paper,
    );
    pen.poly(
      [
        [0.5, 0.34],
        [0.1, 0.24],
        [0.1, 0.78],
        [0.5, 0.88],
      ],
      mix(k.paper, k.soft, 0.25),
    );
    pen.line(
      [
        [0.5, 0.34],
        [0.5, 0.88],
      ],
      0.02,
      k.ink,
    );
    for (let i = 0; i < 4; i++) {
      pen.line(
        [
          [0.58, 0.38 + i * 0.1],
          [0.82, 0.32 + i * 0.1],
        ],
        0.018,
        k.soft,
      );
      pen.line(
        [
          [0.18, 0.32 + i * 0.1],
          [0.42, 0.38 + i * 0.1],
        ],
        0.018,
        k.soft,
      );
    }
    pen.poly(
      [
        [0.5, 0.02],
        [0.78, 0.12],
        [0.5, 0.22],
        [0.22, 0.12],
      ],
      k.ink,
    );
    pen.line(
      [
        [0.72, 0.12],
        [0.72, 0.24],
      ],
      0.015,
      k.accent,
    );
  },
};
