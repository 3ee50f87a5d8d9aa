/**
 * @module The application: mounts pages at `/`, the reader API at `/api`, the back office at
 * `/admin` + `/admin/api` (admin role only) and the auxiliary API at `/aux`; one error path.
 */
import { secureHeaders } from 'hono/secure-headers';
import { createDb } from './db/client';
import { adminApi } from './features/admin/routes';
import { analyticsApi } from './features/analytics/routes';
import { articlesApi } from './features/articles/routes.api';
import { articlePages } from './features/articles/routes.page';
import { viewerMiddleware } from './features/auth/session';
import { feedRoutes } from './features/feeds/routes';
import { mediaRoutes } from './features/media/routes';
import { docsPage } from './features/openapi/routes';
import { trendingApi } from './features/trending/routes.api';
import { trendingPages } from './features/trending/routes.page';
import { coalesceChunks } from './http/coalesce';
import { limitBody, requireKnownBody, requireRole, sameOriginOnly } from './http/middleware';
import { onError, onNotFound } from './http/on-error';
import { apiApp } from './http/validate';
import { pageRenderer } from './pages/renderer';

export const app = apiApp();

// Registered before any middleware: the liveness probe never touches D1, KV or the session.
app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));

app.use('*', pageRenderer);
// Streamed pages leave the Worker in few, large chunks (see http/coalesce.ts).
app.use('*', async (c, next) => {
  await next();
  if (c.res.body && c.res.headers.get('transfer-encoding') === 'chunked') {
    c.res = new Response(c.res.body.pipeThrough(coalesceChunks()), c.res);
  }
});
app.use(
  '*',
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
  }),
);
app.use('*', async (c, next) => {
  c.set('db', createDb(c.env.DB));
  await next();
});
app.route('/', mediaRoutes);
app.use('*', viewerMiddleware);
for (const base of ['/api/*', '/aux/*', '/admin/api/*']) app.use(base, limitBody, requireKnownBody, sameOriginOnly);
app.use('/admin/*', requireRole('admin'));

app.route('/api', articlesApi);
app.route('/aux', trendingApi);
app.route('/aux', analyticsApi);
app.route('/admin/api', adminApi);

app.openAPIRegistry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: '__Host-ew_session' });
app.doc31('/api/openapi.json', (c) => ({
  openapi: '3.1.0',
  info: { title: 'Edgewire API', version: '1.1.11', description: 'Reader API (/api), auxiliary API (/aux) and back-office API (/admin/api). Responses use the envelope { data, meta: { paging } }; errors { errors: [{ message, code, path }] }.' },
  servers: [{ url: new URL(c.req.url).origin }],
}));
app.route('/', docsPage);

app.route('/', feedRoutes);
app.route('/', trendingPages);
app.route('/', articlePages);

app.notFound(onNotFound);
app.onError(onError);
