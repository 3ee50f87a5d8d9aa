/** @module Subject pictograms of getting around and the weather: train, bus, car, flame, storm and sun. */
import { arc, type Motif } from './pen';

export const TRANSPORT_AND_WEATHER: Record<'train' | 'bus' | 'car' | 'flame' | 'storm' | 'sun', Motif> = {
  train(pen, k) {
    pen.line(
      [
        [0.32, 0.86],
        [0.16, 0.98],
      ],
      0.025,
      k.ink,
    );
    pen.line(
      [
        [0.68, 0.86],
        [0.84, 0.98],
      ],
      0.025,
      k.ink,
    );
    pen.rect(0.22, 0.92, 0.78, 0.945, k.soft);
    pen.poly(arc(0.5, 0.22, 0.28, 0.12, Math.PI, Math.PI * 2, 20), k.ink);
    pen.rect(0.22, 0.22, 0.78, 0.82, k.ink);
    pen.rect(0.29, 0.26, 0.71, 0.48, k.accent);
    pen.rect(0.22, 0.54, 0.78, 0.58, k.accent);
    pen.disc(0.34, 0.68, 0.045, k.paper);
    pen.disc(0.66, 0.68, 0.045, k.paper);
    pen.rect(0.26, 0.82, 0.36, 0.87, k.ink);
    pen.rect(0.64, 0.82, 0.74, 0.87, k.ink);
  },
  bus(pen, k) {
    pen.rect(0.06, 0.24, 0.94, 0.76, k.ink);
    for (let i = 0; i < 4; i++) pen.rect(0.1 + i * 0.17, 0.3, 0.23 + i * 0.17, 0.5, k.paper);
    pen.rect(0.79, 0.3, 0.9, 0.72, k.accent);
    pen.rect(0.06, 0.56, 0.76, 0.6, k.accent);
    for (const u of [0.24, 0.66]) {
      pen.disc(u, 0.78, 0.09, k.ink);
      pen.disc(u, 0.78, 0.035, k.paper);
    }
  },
  car(pen, k) {
    pen.rect(0, 0.87, 1, 0.89, k.soft);
    pen.poly(
      [
        [0.24, 0.5],
        [0.35, 0.3],
        [0.65, 0.3],
        [0.78, 0.5],
      ],
      k.ink,
    );
    pen.poly(
      [
        [0.05, 0.5],
        [0.94, 0.5],
        [0.96, 0.74],
        [0.04, 0.74],
      ],
      k.ink,
    );
    pen.poly(
      [
        [0.31, 0.48],
        [0.38, 0.34],
        [0.49, 0.34],
        [0.49, 0.48],
      ],
      k.paper,
    );
    pen.poly(
      [
        [0.53, 0.48],
        [0.53, 0.34],
        [0.63, 0.34],
        [0.71, 0.48],
      ],
      k.paper,
    );
    pen.rect(0.89, 0.55, 0.95, 0.6, k.accent);
    for (const u of [0.26, 0.74]) {
      pen.disc(u, 0.76, 0.1, k.ink);
      pen.disc(u, 0.76, 0.045, k.accent);
    }
  },
  flame(pen, k) {
    pen.poly(
      [
        [0.5, 0.04],
        [0.63, 0.24],
        [0.76, 0.4],
        [0.81, 0.62],
        [0.73, 0.82],
        [0.5, 0.95],
        [0.27, 0.82],
        [0.19, 0.62],
        [0.25, 0.42],
        [0.36, 0.52],
        [0.38, 0.3],
      ],
      k.ink,
    );
    pen.poly(
      [
        [0.52, 0.36],
        [0.64, 0.56],
        [0.67, 0.74],
        [0.5, 0.88],
        [0.33, 0.74],
        [0.38, 0.58],
        [0.46, 0.62],
      ],
      k.accent,
    );
    pen.poly(
      [
        [0.5, 0.6],
        [0.57, 0.74],
        [0.5, 0.84],
        [0.43, 0.74],
      ],
      k.paper,
    );
  },
  storm(pen, k) {
    for (const [a, b] of [
      [0.26, 0.66],
      [0.34, 0.72],
      [0.72, 0.64],
      [0.8, 0.7],
    ] as const)
      pen.line(
        [
          [a, b],
          [a - 0.05, b + 0.14],
        ],
        0.025,
        k.soft,
      );
    pen.disc(0.3, 0.42, 0.15, k.ink);
    pen.disc(0.5, 0.32, 0.2, k.ink);
    pen.disc(0.71, 0.43, 0.14, k.ink);
    pen.rect(0.3, 0.42, 0.71, 0.57, k.ink);
    pen.poly(
      [
        [0.52, 0.46],
        [0.4, 0.72],
        [0.5, 0.72],
        [0.44, 0.96],
        [0.65, 0.64],
        [0.54, 0.64],
        [0.61, 0.46],
      ],
      k.accent,
    );
  },
  sun(pen, k) {
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      const side = 0.12;
      pen.poly(
        [
          [0.44 + Math.cos(a - side) * 0.28, 0.46 + Math.sin(a - side) * 0.28],
          [0.44 + Math.cos(a) * 0.42, 0.46 + Math.sin(a) * 0.42],
          [0.44 + Math.cos(a + side) * 0.28, 0.46 + Math.sin(a + side) * 0.28],
        ],
        k.accent,
      );
    }
    pen.disc(0.44, 0.46, 0.24, k.accent);
    pen.ring(0.44, 0.46, 0.24, 0.025, k.ink);
    pen.rect(0.76, 0.46, 0.84, 0.84, k.ink);
    pen.disc(0.8, 0.46, 0.04, k.ink);
    pen.disc(0.8, 0.87, 0.075, k.ink);
    pen.rect(0.785, 0.58, 0.815, 0.86, k.paper);
    pen.disc(0.8, 0.87, 0.045, k.paper);
  },
};
