/**
 * @module The application: the middleware order, then every feature mounted from one table by
 * audience (pages at `/`, reader API at `/api`, auxiliary API at `/aux`, back-office API at
 * `/admin/api`, admin only, and the back office's pages under `/admin`). Guards live at each
 * feature's routes; see docs/ARCHITECTURE.md.
 */
import { secureHeaders } from 'hono/secure-headers';
import { loadAdminIslands } from '../client/server/admin/islands';
import { EMBED_ORIGINS } from './contracts/embeds';
import { STYLE_GATE_CSP } from './contracts/style-gate';
import { d1Session } from './db/d1-session';
import { d1Meter } from './db/meter';
import { account } from './features/account';
import { analytics } from './features/analytics';
import { articles } from './features/articles';
import { audit } from './features/audit';
import { auth } from './features/auth';
import { viewerMiddleware } from './features/auth/session-state';
import { backOffice } from './features/back-office';
import { billing } from './features/billing';
import { portalFormAction } from './features/billing/csp';
import { blocks } from './features/blocks';
import { bookmarks } from './features/bookmarks';
import { comments } from './features/comments';
import { design } from './features/design';
import { feeds } from './features/feeds';
import { follows } from './features/follows';
import { frontPage } from './features/front-page';
import { images } from './features/images';
import { media, mediaPolicy } from './features/media';
import { newsletter } from './features/newsletter';
import { onboarding } from './features/onboarding';
import { openapi } from './features/openapi';
import { serveOpenApiDocument } from './features/openapi/document';
import { passwordReset } from './features/password-reset';
import { popups } from './features/popups';
import { promotionals } from './features/promotionals';
import { push } from './features/push';
import { search } from './features/search';
import { serviceWorker } from './features/service-worker';
import { share } from './features/share';
import { passReferrerPolicy } from './features/share/pass';
import { socialSignIn } from './features/social-sign-in';
import { staticPages } from './features/static';
import { stats } from './features/stats';
import { subscribeFunnel } from './features/subscribe';
import { byPaymentAllowlist, stripeCsp } from './features/subscribe/csp';
import { support } from './features/support';
import { syndication } from './features/syndication';
import { tags } from './features/tags';
import { usersAdmin } from './features/users-admin';
import { votes } from './features/votes';
import { webPush } from './features/web-push';
import { coalesceChunks } from './http/coalesce';
import { sameOriginOnly } from './http/csrf';
import { edgeCache } from './http/edge-cache';
import type { Feature } from './http/feature';
import { flashForPages } from './http/flash';
import { adminRequired } from './http/guards';
import { drainUnreadBody, limitBody, requireKnownBody } from './http/middleware';
import { onError, onNotFound } from './http/on-error';
import { settingsGuard } from './http/settings-guard';
import { apiApp } from './http/validate';
import { pageRenderer } from './pages/renderer';

/** Features that never depend on the reader, mounted before the session is read: a page has dozens of images. */
const SESSIONLESS: Feature[] = [media, images, serviceWorker];

/** Everything else. Page routes are matched in this order. */
const FEATURES: Feature[] = [
  syndication,
  frontPage,
  tags,
  articles,
  staticPages,
  support,
  auth,
  passwordReset,
  socialSignIn,
  account,
  onboarding,
  follows,
  bookmarks,
  votes,
  comments,
  share,
  billing,
  subscribeFunnel,
  feeds,
  search,
  blocks,
  promotionals,
  analytics,
  openapi,
  design,
  audit,
  stats,
  push,
  webPush,
  usersAdmin,
  popups,
  newsletter,
  backOffice,
];

const CROSS_SITE = new Set([...SESSIONLESS, ...FEATURES].flatMap((f) => f.crossSite ?? []));

export const app = apiApp();

// First of all: in production, a missing required secret makes every request a clear 500, the
// health probe's included, with a log line naming it (http/settings-guard.ts).
app.use('*', settingsGuard);
// Registered before any other middleware: the liveness probe never touches D1, KV or the session.
app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));

