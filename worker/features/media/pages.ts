/** @module `GET /media/{key}`: objects stored in R2 (seeded images, image-proxy variants). */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';

export const pages = new Hono<AppEnv>();

/**
 * Logos are SVG documents: opened on their own, nothing in one may run or load anything. Mounted
 * outside the site-wide secure headers (app.ts), so this stricter policy is the one that stays.
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
export const mediaPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', MEDIA_CSP);
};

pages.get('/media/:key{.+}', async (c) => {
  const key = c.req.param('key');
  if (key.includes('..') || key.length > 512) throw notFound();
  const object = await c.env.MEDIA.get(key);
  if (!object) throw notFound('No such media object');
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  // Keys are content-addressed or never rewritten, so they can be cached for a year.
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  headers.set('X-Content-Type-Options', 'nosniff');
  if (c.req.header('If-None-Match') === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
