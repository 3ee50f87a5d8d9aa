/**
 * @module Category pictograms drawn over an article's scene, so a story's picture says what it is
 * about (a dome for politics, a chart for business) and neighbouring stories of different
 * categories never look alike. Each is drawn in a unit box; `Pen` maps it onto the canvas.
 */
import type { Rng } from '../../prng';
import type { Canvas } from '../canvas';
import { mix, mostContrasting, type Palette, WHITE } from '../palette';
import { disc, glow } from '../shapes';
import { ECONOMY_SCIENCE } from './economy-science';
import { LEISURE } from './leisure';
import { Pen } from './pen';
import { PUBLIC_LIFE } from './public-life';

const MOTIFS = { ...PUBLIC_LIFE, ...ECONOMY_SCIENCE, ...LEISURE };

export const MOTIF_NAMES = Object.keys(MOTIFS);

/**
 * Draws the category's pictogram over the scene, off to one side, with a calm patch behind it so
 * it reads on any of the scenes. An unknown category draws nothing.
 */
export function drawMotif(cv: Canvas, category: string, p: Palette, rng: Rng): boolean {
  const motif = MOTIFS[category];
  if (!motif) return false;
  const { width: w, height: h } = cv;
  const s = h * rng.range(0.58, 0.68);
  const cx = w * rng.pick([0.3, 0.5, 0.7]);
  const cy = h * rng.range(0.47, 0.53);
  const backdrop = mix(p[0], WHITE, 0.35);
  glow(cv, cx, cy, s * 0.95, backdrop, 0.9);
  disc(cv, cx, cy, s * 0.62, backdrop, 0.55);
  const ink = mostContrasting(backdrop, [p[4], p[3]]);
  const accent = p[2] === ink ? p[3] : p[2];
  motif(new Pen(cv, cx - s / 2, cy - s / 2, s), { ink, accent, soft: mix(ink, backdrop, 0.45), paper: WHITE }, rng);
  return true;
}
