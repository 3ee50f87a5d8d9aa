/** @module `GET /aux/images/view`: the image proxy (resized, cached in R2, SSRF-guarded). */
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse } from '../../contracts/envelope';
import { CARD_IMAGE_WIDTH, DEFAULT_IMAGE_HEIGHT, MAX_IMAGE_DIMENSION } from '../../contracts/images';
import { AppError } from '../../http/errors';
import { apiApp } from '../../http/validate';
import { MAX_URL_LENGTH } from './guard';
import { IMMUTABLE, viewImage } from './proxy';

const dimension = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be an integer`)
    .min(1, `${name} must be 1 or more`)
    .max(MAX_IMAGE_DIMENSION, `${name} must be ${MAX_IMAGE_DIMENSION} or less`)
    .default(fallback)
    .openapi({ description: `${name} of the result in pixels (default ${fallback})` });

const binary = { schema: z.string().openapi({ format: 'binary' }) };

/**
 * `fallback=blank`: an embed's still (a YouTube thumbnail) is drawn over a poster of its own, so
 * when the source cannot be had (offline, YouTube down, the video gone) a transparent pixel is the
 * right answer, not a 502 the browser logs and draws as a broken image. Only for a source we could
 * not get: a refused URL is still the 400 it always was.
 */
const BLANK_FALLBACK = 'blank';
const BLANK_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII='),
  (ch) => ch.charCodeAt(0),
);
const BLANK_HEADERS = {
  'Content-Type': 'image/png',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Image-Proxy': 'fallback',
};

function blankWhenUnreachable(err: unknown): null {
  if (err instanceof AppError && err.status === 502) return null;
  throw err;
}

const view = createRoute({
  method: 'get',
  path: '/images/view',
  summary: 'An image resized to width×height (cropped to cover), as JPEG, or PNG when it has transparency',
  description:
    'The source is a /media/ path (or a URL on this site), read from R2, or a public http(s) URL on port 80/443. ' +
    'Private, loopback, link-local and internal hosts are refused, on every redirect too. Variants are stored in R2 and immutable.',
  request: {
    query: z.object({
      url: z
        .string({ message: 'url is required' })
        .min(1, 'url is required')
        .max(MAX_URL_LENGTH, `url must be ${MAX_URL_LENGTH} characters or less`)
        .openapi({ description: 'the source image: /media/<key> or an absolute http(s) URL', example: '/media/seed/articles/1.png' }),
      width: dimension('width', CARD_IMAGE_WIDTH),
      height: dimension('height', DEFAULT_IMAGE_HEIGHT),
      fallback: z
        .literal(BLANK_FALLBACK, { message: `fallback must be ${BLANK_FALLBACK}` })
        .optional()
        .openapi({
          description:
            'blank: a source that cannot be fetched answers a transparent 1×1 PNG (never stored or cached) instead of 502, for images drawn over a poster of their own (embed stills)',
        }),
    }),
  },
  responses: {
    200: {
      description: 'The resized image (with fallback=blank, a transparent 1×1 PNG when the source could not be fetched)',
      content: { 'image/jpeg': binary, 'image/png': binary },
    },
    304: { description: 'Not modified (If-None-Match matched the ETag)' },
    400: errorResponse('Missing or invalid url, width or height; refused host; not a PNG, JPEG, WebP or GIF'),
    404: errorResponse('No such media object'),
    413: errorResponse('The source is over 8 MB or 12 megapixels'),
    502: errorResponse('The source could not be fetched'),
  },
});

export const aux = apiApp().openapi(view, async (c) => {
  const { url, width, height, fallback } = c.req.valid('query');
  const ownOrigins = [new URL(c.req.url).origin];
  if (URL.canParse(c.env.SITE_URL)) ownOrigins.push(new URL(c.env.SITE_URL).origin);
  const deps = { media: c.env.MEDIA, fetcher: (input: string, init: RequestInit) => fetch(input, init), ownOrigins };
  const image = fallback
    ? await viewImage(url, width, height, deps).catch(blankWhenUnreachable)
    : await viewImage(url, width, height, deps);
  if (!image) return new Response(BLANK_PNG, { status: 200, headers: BLANK_HEADERS });
  const headers = new Headers({
    'Content-Type': image.contentType,
    'Cache-Control': IMMUTABLE,
    ETag: image.etag,
    'X-Content-Type-Options': 'nosniff',
    // Tells apart a stored variant from a fresh one (tests, debugging); not used for caching.
    'X-Image-Proxy': image.cached ? 'hit' : 'miss',
  });
  if (c.req.header('If-None-Match') === image.etag) {
    if (image.body instanceof ReadableStream) await image.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(image.size));
  return new Response(image.body, { status: 200, headers });
});
