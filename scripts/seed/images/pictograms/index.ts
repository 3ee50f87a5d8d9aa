/**
 * @module Subject pictograms drawn over an article's scene, so a story's picture says what it is
 * about (a basketball for an NBA story, a ballot box for an election). Each is drawn in a unit box;
 * `Pen` maps it onto the canvas. The composition decides where it sits and what frames it.
 */
import type { Rng } from '../../prng';
import type { Canvas } from '../canvas';
import type { Composition } from '../composition';
import { mix, mostContrasting, type Palette, WHITE } from '../palette';
import { disc, glow, rect, ring } from '../shapes';
import type { Subject } from '../subjects';
import { CIVIC } from './civic';
import { ECONOMY_SCIENCE } from './economy-science';
import { EVERYDAY } from './everyday';
import { GAMES_AND_SHOWS } from './games-and-shows';
import { LEISURE } from './leisure';
import { type Motif, Pen } from './pen';
import { PUBLIC_LIFE } from './public-life';
import { TRANSPORT_AND_WEATHER } from './transport-weather';

/** Every subject's pictogram; the type makes a new subject without one a compile error. */
const MOTIFS: Record<Subject, Motif> = {
  capitol: PUBLIC_LIFE.politics as Motif,
  flag: PUBLIC_LIFE.nation as Motif,
  globe: PUBLIC_LIFE.world as Motif,
  opinion: PUBLIC_LIFE.opinion as Motif,
  school: PUBLIC_LIFE.education as Motif,
  markets: ECONOMY_SCIENCE.business as Motif,
  chip: ECONOMY_SCIENCE.technology as Motif,
  lab: ECONOMY_SCIENCE.science as Motif,
  medicine: ECONOMY_SCIENCE.health as Motif,
  'wind-energy': ECONOMY_SCIENCE.climate as Motif,
  film: LEISURE.entertainment as Motif,
  plane: LEISURE.travel as Motif,
  dining: LEISURE.food as Motif,
  coffee: LEISURE.lifestyle as Motif,
  ...CIVIC,
  ...GAMES_AND_SHOWS,
  ...EVERYDAY,
  ...TRANSPORT_AND_WEATHER,
};

export const MOTIF_NAMES = Object.keys(MOTIFS);

/**
 * Draws the subject's pictogram over the scene with a calm frame behind it so it reads on any of
 * the scenes: a soft glow, a solid badge, or a paper panel with a drop shadow.
 */
export function drawMotif(cv: Canvas, subject: Subject, p: Palette, rng: Rng, look: Pick<Composition, 'x' | 'frame'>): void {
  const motif = MOTIFS[subject];
  const { width: w, height: h } = cv;
  const cx = w * look.x;
  const cy = h * rng.range(0.48, 0.52);
  let s = h * rng.range(0.58, 0.66);
  let backdrop = mix(p[0], WHITE, 0.35);
  if (look.frame === 'glow') {
    glow(cv, cx, cy, s * 0.95, backdrop, 0.9);
    disc(cv, cx, cy, s * 0.62, backdrop, 0.55);
  } else if (look.frame === 'badge') {
    backdrop = mix(p[0], WHITE, 0.55);
    disc(cv, cx + s * 0.04, cy + s * 0.05, s * 0.66, p[4], 0.35);
    disc(cv, cx, cy, s * 0.66, backdrop);
    ring(cv, cx, cy, s * 0.6, Math.max(2, s * 0.025), p[2]);
    s *= 0.86;
  } else {
    backdrop = mix(p[1], WHITE, 0.7);
    const half = s * 0.66;
    rect(cv, cx - half + s * 0.05, cy - half + s * 0.06, cx + half + s * 0.05, cy + half + s * 0.06, p[4], 0.35);
    rect(cv, cx - half, cy - half, cx + half, cy + half, backdrop);
    rect(cv, cx - half, cy + half - s * 0.06, cx + half, cy + half, p[2]);
    s *= 0.9;
  }
  const ink = mostContrasting(backdrop, [p[4], p[3]]);
  const accent = p[2] === ink ? p[3] : p[2];
  motif(new Pen(cv, cx - s / 2, cy - s / 2, s), { ink, accent, soft: mix(ink, backdrop, 0.45), paper: WHITE }, rng);
}
