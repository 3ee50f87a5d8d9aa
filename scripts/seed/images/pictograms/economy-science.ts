import type { Motif, Pt } from './pen';

export const ECONOMY_SCIENCE: Record<string, Motif> = {
  business(pen, k, rng) {
    const heights = [0.3, 0.42, 0.38, 0.58, 0.72].map((h) => h * rng.range(0.9, 1.05));
    for (const [i, h] of heights.entries()) pen.rect(0.12 + i * 0.16, 0.9 - h, 0.24 + i * 0.16, 0.9, i === 4 ? k.accent : k.ink);
    pen.rect(0.06, 0.9, 0.94, 0.92, k.ink);
    const trend = heights.map((h, i): Pt => [0.18 + i * 0.16, 0.78 - h]);
    pen.line(trend, 0.025, k.paper);
    const [ex, ey] = trend[4] as Pt;
    pen.poly(
      [
        [ex + 0.07, ey - 0.07],
        [ex - 0.03, ey - 0.05],
        [ex + 0.05, ey + 0.03],
      ],
      k.paper,
    );
  },
  technology(pen, k) {
    for (let i = 0; i < 5; i++) {
      const t = 0.26 + i * 0.12;
      pen.rect(t - 0.015, 0.08, t + 0.015, 0.2, k.ink);
      pen.rect(t - 0.015, 0.8, t + 0.015, 0.92, k.ink);
      pen.rect(0.08, t - 0.015, 0.2, t + 0.015, k.ink);
      pen.rect(0.8, t - 0.015, 0.92, t + 0.015, k.ink);
    }
    pen.rect(0.18, 0.18, 0.82, 0.82, k.ink);
    pen.rect(0.3, 0.3, 0.7, 0.7, k.accent);
    pen.line(
      [
        [0.36, 0.62],
        [0.36, 0.44],
        [0.5, 0.44],
        [0.5, 0.36],
      ],
      0.03,
      k.paper,
    );
    pen.disc(0.5, 0.36, 0.035, k.paper);
    pen.disc(0.62, 0.58, 0.045, k.paper);
  },
  science(pen, k) {
    const flask: Pt[] = [
      [0.4, 0.1],
      [0.6, 0.1],
      [0.6, 0.38],
      [0.84, 0.84],
      [0.8, 0.9],
      [0.2, 0.9],
      [0.16, 0.84],
      [0.4, 0.38],
    ];
    pen.poly(flask, k.ink);
    pen.poly(
      [
        [0.3, 0.6],
        [0.7, 0.6],
        [0.8, 0.82],
        [0.77, 0.86],
        [0.23, 0.86],
        [0.2, 0.82],
      ],
      k.accent,
    );
    pen.rect(0.36, 0.07, 0.64, 0.12, k.ink);
    pen.disc(0.42, 0.74, 0.04, k.paper);
    pen.disc(0.56, 0.68, 0.028, k.paper);
    pen.disc(0.6, 0.78, 0.02, k.paper);
  },
  health(pen, k) {
    pen.disc(0.5, 0.46, 0.36, k.ink);
    pen.rect(0.42, 0.24, 0.58, 0.68, k.paper);
    pen.rect(0.28, 0.38, 0.72, 0.54, k.paper);
    pen.line(
      [
        [0.02, 0.9],
        [0.3, 0.9],
        [0.38, 0.78],
        [0.46, 0.98],
        [0.54, 0.84],
        [0.6, 0.9],
        [0.98, 0.9],
      ],
      0.03,
      k.accent,
    );
  },
  climate(pen, k) {
    pen.poly(
      [
        [0.47, 0.3],
        [0.53, 0.3],
        [0.56, 0.94],
        [0.44, 0.94],
      ],
      k.ink,
    );
    for (let i = 0; i < 3; i++) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 3;
      const tip: Pt = [0.5 + Math.cos(a) * 0.3, 0.3 + Math.sin(a) * 0.3];
      const side = a + Math.PI / 2;
      pen.poly(
        [[0.5, 0.3], [0.5 + Math.cos(side) * 0.05 + Math.cos(a) * 0.1, 0.3 + Math.sin(side) * 0.05 + Math.sin(a) * 0.1], tip],
        k.ink,
      );
    }
    pen.disc(0.5, 0.3, 0.045, k.accent);
    pen.rect(0.1, 0.92, 0.9, 0.95, k.soft);
  },
};
