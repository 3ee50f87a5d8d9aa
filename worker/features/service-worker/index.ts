/**
 * @module The service worker's script at /sw.js (client/browser/sw, built by scripts/build.ts):
 * served by the Worker, not as a static asset, so its URL never changes with its content and its
 * headers are ours. Sessionless (mounted before the session is read): it is the same for everyone.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { SERVICE_WORKER } from '../../generated/sw';
import type { Feature } from '../../http/feature';

const pages = new Hono<AppEnv>();

pages.get('/sw.js', (c) => {
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    // Always revalidated (cheaply, by ETag): a deploy reaches every browser at its next update
    // check, never held back by an HTTP cache (registration also asks updateViaCache: 'none').
    'Cache-Control': 'no-cache',
    ETag: SERVICE_WORKER.etag,
    // The script sits at the root, so its scope / needs no Service-Worker-Allowed.
  };
  if (c.req.header('if-none-match') === SERVICE_WORKER.etag) return c.body(null, 304, headers);
  return c.body(SERVICE_WORKER.code, 200, headers);
});

export const serviceWorker: Feature = { pages };
