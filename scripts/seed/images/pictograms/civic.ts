/** @module Subject pictograms: ballot box, courthouse, city hall, house, factory and bridge. */
import type { Motif, Pt } from './pen';
import { arc } from './pen';

export const CIVIC: Record<'ballot-box' | 'courthouse' | 'city-hall' | 'house' | 'factory' | 'bridge', Motif> = {
  'ballot-box'(pen, k) {
    const ballot: Pt[] = [
      [0.38, 0.06],
      [0.66, 0.1],
      [0.62, 0.44],
      [0.34, 0.4],
    ];
    pen.poly(ballot, k.paper);
    pen.line([...ballot, ballot[0] as Pt], 0.02, k.ink);
    pen.line(
      [
        [0.43, 0.24],
        [0.49, 0.31],
        [0.59, 0.16],
      ],
      0.035,
      k.accent,
    );
    pen.rect(0.18, 0.46, 0.82, 0.92, k.ink);
    pen.rect(0.13, 0.38, 0.87, 0.47, k.ink);
    pen.rect(0.33, 0.405, 0.67, 0.44, k.paper);
    pen.rect(0.18, 0.62, 0.82, 0.68, k.accent);
  },
  courthouse(pen, k) {
    pen.poly(
      [
        [0.06, 0.3],
        [0.5, 0.07],
        [0.94, 0.3],
      ],
      k.ink,
    );
    pen.disc(0.5, 0.22, 0.045, k.accent);
    pen.rect(0.09, 0.3, 0.91, 0.37, k.ink);
    for (let i = 0; i < 5; i++) pen.rect(0.15 + i * 0.155, 0.4, 0.22 + i * 0.155, 0.8, k.ink);
    pen.rect(0.08, 0.8, 0.92, 0.86, k.ink);
    pen.rect(0.04, 0.87, 0.96, 0.93, k.accent);
  },
  'city-hall'(pen, k) {
    pen.rect(0.1, 0.5, 0.9, 0.92, k.ink);
    pen.rect(0.36, 0.2, 0.64, 0.5, k.ink);
    pen.poly(
      [
        [0.33, 0.2],
        [0.5, 0.03],
        [0.67, 0.2],
      ],
      k.accent,
    );
    pen.disc(0.5, 0.34, 0.085, k.paper);
    pen.line(
      [
        [0.5, 0.28],
        [0.5, 0.34],
        [0.545, 0.36],
      ],
      0.018,
      k.ink,
    );
    for (let i = 0; i < 6; i++) if (i !== 2 && i !== 3) pen.rect(0.15 + i * 0.12, 0.58, 0.23 + i * 0.12, 0.72, k.paper);
    pen.rect(0.42, 0.62, 0.58, 0.92, k.accent);
  },
  house(pen, k) {
    pen.rect(0.66, 0.16, 0.76, 0.4, k.ink);
    pen.rect(0.17, 0.46, 0.83, 0.92, k.ink);
    pen.poly(
      [
        [0.04, 0.52],
        [0.5, 0.1],
        [0.96, 0.52],
      ],
      k.accent,
    );
    pen.rect(0.43, 0.66, 0.57, 0.92, k.paper);
    pen.rect(0.24, 0.58, 0.36, 0.7, k.paper);
    pen.rect(0.64, 0.58, 0.76, 0.7, k.paper);
  },
  factory(pen, k) {
    pen.disc(0.84, 0.1, 0.05, k.soft);
    pen.disc(0.92, 0.03, 0.035, k.soft);
    pen.rect(0.76, 0.16, 0.86, 0.6, k.ink);
    pen.rect(0.06, 0.6, 0.94, 0.92, k.ink);
    for (let i = 0; i < 3; i++)
      pen.poly(
        [
          [0.06 + i * 0.22, 0.6],
          [0.06 + i * 0.22, 0.38],
          [0.28 + i * 0.22, 0.6],
        ],
        k.ink,
      );
    for (let i = 0; i < 4; i++) pen.rect(0.12 + i * 0.2, 0.7, 0.22 + i * 0.2, 0.8, k.accent);
  },
  bridge(pen, k) {
    pen.rect(0.26, 0.18, 0.32, 0.88, k.ink);
    pen.rect(0.68, 0.18, 0.74, 0.88, k.ink);
    const sag = (u: number): Pt => [u, 0.6 - 0.4 * ((u - 0.5) / 0.21) ** 2];
    pen.line(
      Array.from({ length: 15 }, (_, i) => sag(0.29 + (i * 0.42) / 14)),
      0.025,
      k.accent,
    );
    pen.line(
      [
        [0.02, 0.56],
        [0.29, 0.2],
      ],
      0.025,
      k.accent,
    );
    pen.line(
      [
        [0.71, 0.2],
        [0.98, 0.56],
      ],
      0.025,
      k.accent,
    );
    for (const u of [0.36, 0.43, 0.57, 0.64])
      pen.line(
        [
          [u, (sag(u)[1] as number) + 0.01],
          [u, 0.62],
        ],
        0.012,
        k.ink,
      );
    pen.rect(0.02, 0.62, 0.98, 0.69, k.ink);
    pen.line(arc(0.5, 0.98, 0.5, 0.06, Math.PI, Math.PI * 2, 24), 0.02, k.soft);
  },
};
