/**
 * @module How one composition of a subject looks: scene, palette, where the pictogram sits and what
 * frames it. Consecutive compositions differ in all of these at once, and the starting point is
 * hashed from the subject, so two subjects' composition 0 do not look alike either.
 */
import { hash32 } from '../prng';
import { PALETTE_NAMES, type PaletteName } from './palette';
import { ARTICLE_STYLES, type ArticleStyle } from './scenes';

export const FRAMES = ['glow', 'badge', 'panel'] as const;
export type Frame = (typeof FRAMES)[number];

export interface Composition {
  style: ArticleStyle;
  palette: PaletteName;
  /** The pictogram's centre, as a share of the width. */
  x: number;
  frame: Frame;
}

/**
 * Off-centre, but never so far that the square crops of mini cards (the middle 56% of the width)
 * cut the pictogram, which is about 30% of the width across.
 */
const PLACES = [0.38, 0.5, 0.62] as const;

export function compositionOf(subject: string, composition: number): Composition {
  const h = hash32(`composition:${subject}`);
  // Steps coprime with each list's length, so a subject's first compositions all differ.
  return {
    style: ARTICLE_STYLES[(h + composition * 2) % ARTICLE_STYLES.length] as ArticleStyle,
    palette: PALETTE_NAMES[((h >>> 8) + composition * 5) % PALETTE_NAMES.length] as PaletteName,
    x: PLACES[((h >>> 16) + composition) % PLACES.length] as number,
    frame: FRAMES[((h >>> 20) + Math.floor(composition / 3) + composition) % FRAMES.length] as Frame,
  };
}
