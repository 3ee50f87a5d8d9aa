/** @module Subject pictograms of everyday life: cart, padlock, planet, rocket, syringe, heart and apple. */
import { arc, type Motif, type Pt } from './pen';

const turnAbout =
  (cx: number, cy: number, a: number) =>
  (p: readonly number[]): Pt => {
    const [x = 0, y = 0] = p;
    return [cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a), cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a)];
  };

/** A rectangle as a polygon (for turned shapes). */
const box = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

type Name = 'shopping-cart' | 'padlock' | 'planet' | 'rocket' | 'syringe' | 'heart' | 'apple';

export const EVERYDAY: Record<Name, Motif> = {
  'shopping-cart'(pen, k) {
    pen.disc(0.44, 0.22, 0.08, k.accent);
    pen.rect(0.58, 0.1, 0.7, 0.3, k.accent);
    pen.poly(
      [
        [0.2, 0.28],
        [0.92, 0.28],
        [0.84, 0.58],
        [0.27, 0.58],
      ],
      k.ink,
    );
    for (const u of [0.4, 0.56, 0.72]) pen.rect(u - 0.008, 0.32, u + 0.008, 0.54, k.paper);
    pen.rect(0.24, 0.425, 0.88, 0.44, k.paper);
    pen.line(
      [
        [0.04, 0.16],
        [0.15, 0.16],
        [0.27, 0.66],
        [0.82, 0.66],
      ],
      0.04,
      k.ink,
    );
    for (const u of [0.34, 0.74]) {
      pen.disc(u, 0.8, 0.07, k.ink);
      pen.disc(u, 0.8, 0.025, k.paper);
    }
  },
  padlock(pen, k) {
    pen.ring(0.5, 0.38, 0.2, 0.075, k.ink);
    pen.rect(0.18, 0.42, 0.82, 0.92, k.ink);
    pen.rect(0.18, 0.42, 0.82, 0.47, k.accent);
    pen.disc(0.5, 0.6, 0.065, k.paper);
    pen.poly(
      [
        [0.47, 0.62],
        [0.53, 0.62],
        [0.555, 0.8],
        [0.445, 0.8],
      ],
      k.paper,
    );
  },
  planet(pen, k) {
    const t = turnAbout(0.5, 0.5, -0.35);
    for (const [u, v, r] of [
      [0.1, 0.14, 0.02],
      [0.88, 0.16, 0.015],
      [0.82, 0.88, 0.02],
      [0.16, 0.84, 0.012],
    ] as const)
      pen.disc(u, v, r, k.ink);
    pen.line(arc(0.5, 0.5, 0.46, 0.13, Math.PI, Math.PI * 2, 32).map(t), 0.04, k.soft);
    pen.disc(0.5, 0.5, 0.26, k.accent);
    pen.poly(arc(0.5, 0.5, 0.26, 0.26, 0.3, Math.PI - 0.3, 24), k.ink, 0.25);
    pen.line(arc(0.5, 0.5, 0.46, 0.13, 0, Math.PI, 32).map(t), 0.04, k.ink);
  },
  rocket(pen, k) {
    const t = turnAbout(0.5, 0.5, 0.55);
    const nose = arc(0.5, 0.28, 0.12, 0.24, Math.PI, Math.PI * 2, 16);
    pen.poly(
      [
        [0.46, 0.66],
        [0.54, 0.66],
        [0.5, 0.94],
      ].map((p) => t(p)),
      k.accent,
    );
    pen.poly(
      [
        [0.38, 0.46],
        [0.24, 0.74],
        [0.38, 0.68],
      ].map((p) => t(p)),
      k.accent,
    );
    pen.poly(
      [
        [0.62, 0.46],
        [0.76, 0.74],
        [0.62, 0.68],
      ].map((p) => t(p)),
      k.accent,
    );
    pen.poly(
      [...nose, [0.62, 0.68], [0.38, 0.68]].map((p) => t(p)),
      k.ink,
    );
    const [wx, wy] = t([0.5, 0.34]);
    pen.disc(wx, wy, 0.065, k.paper);
    pen.ring(wx, wy, 0.065, 0.02, k.accent);
  },
  syringe(pen, k) {
    const t = turnAbout(0.5, 0.5, -Math.PI / 4);
    const at = (pts: Pt[]) => pts.map(t);
    pen.poly(at(box(0.04, 0.41, 0.08, 0.59)), k.ink);
    pen.poly(at(box(0.08, 0.48, 0.22, 0.52)), k.ink);
    pen.poly(at(box(0.2, 0.38, 0.23, 0.62)), k.ink);
    pen.poly(at(box(0.23, 0.42, 0.7, 0.58)), k.ink);
    pen.poly(at(box(0.27, 0.455, 0.56, 0.545)), k.accent);
    for (const x of [0.36, 0.44, 0.52]) pen.poly(at(box(x, 0.42, x + 0.012, 0.47)), k.paper);
    pen.poly(at(box(0.7, 0.46, 0.76, 0.54)), k.ink);
    pen.poly(at(box(0.76, 0.492, 0.97, 0.508)), k.ink);
  },
  heart(pen, k) {
    pen.disc(0.33, 0.38, 0.19, k.accent);
    pen.disc(0.67, 0.38, 0.19, k.accent);
    pen.poly(
      [
        [0.155, 0.46],
        [0.5, 0.9],
        [0.845, 0.46],
        [0.5, 0.36],
      ],
      k.accent,
    );
    pen.line(
      [
        [0.06, 0.54],
        [0.34, 0.54],
        [0.42, 0.38],
        [0.5, 0.7],
        [0.58, 0.46],
        [0.64, 0.54],
        [0.94, 0.54],
      ],
      0.035,
      k.ink,
    );
  },
  apple(pen, k) {
    pen.line(
      [
        [0.5, 0.36],
        [0.54, 0.12],
      ],
      0.04,
      k.ink,
    );
    pen.poly(
      [
        [0.54, 0.22],
        [0.68, 0.1],
        [0.8, 0.13],
        [0.66, 0.26],
      ],
      k.ink,
    );
    pen.disc(0.39, 0.58, 0.27, k.accent);
    pen.disc(0.61, 0.58, 0.27, k.accent);
    pen.disc(0.5, 0.68, 0.24, k.accent);
    pen.disc(0.33, 0.48, 0.05, k.paper, 0.7);
  },
};
