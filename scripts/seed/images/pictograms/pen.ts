/** @module The pictograms' drawing kit: a pen over a unit box, and the colours a pictogram gets. */
import type { Rng } from '../../prng';
import type { Canvas } from '../canvas';
import type { Rgb } from '../palette';
import { disc, ellipsePoints, polygon, polyline, rect, ring } from '../shapes';

export type Pt = readonly [number, number];

/** Unit-box drawing: (0,0) top left, (1,1) bottom right of the pictogram's square. */
export class Pen {
  constructor(
    private readonly cv: Canvas,
    private readonly ox: number,
    private readonly oy: number,
    private readonly s: number,
  ) {}
  private at = ([u, v]: Pt): [number, number] => [this.ox + u * this.s, this.oy + v * this.s];
  rect(u0: number, v0: number, u1: number, v1: number, c: Rgb, o = 1) {
    const [x0, y0] = this.at([u0, v0]);
    const [x1, y1] = this.at([u1, v1]);
    rect(this.cv, x0, y0, x1, y1, c, o);
  }
  disc(u: number, v: number, r: number, c: Rgb, o = 1) {
    const [x, y] = this.at([u, v]);
    disc(this.cv, x, y, r * this.s, c, o);
  }
  ring(u: number, v: number, r: number, t: number, c: Rgb, o = 1) {
    const [x, y] = this.at([u, v]);
    ring(this.cv, x, y, r * this.s, t * this.s, c, o);
  }
  line(points: readonly Pt[], width: number, c: Rgb, o = 1) {
    polyline(this.cv, points.map(this.at), width * this.s, c, o);
  }
  poly(points: readonly Pt[], c: Rgb, o = 1) {
    polygon(this.cv, points.map(this.at), c, o);
  }
}

/** ink: the main shape; accent and soft: details; paper: the lightest fill. */
export type Ink = { ink: Rgb; accent: Rgb; soft: Rgb; paper: Rgb };
export type Motif = (pen: Pen, k: Ink, rng: Rng) => void;

export const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number, n = 32) =>
  ellipsePoints(cx, cy, rx, ry, from, to, n);
