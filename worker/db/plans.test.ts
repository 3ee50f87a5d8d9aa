// Flat costs (issue 29): every statement the reader pages, the APIs and the back office run is
// caught on its way to D1 (test/recording-d1.ts) while a table of requests runs, then EXPLAINed.
// A full SCAN of a table that grows with content or readers fails, and so does a statement with
// more bound parameters than D1 takes. No ANALYZE: test/query-plans.ts says why the plan of the
// test's few rows is the plan of a million. The table cannot fall behind the app: every GET route
// the app serves must be requested by a case, or be named in NO_CASE with why it needs none.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { bumpGeneration, resetCaches } from '../cache';
import { makeAdmin } from '../test/admin';
import { adminCases, type PlanCase, readerWorld, uncovered } from '../test/plan-routes';
import { explainable, fullScans, indexWalks, planOf } from '../test/query-plans';
import { type Recorded, recordRequest } from '../test/recording-d1';
import { D1_MAX_BOUND_PARAMETERS } from './limits';

/**
 * Scans allowed, each with its reason. Keep it tiny: an entry is a cost that grows with the data.
 * Keyed by a piece of the statement's SQL and the plan line.
 */
const ALLOWED: { sql: RegExp; scan: RegExp; why: string }[] = [
  {
    sql: /^select count\(\*\) from \(select 1 as "one" from "users" where \(lower\("users"\."email"\) LIKE/,
    scan: /^SCAN users$/,
    why:
      "The back office's account search counts accounts whose e-mail or name contains the text: a substring " +
      'match no index can serve. Only with a search term, only for admins; the page itself walks the id order.',
  },
];

/**
 * GET routes the table does not request, each with why. A route that reads a growing table belongs
 * in the table (test/plan-routes.ts), not here.
 */
const NO_CASE: Record<string, string> = {
  '/healthz': 'Answers without a database read (health, assets, service worker, documents, redirects to a provider).',
  '/aux/images/view': 'Answers without a database read (health, assets, service worker, documents, redirects to a provider).',
  '/media/:key{.+}': 'Answers without a database read (health, assets, service worker, documents, redirects to a provider).',
  '/sw.js': 'Answers without a database read (health, assets, service worker, documents, redirects to a provider).',
  '/robots.txt': 'Answers without a database read (health, assets, service worker, documents, redirects to a provider).',
  '/api/docs': 'Answers without a database read (health, assets, service worker, documents, redirects to a provider).',
  '/api/openapi.json': 'Answers without a database read (health, assets, service worker, documents, redirects to a provider).',
  '/api/notifications/key': 'Answers without a database read (health, assets, service worker, documents, redirects to a provider).',
  '/auth/:provider/start': 'Answers without a database read (health, assets, service worker, documents, redirects to a provider).',
  '/auth/:provider/callback':
    'Social sign-in: one account looked up by its identity (a unique index); its own tests run it against the local provider.',
  '/aux/newsletter/subscribe': 'One subscriber looked up by e-mail (a unique index); features/newsletter tests it.',
  '/preview/article/:id': 'A signed preview link: one article by its primary key (features/articles/preview.test.ts).',
  '/design': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/design/edge-cases': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/about': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/privacy-policy': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/privacy': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/terms': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/landing': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/thanks': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/help': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/contact-us': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/login': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/signup': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/forgotpassword': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/reset-password': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/subscribe': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/subscribe/:step{sign-up|create-account|login|payment|thank-you|welcome-back}':
    'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/newsletter': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/newsletter/confirm': 'One subscriber by its token (a unique index).',
  '/newsletter/unsubscribe': 'One subscriber by its token (a unique index).',
  '/newsletter/confirmed': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/newsletter/already-confirmed': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/newsletter/unsubscribed': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/newsletter/gone': 'A page of fixed text (static/auth/newsletter/subscribe screens): no read of a growing table.',
  '/admin/views/new':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/views/:id{[0-9]{1,12}}':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/views/:id{[0-9]{1,12}}/delete':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/ui-blocks/new':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/ui-blocks/:id{[a-z0-9-]{1,64}}':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/ui-blocks/:id{[a-z0-9-]{1,64}}/delete':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/promotionals/new':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/promotionals/:code{[A-Za-z0-9_-]{1,64}}':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/promotionals/:code{[A-Za-z0-9_-]{1,64}}/delete':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/popups/new':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/popups/:id{[0-9]{1,12}}':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
  '/admin/popups/:id{[0-9]{1,12}}/delete':
    "An editor's screen of the small editorial tables (views, popups, blocks, promotionals), read by id or as a whole list of a few dozen rows.",
};

/** Whole-index walks allowed, each with its reason (as ALLOWED). */
const WALKS_ALLOWED: { sql: RegExp; scan: RegExp; why: string }[] = [
  {
    sql: /^select "status", count\(\*\) from "newsletter_subscribers" group by/,
    scan: /^SCAN newsletter_subscribers USING COVERING INDEX/,
    why: "The back office's newsletter screen counts subscribers by status: one pass over the status index, for admins only (left for a rollup).",
  },
];

const log: Recorded[] = [];
const statuses: string[] = [];
const requested: { method: string; path: string }[] = [];

async function runRoutes() {
  const world = await readerWorld();
  const cookie = (who: PlanCase['who']) => (who === 'reader' ? world.cookies.reader : who === 'admin' ? world.cookies.admin : undefined);
  for (const c of world.cases) {
    resetCaches();
    await bumpGeneration(env); // a real render each time, not an edge-cache hit
    const res = await recordRequest(log, c.path, { method: c.method, body: c.body, form: c.form, cookie: cookie(c.who) });
    statuses.push(`${res.status} ${c.method ?? 'GET'} ${c.path}`);
    requested.push({ method: c.method ?? 'GET', path: c.path });
  }
  for (const c of adminCases()) {
    const admin = await makeAdmin();
    const req = await c.prepare(admin);
    const res = await recordRequest(log, req.path, { method: c.method, body: req.body, form: req.form, cookie: admin.cookie });
    statuses.push(`${res.status} ${c.method} ${req.path}`);
    requested.push({ method: c.method, path: req.path });
  }
}

/** Each distinct statement once (the first parameters it was run with). */
function distinct(): Recorded[] {
  const seen = new Map<string, Recorded>();
  for (const q of log) if (explainable(q.sql) && !seen.has(q.sql)) seen.set(q.sql, q);
  return [...seen.values()];
}

describe('query plans of every route', () => {
  // The routes run in this first test (the active view a case makes is put back when it ends);
  // the tests after it read what they ran.
  it('runs the routes (no 5xx) and catches their statements', async () => {
    await runRoutes();
    expect(
      statuses.filter((s) => s.startsWith('5')),
      'a route failed',
    ).toEqual([]);
    expect(distinct().length).toBeGreaterThan(100);
  });

  it('reads no growing table from end to end', async () => {
    const found: string[] = [];
    for (const q of distinct()) {
      const details = await planOf(q).catch((e: Error) => [`cannot EXPLAIN: ${e.message}`]);
      const scans = [...details.filter((d) => d.startsWith('cannot')), ...fullScans(details, q.sql)].filter(
        (d) => !ALLOWED.some((a) => a.sql.test(q.sql) && a.scan.test(d)),
      );
      if (scans.length) found.push(`${scans.join(', ')}\n  ${q.sql}\n  ${details.join(' | ')}`);
    }
    expect(found, found.join('\n\n')).toEqual([]);
  });

  it('walks no whole index of a growing table (a count or a group over every row)', async () => {
    const found: string[] = [];
    for (const q of distinct()) {
      const details = await planOf(q).catch(() => []);
      const walks = indexWalks(details, q.sql).filter((d) => !WALKS_ALLOWED.some((a) => a.sql.test(q.sql) && a.scan.test(d)));
      if (walks.length) found.push(`${walks.join(', ')}\n  ${q.sql}\n  ${details.join(' | ')}`);
    }
    expect(found, found.join('\n\n')).toEqual([]);
  });

  it('requests every GET route the app serves (or says why one needs no case)', () => {
    const missing = uncovered(app.routes, requested).filter((p) => !(p in NO_CASE));
    expect(missing, 'add a case to test/plan-routes.ts (or a reason to NO_CASE)').toEqual([]);
    // A reason for a route that no longer exists, or that a case now requests, is stale.
    const stale = Object.keys(NO_CASE).filter((p) => !uncovered(app.routes, requested).includes(p));
    expect(stale).toEqual([]);
  });

  it(`binds at most ${D1_MAX_BOUND_PARAMETERS} parameters per statement (D1's limit)`, () => {
    const over = log.filter((q) => q.params.length > D1_MAX_BOUND_PARAMETERS).map((q) => `${q.params.length}: ${q.sql.slice(0, 200)}`);
    expect(over).toEqual([]);
  });
});
