/** @module The seed's images: makeArticleImage, makeLogo and makeAvatar, and what they are made of. */

/*
 * Deterministic raster images for the seed: article illustrations,
 * publication logos and curator/author avatars.
 *
 * Product brief: "Images are real raster images made by the seed, stored in
 * local R2, each with a blurhash computed from its pixels".
 *
 * - Deterministic: everything is driven by prng.ts's mulberry32 stream (Rng),
 *   seeded from hash32 of "kind:key" without the SEED salt (no Math.random,
 *   no clock), so the same input gives byte-identical PNGs on every run.
 *   Across machines the pixels only depend on V8's Math.sin/cos/pow (stable),
 *   but the PNG bytes also depend on the zlib bundled with Node, so a
 *   different Node build could compress them differently.
 * - Cheap: a few shapes composited in a Float32 RGB buffer, then one PNG encode
 *   and one blurhash encode on a downsampled copy. A 640x360 image takes
 *   ~15-18 ms on a 2-core box: ~5 ms blurhash (library), ~4 ms PNG
 *   (filter + zlib), the rest drawing. Logos and avatars take ~12 ms, nearly
 *   all of it the 4x4 blurhash on a 64x64 sample.
 *
 * Node-only (pngjs uses node:zlib). The Worker never imports this folder.
 */

import { hash32, Rng } from '../prng';
import { Canvas, circleMask, fillGradient, roundedSquareMask } from './canvas';
import { compositionOf } from './composition';
import { ARTICLE_BLURHASH_COMPONENTS, finish, type GeneratedImage, SQUARE_BLURHASH_COMPONENTS } from './encode';
import { drawLabel, initialsOf, textScale } from './glyphs';
import { type LogoVariant, logoSvg } from './logo-svg';
import { choosePalette, mix, mostContrasting, type PaletteInput, type Rgb, resolvePalette, WHITE } from './palette';
import { drawMotif } from './pictograms/index';
import { ARTICLE_STYLES, type ArticleStyle, scenes } from './scenes';
import { band } from './shapes';
import type { Subject } from './subjects';

export { isValidBlurhash } from '../../../worker/contracts/blurhash';
/** The seed's one string hash (FNV-1a + murmur3 finaliser) and PRNG, shared with the row builder. */
export { hash32 as hashString, mulberry32 } from '../prng';
export {
  ARTICLE_BLURHASH_COMPONENTS,
  BLURHASH_MAX_SAMPLE_WIDTH,
  blurhashFromPixels,
  type GeneratedImage,
  SQUARE_BLURHASH_COMPONENTS,
} from './encode';
export { glyphRows, initialsOf, SUPPORTED_INITIAL_CHARS } from './glyphs';
export { PALETTE_NAMES, type Palette, type PaletteInput, type PaletteName, type Rgb, resolvePalette } from './palette';
export { MOTIF_NAMES } from './pictograms/index';
export { ARTICLE_STYLES, type ArticleStyle } from './scenes';
export { SUBJECTS, type Subject } from './subjects';

export interface ArticleImageOptions {
  /** Default 640. */
  width?: number;
  /** Default 360. */
  height?: number;
  /** Default: picked from the key. */
  palette?: PaletteInput;
  /** Default: picked from the key. */
  style?: ArticleStyle;
  /**
   * What the picture shows: the subject's pictogram is drawn over the scene, and `composition`
   * (0, 1, …) picks the scene, palette, placement and frame, so the same subject looks different in
   * each composition. With a subject the picture depends on these two alone, not on `key`.
   */
  picture?: { subject: Subject; composition: number };
}

export interface LogoOptions {
  /** Side of the square in pixels. Default 128. */
  size?: number;
  /** Default: picked from the name. */
  palette?: PaletteInput;
  /** Text to draw instead of the initials taken from the name (A-Z, 0-9, '&'). */
  initials?: string;
}

export interface AvatarOptions {
  /** Side of the square in pixels. Default 96. */
  size?: number;
  /** Default: picked from the name. */
  palette?: PaletteInput;
  /** Text to draw instead of the initials taken from the name (A-Z, 0-9, '&'). */
  initials?: string;
}

function checkSize(name: string, v: number): number {
  if (!Number.isInteger(v) || v < 8 || v > 4096) {
    throw new RangeError(`${name} must be an integer between 8 and 4096, got ${v}`);
  }
  return v;
}

