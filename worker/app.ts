/**
 * @module The application: mounts pages at `/`, the reader API at `/api`, the back office at
 * `/admin` + `/admin/api` (admin role only) and the auxiliary API at `/aux`; one error path.
 */
import { secureHeaders } from 'hono/secure-headers';
import { createDb } from './db/client';
import { onboardingApi } from './features/account/onboarding.api';
import { profileApi } from './features/account/profile.api';
import { accountPages } from './features/account/routes.page';
import { adminApi } from './features/admin/routes';
import { analyticsApi } from './features/analytics/routes';
import { articlesApi } from './features/articles/routes.api';
import { articlePages } from './features/articles/routes.page';
import { resetApi } from './features/auth/reset.api';
import { authApi } from './features/auth/routes.api';
import { authPages, requireReader } from './features/auth/routes.page';
import { viewerMiddleware } from './features/auth/session';
import { socialAuth } from './features/auth/social/routes';
import { EMBED_ORIGINS } from './features/blocks/embed';
import { blocksApi } from './features/blocks/routes';
import { bookmarksApi } from './features/bookmarks/routes.api';
import { bookmarkToggleApi } from './features/bookmarks/toggle.api';
import { feedRoutes } from './features/feeds/routes';
import { followsApi } from './features/follows/routes.api';
import { imagesApi } from './features/images/routes';
import { mediaRoutes } from './features/media/routes';
import { docsPage } from './features/openapi/routes';
import { personalPages } from './features/personal/routes.page';
import { searchApi, searchAuxApi } from './features/search/routes.api';
import { searchPages } from './features/search/routes.page';
import { supportApi } from './features/static/routes.api';
import { staticPages } from './features/static/routes.page';
import { tagPages } from './features/tags/routes.page';
import { trendingApi } from './features/trending/routes.api';
import { trendingPages } from './features/trending/routes.page';
import { coalesceChunks } from './http/coalesce';
import { edgeCache } from './http/edge-cache';
import { limitBody, requireKnownBody, requireRole, sameOriginOnly } from './http/middleware';
import { onError, onNotFound } from './http/on-error';
import { apiApp } from './http/validate';
import { pageRenderer } from './pages/renderer';

export const app = apiApp();

// Registered before any middleware: the liveness probe never touches D1, KV or the session.
app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));

// Guest page views are answered from the edge cache first: a hit runs no other middleware, and
// the stored copy already carries the security headers that the inner middleware added.
app.use(
  '*',
  edgeCache((req, env, ctx) => app.fetch(req, env, ctx)),
);
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
      // Rich-content embeds (YouTube, Rumble, X posts) are iframes of these origins only.
      frameSrc: EMBED_ORIGINS,
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
  }),
);
app.use('*', async (c, next) => {
  c.set('db', createDb(c.env.DB));
  await next();
});
app.route('/', mediaRoutes);
// Before the session: a page has dozens of card images and none of them depends on the reader.
app.route('/aux', imagesApi);
app.use('*', viewerMiddleware);
for (const base of ['/api/*', '/aux/*', '/admin/api/*']) app.use(base, limitBody, requireKnownBody, sameOriginOnly);
app.use('/admin/*', requireRole('admin'));
for (const path of ['/foryou', '/foryou/*', '/local', '/local/*', '/account', '/account/*']) app.use(path, requireReader);

app.route('/api', authApi);
app.route('/api', resetApi);
app.route('/api', profileApi);
app.route('/api', onboardingApi);
app.route('/api', followsApi);
app.route('/api', bookmarksApi);
app.route('/api', bookmarkToggleApi);
app.route('/api', articlesApi);
app.route('/api', searchApi);
app.route('/aux', searchAuxApi);
app.route('/aux', trendingApi);
app.route('/aux', blocksApi);
app.route('/api', supportApi);
app.route('/aux', analyticsApi);
app.route('/admin/api', adminApi);

app.openAPIRegistry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: '__Host-ew_session' });
app.doc31('/api/openapi.json', (c) => ({
  openapi: '3.1.0',
  info: {
    title: 'Edgewire API',
    version: '1.1.11',
    description:
      'Reader API (/api), auxiliary API (/aux) and back-office API (/admin/api). Responses use the envelope { data, meta: { paging } }; errors { errors: [{ message, code, path }] }.',
  },
  servers: [{ url: new URL(c.req.url).origin }],
}));
app.route('/', docsPage);

app.route('/', feedRoutes);
app.route('/', trendingPages);
app.route('/', tagPages);
app.route('/', articlePages);
app.route('/', staticPages);
app.route('/', authPages);
// /auth/{provider}/start + callback: outside /api on purpose (Apple's callback is a cross-site form POST).
app.route('/', socialAuth);
app.route('/', accountPages);
app.route('/', personalPages);
app.route('/', searchPages);

app.notFound(onNotFound);
app.onError(onError);
