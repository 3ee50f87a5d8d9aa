/** @module Turns a drawn canvas into the stored image: PNG bytes and a blurhash from its own pixels. */
import { encode as encodeBlurhash } from 'blurhash';
import { PNG } from 'pngjs';
import { isValidBlurhash } from '../../../worker/contracts/blurhash';
import type { Canvas } from './canvas';
import { linearToSrgb, SRGB_TO_LINEAR } from './palette';

export interface GeneratedImage {
  /** The file's bytes: a PNG, or for logos an SVG document. */
  bytes: Uint8Array;
  width: number;
  height: number;
  /** Blurhash computed from the image's own pixels (see `blurhashFromPixels`). */
  blurHash: string;
  mime: 'image/png' | 'image/svg+xml';
}

/** Blurhash grid used for article images (landscape): 4 across, 3 down. */
export const ARTICLE_BLURHASH_COMPONENTS = { x: 4, y: 3 } as const;
/**
 * Blurhash grid for logos and avatars. They are square, so use the same
 * number of components both ways. 4x4 keeps the placeholder's hint of a
 * centred shape on a background, for 8 more characters (36 in all).
 */
export const SQUARE_BLURHASH_COMPONENTS = { x: 4, y: 4 } as const;
/** Images are box-downsampled to at most this width before blurhash encoding. */
export const BLURHASH_MAX_SAMPLE_WIDTH = 64;

/**
 * Blurhash from 8-bit RGB (channels 3) or RGBA (channels 4) pixels.
 *
 * The image is box-downsampled to at most `maxWidth` px wide (aspect ratio
 * kept) first. Why: `blurhash.encode` costs O(width x height x components),
 * with three Math.pow (sRGB to linear) and a Math.cos per pixel per component.
 * At 640x360 and 4x3 that is ~8M pow calls, hundreds of ms per image. At 64x36
 * it is ~5 ms. A blurhash only keeps the lowest few cosine frequencies, and a
 * box average keeps those.
 *
 * Why 64 and not smaller: blurhash samples its cosines at pixel left edges
 * (cos(pi*i*x/W), as in the reference implementation), so on a W x H grid the
 * odd AC terms pick up a bias of about 2/W (or 2/H) of the image's mean. That
 * is ~0.3% at full size, ~3-6% at 64x36 (a few levels of wobble in the
 * placeholder, mean colour unaffected) and twice that at 32 px. 64 is the
 * trade-off: decoded placeholders stay within a few levels of a full-size
 * encode on average, and encoding stays cheap.
 *
 * The averaging is done in linear light, which is also the space blurhash
 * works in.
 *
 * Transparency (logos, avatars): blurhash has no alpha, so pixels that are
 * not fully opaque are composited over the image's own mean opaque colour.
 * The hash then describes the logo, not the page behind it. The client clips
 * the placeholder to the same rounded-square or circle shape anyway.
 * Compositing over white instead puts hard white corners into a 4x4 cosine
 * fit, which washes the placeholder out and adds dark ringing blobs.
 */