/**
 * An editorial-style illustration for an article (640x360 by default), fully
 * determined by `key` (use the article's id or slug). Opaque RGB PNG with a
 * 4x3 blurhash.
 */
export function makeArticleImage(key: string, opts: ArticleImageOptions = {}): GeneratedImage {
  const width = checkSize('width', opts.width ?? 640);
  const height = checkSize('height', opts.height ?? 360);
  const cv = new Canvas(width, height, false);
  if (opts.picture) {
    const look = compositionOf(opts.picture.subject, opts.picture.composition);
    const rng = new Rng(hash32(`picture:${opts.picture.subject}:${opts.picture.composition}`));
    const palette = resolvePalette(opts.palette ?? look.palette);
    scenes[opts.style ?? look.style](cv, palette, rng);
    drawMotif(cv, opts.picture.subject, palette, rng, look);
    return finish(cv, ARTICLE_BLURHASH_COMPONENTS);
  }
  const rng = new Rng(hash32(`article:${key}`));
  const palette = choosePalette(rng, opts.palette);
  const style = rng.pick(ARTICLE_STYLES);
  scenes[opts.style ?? style](cv, palette, rng);
  return finish(cv, ARTICLE_BLURHASH_COMPONENTS);
}

/**
 * A square publication logo (128 by default) as SVG, so it is crisp at 2x and in print: a rounded
 * square (gradient, solid or two-tone) with the publication's initials (up to 3) in a serif and a
 * short rule under them, like a masthead. Its 4x4 blurhash comes from a raster drawing of the
 * same design (transparent corners matted, see `blurhashFromPixels`).
 */
export function makeLogo(name: string, opts: LogoOptions = {}): GeneratedImage {
  const size = checkSize('size', opts.size ?? 128);
  const rng = new Rng(hash32(`logo:${name}`));
  const p = choosePalette(rng, opts.palette);
  const variant = rng.int(0, 2) as LogoVariant;
  const cv = new Canvas(size, size, true);
  let bg: Rgb;
  if (variant === 0) {
    bg = mix(p[3], p[4], 0.5);
    fillGradient(cv, [p[3], p[4]], 0, 0, size, size);
  } else if (variant === 1) {
    bg = p[2];
    fillGradient(cv, [p[2]], 0, 0, size, size);
  } else {
    bg = mix(p[4], p[3], 0.5);
    fillGradient(cv, [p[4]], 0, 0, size, size);
    band(cv, -Math.PI / 4, -size, (size * Math.SQRT2) / 2 - size * 0.7, p[3]);
  }
  roundedSquareMask(cv, 0, size * 0.2);
  const text = opts.initials?.toUpperCase() ?? initialsOf(name, 3);
  const fg = mostContrasting(bg, [WHITE, p[0], p[4]]);
  // The raster only feeds the blurhash: the letters are drawn in pixel type, close enough at 4x4.
  const scale = textScale(text.length, size * 0.74, size * 0.44);
  drawLabel(cv, text, size / 2, size / 2, scale, fg, p[4]);
  const { blurHash } = finish(cv, SQUARE_BLURHASH_COMPONENTS);
  const svg = logoSvg(size, variant, p, text, fg, variant === 1 ? fg : p[2]);
  return { bytes: new TextEncoder().encode(svg), width: size, height: size, blurHash, mime: 'image/svg+xml' };
}

/**
 * A round avatar (96x96 by default) for a curator or author: a softly lit
 * disc with up to 2 initials. Transparent outside the circle (RGBA PNG).
 * 4x4 blurhash, matted like the logos'.
 */
export function makeAvatar(name: string, opts: AvatarOptions = {}): GeneratedImage {
  const size = checkSize('size', opts.size ?? 96);
  const rng = new Rng(hash32(`avatar:${name}`));
  const p = choosePalette(rng, opts.palette);
  const base = rng.pick([p[1], p[2], p[3], p[4]]);
  const cv = new Canvas(size, size, true);
  fillGradient(cv, [mix(base, WHITE, 0.18), base, mix(base, p[4], 0.25)], 0, 0, size * 0.6, size);
  circleMask(cv);
  const text = opts.initials?.toUpperCase() ?? initialsOf(name, 2);
  const fg = mostContrasting(base, [WHITE, p[0], p[4]]);
  const scale = textScale(text.length, size * 0.62, size * 0.42);
  drawLabel(cv, text, size / 2, size / 2, scale, fg, p[4]);
  return finish(cv, SQUARE_BLURHASH_COMPONENTS);
}