// The benches' count of D1 rows per request (off unless D1_METER is "1": db/meter.ts).
app.use('*', d1Meter);
// Guest page views are answered from the edge cache first: a hit runs no other middleware, and
// the stored copy already carries the security headers that the inner middleware added.
app.use(
  '*',
  edgeCache((req, env, ctx) => app.fetch(req, env, ctx)),
);
app.use('*', pageRenderer);
app.use('*', drainUnreadBody);
// Streamed pages leave the Worker in few, large chunks (see http/coalesce.ts).
app.use('*', async (c, next) => {
  await next();
  if (c.res.body && c.res.headers.get('transfer-encoding') === 'chunked') {
    c.res = new Response(c.res.body.pipeThrough(coalesceChunks()), c.res);
  }
});
// Registered first so they run last: /media keeps its stricter policy over the site's, and a
// page opened with a share pass keeps its URL out of every Referer.
app.use('/media/*', mediaPolicy);
app.use('*', passReferrerPolicy);
// No page uses the camera, the microphone or the reader's location; the Payment Request API is
// allowed only on the pages that run Stripe.js (features/subscribe/csp.ts picks them by path).
const securityHeaders = (payment: string[]) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Stripe.js's origins on the pages that take a card only (features/subscribe/csp.ts).
      // The pages' one inline script, by its hash (contracts/style-gate.ts).
      scriptSrc: ["'self'", STYLE_GATE_CSP, stripeCsp('script')],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", stripeCsp('connect')],
      objectSrc: ["'none'"],
      // Rich-content embeds (YouTube, Rumble, X posts) are iframes of these origins only.
      frameSrc: [...EMBED_ORIGINS, stripeCsp('frame')],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      // The billing page's portal forms answer 303 to Stripe's portal (features/billing/csp.ts).
      formAction: ["'self'", portalFormAction],
    },
    // Our own pages learn which page a form came from (the action bars' forms go back there);
    // no other site ever sees a URL of ours, which can carry a share pass or a reset token.
    referrerPolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment },
  });
app.use('*', byPaymentAllowlist(securityHeaders));
// Every read of the request goes through one D1 session (replicas, read-your-writes: db/d1-session.ts).
app.use('*', d1Session);
mount(SESSIONLESS);
app.use('*', flashForPages);
// Every unsafe request, page form or API call alike: its size, where it came from, its body type.
app.use(
  '*',
  limitBody,
  sameOriginOnly((path) => CROSS_SITE.has(path)),
  requireKnownBody,
);
// The hot routes check the session in their own query; everything after pays a round trip for it.
for (const f of FEATURES) {
  if (f.ownSession?.api) app.route('/api', f.ownSession.api);
  if (f.ownSession?.pages) app.route('/', f.ownSession.pages);
}
app.use('*', viewerMiddleware);
// The back office is admin-only as an audience, whatever its routes declare.
app.use('/admin/api/*', adminRequired);
// Its editors' components load with the first back-office page, not in every isolate (issue 29).
for (const path of ['/admin', '/admin/*'])
  app.use(path, async (_, next) => {
    await loadAdminIslands();
    await next();
  });
app.use('/aux/admin/*', adminRequired);
mount(FEATURES);

serveOpenApiDocument(app);
app.notFound(onNotFound);
app.onError(onError);

function mount(features: Feature[]) {
  for (const f of features) {
    if (f.api) app.route('/api', f.api);
    if (f.aux) app.route('/aux', f.aux);
    if (f.admin) app.route('/admin/api', f.admin);
  }
  for (const f of features) {
    if (f.pages) app.route('/', f.pages);
    if (f.forms) app.route('/', f.forms);
  }
  // The back office's pages after every reader page, as when they were one sub-app mounted last.
  for (const f of features) {
    if (f.adminPages) app.route('/', f.adminPages);
    if (f.adminForms) app.route('/', f.adminForms);
  }
}
