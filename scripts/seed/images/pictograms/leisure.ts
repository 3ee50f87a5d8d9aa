import type { Motif, Pt } from './pen';

export const LEISURE: Record<string, Motif> = {
  sports(pen, k) {
    pen.disc(0.5, 0.5, 0.38, k.paper);
    pen.ring(0.5, 0.5, 0.38, 0.04, k.ink);
    const pent = (cx: number, cy: number, r: number): Pt[] =>
      Array.from({ length: 5 }, (_, i) => [
        cx + Math.cos(-Math.PI / 2 + (i * 2 * Math.PI) / 5) * r,
        cy + Math.sin(-Math.PI / 2 + (i * 2 * Math.PI) / 5) * r,
      ]);
    pen.poly(pent(0.5, 0.5, 0.12), k.ink);
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      pen.line(
        [
          [0.5 + Math.cos(a) * 0.12, 0.5 + Math.sin(a) * 0.12],
          [0.5 + Math.cos(a) * 0.3, 0.5 + Math.sin(a) * 0.3],
        ],
        0.025,
        k.ink,
      );
      pen.poly(pent(0.5 + Math.cos(a) * 0.36, 0.5 + Math.sin(a) * 0.36, 0.07), k.ink);
    }
  },
  entertainment(pen, k) {
    pen.poly(
      [
        [0.1, 0.36],
        [0.9, 0.36],
        [0.9, 0.9],
        [0.1, 0.9],
      ],
      k.ink,
    );
    pen.poly(
      [
        [0.1, 0.22],
        [0.86, 0.08],
        [0.89, 0.22],
        [0.13, 0.36],
      ],
      k.ink,
    );
    for (let i = 0; i < 4; i++)
      pen.poly(
        [
          [0.2 + i * 0.18, 0.2 - i * 0.033],
          [0.29 + i * 0.18, 0.185 - i * 0.033],
          [0.22 + i * 0.18, 0.33 - i * 0.033],
          [0.13 + i * 0.18, 0.345 - i * 0.033],
        ],
        k.paper,
      );
    pen.rect(0.18, 0.5, 0.82, 0.54, k.soft);
    pen.rect(0.18, 0.62, 0.6, 0.66, k.soft);
    pen.rect(0.18, 0.74, 0.7, 0.78, k.accent);
  },
  travel(pen, k) {
    for (let i = 0; i < 6; i++)
      pen.line(
        [
          [0.04 + i * 0.07, 0.94 - i * 0.06],
          [0.08 + i * 0.07, 0.91 - i * 0.06],
        ],
        0.018,
        k.soft,
      );
    // A plane seen from above, nose to the right, climbing at 35 degrees.
    const a = -0.6;
    const turn = ([x, y]: Pt): Pt => [0.54 + x * Math.cos(a) - y * Math.sin(a), 0.5 + x * Math.sin(a) + y * Math.cos(a)];
    const body: Pt[] = [
      [-0.4, -0.035],
      [0.3, -0.04],
      [0.4, 0],
      [0.3, 0.04],
      [-0.4, 0.035],
    ];
    const wings: Pt[] = [
      [0.08, -0.03],
      [-0.12, -0.4],
      [-0.2, -0.4],
      [-0.08, -0.03],
      [-0.08, 0.03],
      [-0.2, 0.4],
      [-0.12, 0.4],
      [0.08, 0.03],
    ];
    const tail: Pt[] = [
      [-0.3, -0.02],
      [-0.4, -0.16],
      [-0.45, -0.16],
      [-0.4, 0],
      [-0.45, 0.16],
      [-0.4, 0.16],
      [-0.3, 0.02],
    ];
    for (const part of [wings, tail, body]) pen.poly(part.map(turn), k.ink);
    pen.poly(
      [
        [0.3, -0.02],
        [0.36, 0],
        [0.3, 0.02],
      ].map(([x, y]) => turn([x ?? 0, y ?? 0])),
      k.accent,
    );
  },
  food(pen, k) {
    pen.disc(0.5, 0.52, 0.34, k.paper);
    pen.ring(0.5, 0.52, 0.24, 0.02, k.soft);
    pen.disc(0.44, 0.5, 0.08, k.accent);
    pen.disc(0.56, 0.56, 0.07, k.ink);
    pen.rect(0.06, 0.22, 0.09, 0.86, k.ink);
    for (let i = 0; i < 3; i++) pen.rect(0.03 + i * 0.04, 0.14, 0.045 + i * 0.04, 0.32, k.ink);
    pen.poly(
      [
        [0.9, 0.14],
        [0.95, 0.16],
        [0.95, 0.86],
        [0.91, 0.86],
      ],
      k.ink,
    );
  },
  lifestyle(pen, k) {
    pen.poly(
      [
        [0.2, 0.4],
        [0.72, 0.4],
        [0.66, 0.88],
        [0.26, 0.88],
      ],
      k.ink,
    );
    pen.ring(0.74, 0.56, 0.1, 0.035, k.ink);
    pen.rect(0.12, 0.88, 0.8, 0.92, k.accent);
    for (const u of [0.34, 0.46, 0.58])
      pen.line(
        Array.from({ length: 9 }, (_, i): Pt => [u + Math.sin(i * 0.9) * 0.03, 0.32 - i * 0.03]),
        0.02,
        k.soft,
      );
  },
};
