/** @module Subject pictograms: basketball, American football, trophy, screen, music and museum. */
import { arc, type Motif, type Pt } from './pen';

/** Turns unit-box points about the box's centre by `a` radians. */
const turn =
  (a: number) =>
  (p: readonly number[]): Pt => {
    const [x = 0, y = 0] = p;
    return [0.5 + (x - 0.5) * Math.cos(a) - (y - 0.5) * Math.sin(a), 0.5 + (x - 0.5) * Math.sin(a) + (y - 0.5) * Math.cos(a)];
  };

export const GAMES_AND_SHOWS: Record<'basketball' | 'football' | 'trophy' | 'screen' | 'music' | 'museum', Motif> = {
  basketball(pen, k) {
    pen.disc(0.5, 0.5, 0.4, k.accent);
    pen.ring(0.5, 0.5, 0.4, 0.03, k.ink);
    pen.line(
      [
        [0.5, 0.11],
        [0.5, 0.89],
      ],
      0.025,
      k.ink,
    );
    pen.line(
      [
        [0.11, 0.5],
        [0.89, 0.5],
      ],
      0.025,
      k.ink,
    );
    pen.line(arc(0.02, 0.5, 0.34, 0.34, -0.95, 0.95, 20), 0.025, k.ink);
    pen.line(arc(0.98, 0.5, 0.34, 0.34, Math.PI - 0.95, Math.PI + 0.95, 20), 0.025, k.ink);
  },
  football(pen, k) {
    const t = turn(-0.6);
    // A lens, pointed at both ends: the ball's outline, long axis along x before turning.
    const lens: Pt[] = [];
    for (let i = 0; i <= 24; i++) {
      const x = -0.42 + (i * 0.84) / 24;
      lens.push([0.5 + x, 0.5 - 0.25 * (1 - (x / 0.42) ** 2)]);
    }
    for (let i = 24; i >= 0; i--) {
      const x = -0.42 + (i * 0.84) / 24;
      lens.push([0.5 + x, 0.5 + 0.25 * (1 - (x / 0.42) ** 2)]);
    }
    pen.poly(lens.map(t), k.ink);
    for (const x of [0.22, 0.78])
      pen.line(
        [
          [x, 0.42],
          [x, 0.58],
        ].map((p) => t(p)),
        0.03,
        k.paper,
      );
    pen.line(
      [
        [0.36, 0.5],
        [0.64, 0.5],
      ].map((p) => t(p)),
      0.025,
      k.paper,
    );
    for (let i = 0; i < 5; i++) {
      const x = 0.39 + i * 0.055;
      pen.line(
        [
          [x, 0.46],
          [x, 0.54],
        ].map((p) => t(p)),
        0.02,
        k.paper,
      );
    }
  },
  trophy(pen, k) {
    pen.ring(0.25, 0.28, 0.11, 0.04, k.accent);
    pen.ring(0.75, 0.28, 0.11, 0.04, k.accent);
    pen.poly(
      [
        [0.26, 0.1],
        [0.74, 0.1],
        [0.7, 0.38],
        [0.6, 0.52],
        [0.4, 0.52],
        [0.3, 0.38],
      ],
      k.accent,
    );
    const star: Pt[] = Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 ? 0.04 : 0.09;
      return [0.5 + Math.cos(a) * r, 0.28 + Math.sin(a) * r];
    });
    pen.poly(star, k.paper);
    pen.rect(0.46, 0.52, 0.54, 0.7, k.accent);
    pen.rect(0.33, 0.7, 0.67, 0.78, k.ink);
    pen.rect(0.26, 0.78, 0.74, 0.9, k.ink);
    pen.rect(0.4, 0.82, 0.6, 0.86, k.accent);
  },
  screen(pen, k) {
    pen.line(
      [
        [0.36, 0.03],
        [0.5, 0.16],
        [0.64, 0.03],
      ],
      0.02,
      k.ink,
    );
    pen.rect(0.08, 0.16, 0.92, 0.72, k.ink);
    pen.rect(0.13, 0.21, 0.87, 0.67, k.accent);
    pen.poly(
      [
        [0.43, 0.31],
        [0.43, 0.57],
        [0.63, 0.44],
      ],
      k.paper,
    );
    pen.poly(
      [
        [0.42, 0.72],
        [0.58, 0.72],
        [0.64, 0.86],
        [0.36, 0.86],
      ],
      k.ink,
    );
    pen.rect(0.26, 0.86, 0.74, 0.9, k.ink);
  },
  music(pen, k) {
    for (let i = 0; i < 5; i++) pen.rect(0.02, 0.3 + i * 0.12, 0.98, 0.312 + i * 0.12, k.soft);
    pen.rect(0.37, 0.22, 0.41, 0.78, k.ink);
    pen.rect(0.79, 0.14, 0.83, 0.7, k.ink);
    pen.poly(
      [
        [0.37, 0.2],
        [0.83, 0.1],
        [0.83, 0.2],
        [0.37, 0.3],
      ],
      k.ink,
    );
    pen.disc(0.3, 0.78, 0.1, k.ink);
    pen.disc(0.72, 0.7, 0.1, k.ink);
    pen.disc(0.27, 0.76, 0.03, k.accent);
    pen.disc(0.69, 0.68, 0.03, k.accent);
  },
  museum(pen, k) {
    pen.rect(0.12, 0.06, 0.88, 0.76, k.accent);
    pen.rect(0.17, 0.11, 0.83, 0.71, k.ink);
    pen.rect(0.2, 0.14, 0.8, 0.68, k.paper);
    pen.poly(arc(0.5, 0.68, 0.22, 0.18, Math.PI, Math.PI * 2, 24), k.ink);
    pen.disc(0.5, 0.36, 0.1, k.ink);
    pen.rect(0.12, 0.8, 0.15, 0.96, k.ink);
    pen.rect(0.85, 0.8, 0.88, 0.96, k.ink);
    pen.disc(0.135, 0.8, 0.03, k.ink);
    pen.disc(0.865, 0.8, 0.03, k.ink);
    pen.line(arc(0.5, 0.81, 0.365, 0.08, 0, Math.PI, 24), 0.02, k.accent);
  },
};