export function blurhashFromPixels(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: 3 | 4,
  componentsX: number,
  componentsY: number,
  maxWidth = BLURHASH_MAX_SAMPLE_WIDTH,
): string {
  if (pixels.length !== width * height * channels) {
    throw new RangeError(`Expected ${width * height * channels} bytes, got ${pixels.length}`);
  }
  const sw = Math.max(1, Math.min(width, maxWidth));
  const sh = Math.max(1, Math.min(height, Math.round((height * sw) / width)));
  // Integer box filter: every source pixel lands in exactly one target cell
  // (cells differ by at most one pixel in size when the ratio is not whole).
  const colOf = new Int32Array(width);
  const colCount = new Int32Array(sw);
  const rowCount = new Int32Array(sh);
  for (let x = 0; x < width; x++) {
    const c = Math.floor((x * sw) / width);
    colOf[x] = c * 4;
    colCount[c] = (colCount[c] as number) + 1;
  }
  for (let y = 0; y < height; y++) {
    const r = Math.floor((y * sh) / height);
    rowCount[r] = (rowCount[r] as number) + 1;
  }
  // Per cell: alpha-premultiplied linear RGB sums, then the alpha sum.
  const acc = new Float64Array(sw * sh * 4);
  const lut = SRGB_TO_LINEAR;
  for (let y = 0; y < height; y++) {
    const rowBase = Math.floor((y * sh) / height) * sw * 4;
    let i = y * width * channels;
    for (let x = 0; x < width; x++, i += channels) {
      const o = rowBase + (colOf[x] as number);
      const a = channels === 4 ? (pixels[i + 3] as number) / 255 : 1;
      acc[o] = (acc[o] as number) + (lut[pixels[i] as number] as number) * a;
      acc[o + 1] = (acc[o + 1] as number) + (lut[pixels[i + 1] as number] as number) * a;
      acc[o + 2] = (acc[o + 2] as number) + (lut[pixels[i + 2] as number] as number) * a;
      acc[o + 3] = (acc[o + 3] as number) + a;
    }
  }
  // Matte for transparent areas: the image's own mean opaque colour (white
  // if nothing is opaque).
  const total = [0, 0, 0, 0];
  for (let j = 0; j < acc.length; j++) total[j & 3] = (total[j & 3] as number) + (acc[j] as number);
  const totalA = total[3] as number;
  const matte = totalA > 0 ? total.slice(0, 3).map((v) => v / totalA) : [1, 1, 1];
  const small = new Uint8ClampedArray(sw * sh * 4);
  for (let cell = 0; cell < sw * sh; cell++) {
    const n = (colCount[cell % sw] as number) * (rowCount[Math.floor(cell / sw)] as number);
    const clear = n - (acc[cell * 4 + 3] as number);
    for (let c = 0; c < 3; c++) {
      small[cell * 4 + c] = linearToSrgb(((acc[cell * 4 + c] as number) + clear * (matte[c] as number)) / n);
    }
    small[cell * 4 + 3] = 255;
  }
  const hash = encodeBlurhash(small, sw, sh, componentsX, componentsY);
  if (!isValidBlurhash(hash)) throw new Error(`blurhash encoder produced an invalid hash: ${hash}`);
  return hash;
}

/**
 * PNG encoding settings, chosen for speed (measured on 640x360 scenes).
 * - Sub filter (1) only: it suits smooth gradients and flat shapes, and skips
 *   pngjs's default search over all 5 filters for every row (~3x slower).
 * - zlib Z_RLE strategy (pngjs's own default strategy) at level 6: ~3 ms and
 *   ~80 KB per image. The default strategy compresses to ~57 KB but takes
 *   ~15 ms, more than everything else put together.
 */
const PNG_FILTER_SUB = 1;
const PNG_DEFLATE_LEVEL = 6;
const Z_RLE = 3;

function encodePng(bytes: Buffer, width: number, height: number, channels: 3 | 4): Uint8Array {
  const colorType = channels === 4 ? 6 : 2;
  // PNG.sync.write only reads width, height and data (and gamma if set), so a
  // plain object is enough; `new PNG()` would allocate a second RGBA buffer.
  const buf = PNG.sync.write({ width, height, data: bytes } as unknown as PNG, {
    colorType,
    inputColorType: colorType,
    inputHasAlpha: channels === 4,
    filterType: PNG_FILTER_SUB,
    deflateLevel: PNG_DEFLATE_LEVEL,
    deflateStrategy: Z_RLE,
  });
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

export function finish(cv: Canvas, components: { x: number; y: number }): GeneratedImage {
  const channels = cv.alpha ? 4 : 3;
  const bytes = cv.toBytes();
  return {
    bytes: encodePng(bytes, cv.width, cv.height, channels),
    width: cv.width,
    height: cv.height,
    blurHash: blurhashFromPixels(bytes, cv.width, cv.height, channels, components.x, components.y),
    mime: 'image/png',
  };
}
