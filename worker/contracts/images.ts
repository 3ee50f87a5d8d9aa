/** @module Image proxy URLs and sizes, shared by the Worker and the client (runtime-neutral). */

export const IMAGE_PROXY_PATH = '/aux/images/view';
/** Spec §7: "Images go through an image proxy with width 284." */
export const CARD_IMAGE_WIDTH = 284;
export const DEFAULT_IMAGE_HEIGHT = 284;
export const MAX_IMAGE_DIMENSION = 2000;

const clampDimension = (n: number) => Math.min(MAX_IMAGE_DIMENSION, Math.max(1, Math.round(Number.isFinite(n) ? n : DEFAULT_IMAGE_HEIGHT)));

/**
 * The proxy URL that serves `url` resized and cropped to width×height. Sizes are clamped to what
 * the proxy accepts, so a caller can never build a URL that answers 400.
 */
export function proxiedImage(url: string, width: number = CARD_IMAGE_WIDTH, height: number = DEFAULT_IMAGE_HEIGHT): string {
  // '/' and ':' may stand unescaped in a query (RFC 3986 §3.4): shorter URLs on card-heavy pages.
  const source = encodeURIComponent(url).replace(/%2F/g, '/').replace(/%3A/g, ':');
  return `${IMAGE_PROXY_PATH}?url=${source}&width=${clampDimension(width)}&height=${clampDimension(height)}`;
}

/**
 * A card image's proxy URL for a box of width×height CSS pixels. Boxes narrower than the spec's 284
 * (the 80×80 mini thumbnail) get twice their size so they stay sharp on high-density screens; wider
 * ones (the jumbo banner) get their own size, since 284 would be stretched to the column's width.
 */
export function cardImageSrc(url: string, width: number, height: number): string {
  const density = width < CARD_IMAGE_WIDTH ? 2 : 1;
  return proxiedImage(url, width * density, height * density);
}
