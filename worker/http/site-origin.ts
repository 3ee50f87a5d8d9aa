/**
 * @module The origin that links in e-mails point at (reset links, shared articles). SITE_URL in
 * production; in development (`npm run dev`, the e2e server) the request's own origin, because
 * several local servers run on different ports. The Host header is not trusted for this anywhere else.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';

export const siteOrigin = <E extends AppEnv>(c: Context<E>) =>
  c.env.ENVIRONMENT === 'development' ? new URL(c.req.url).origin : c.env.SITE_URL.replace(/\/+$/, '');
