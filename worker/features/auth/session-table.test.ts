/**
 * The session is decided once (docs/decisions/049-session-decided-once.md): every route the app
 * serves, sent its error answers with a valid session and the same-origin headers (malformed and
 * unknown ids, bad queries, bodies it refuses, and the refusals of session.cases.ts: a free
 * reader's down-vote, a draft, a taken username, a rate limit), never clears the session cookie,
 * and the session still works afterwards. Only the routes that end a session by design may clear it.
 */

import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../app';
import { makeAdmin } from '../../test/admin';
import { makeReader } from '../../test/factories';
import { SAME_ORIGIN, url } from '../../test/http';
import { clearsSession, probeIp, REFUSALS } from './session.cases';

/** Sign-out and account deletion: their success is the end of the session. */
const ENDS_SESSION = ['POST /api/auth/sign-out', 'POST /sign-out', 'DELETE /api/profile'];

const isAdminRoute = (path: string) => /^\/(admin|aux\/admin|aux\/jobs)(\/|$)/.test(path);

/** Every route the app serves (handlers, not middleware), as `METHOD /path`. */
function servedRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) if (r.method !== 'ALL') seen.add(`${r.method} ${r.path}`);
  return [...seen].sort();
}

// A route parameter, with the pattern Hono may give it (one level of nested braces: `{1,80}`).
const PARAM = /:\w+(\{(?:[^{}]|\{[^{}]*\})*\})?/g;
/** A malformed id and one no row has (session.cases.ts adds the 320x, -1 and 320.json). */
const ID_VALUES = ['abc', '999999999'];

/** The concrete paths a route with parameters is probed at: each value in every parameter. */
function probePaths(path: string): string[] {
  return ID_VALUES.map((v) => path.replace(PARAM, v));
}

type Probe = { path: string; init: RequestInit };

/**
 * What a route is sent: its paths (or, without parameters, the path and a malformed query); for
 * unsafe methods a JSON body no object schema takes (`[]`), and to a reader's own routes without
 * ids a form of a field no form has. A body type no route takes (415) is answered before any route
 * (session.cases.ts sends one).
 */
function probes(method: string, path: string, audience: 'reader' | 'admin'): Probe[] {
  const withIds = path.includes('/:');
  const paths = withIds ? probePaths(path) : [path, `${path}?page=abc&count=-1&id=abc&q=`];
  if (method === 'GET') return paths.map((p) => ({ path: p, init: {} }));
  const body = (type: string, text: string) => ({ method, body: text, headers: { 'content-type': type } });
  const targets = withIds ? paths : paths.slice(1);
  const form = !withIds && audience === 'reader' ? [{ path: targets[0]!, init: body('application/x-www-form-urlencoded', 'probe=1') }] : [];
  return [...targets.map((p) => ({ path: p, init: body('application/json', '[]') })), ...form];
}

/** One probe as a same-origin page sends it, with the session, from an address of this test's own. */
function send(p: Probe, cookie: string, ip: string) {
  const headers = { ...SAME_ORIGIN, cookie, 'cf-connecting-ip': ip, ...(p.init.headers as Record<string, string>) };
  return SELF.fetch(url(p.path), { ...p.init, headers, redirect: 'manual' });
}

/** The session still works: the profile answers for it. */
async function expectSignedIn(cookie: string, context: string) {
  const res = await SELF.fetch(url('/api/profile'), { headers: { cookie } });
  expect(res.status, `signed in after ${context}`).toBe(200);
  await res.body?.cancel();
}

const ROUTES = servedRoutes().filter((r) => !ENDS_SESSION.includes(r));
const statuses = new Map<number, number>();
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
// One reader and one admin for the sweep: a cleared cookie is a header on the answer (the token
// stays good on the server), so each answer is judged on its own, and the profile read after
// each route shows the session still stands.
let reader: { cookie: string };
let admin: { cookie: string };
beforeAll(async () => {
  [reader, admin] = await Promise.all([makeReader('free'), makeAdmin()]);
});

describe('every route’s error answers leave a good session alone', () => {
  it('probes every route the app serves but the ones that end a session', () => {
    const served = servedRoutes();
    expect(
      ENDS_SESSION.filter((r) => !served.includes(r)),
      'exceptions the app does not serve',
    ).toEqual([]);
    expect(ROUTES.length).toBe(served.length - ENDS_SESSION.length);
    expect(ROUTES.length).toBeGreaterThan(200);
    expect(
      REFUSALS.map((r) => r.route).filter((r) => !served.includes(r)),
      'refusals for routes the app does not serve',
    ).toEqual([]);
  });

  it.each(ROUTES)('%s', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const ip = probeIp();
    // A reader is refused an admin route by its guard, whatever the request: one probe shows it;
    // the admin gets past the guard to the route's own refusals.
    const runs = isAdminRoute(path)
      ? ([
          [reader, probes(method, path, 'reader').slice(0, 1)],
          [admin, probes(method, path, 'admin')],
        ] as const)
      : ([[reader, probes(method, path, 'reader')]] as const);
    // A route's probes go out together (they are independent; the Worker interleaves their D1 waits).
    for (const [{ cookie }, sent] of runs) {
      const answers = await Promise.all(
        sent.map(async (p) => {
          const res = await send(p, cookie, ip);
          await res.body?.cancel();
          return { path: p.path, status: res.status, cleared: clearsSession(res) };
        }),
      );
      for (const a of answers) {
        count(a.status);
        expect(a.cleared, `${method} ${a.path} answered ${a.status} and cleared the session`).toBe(false);
      }
      await expectSignedIn(cookie, route);
    }
  });

  it.each(REFUSALS.map((r) => [`${r.route}: ${r.name}`, r] as const))('%s', async (_name, r) => {
    const reader = await makeReader(r.reader ?? 'free');
    const ip = probeIp();
    const { path, init, times = 1 } = await r.prepare(reader);
    let res: Response | null = null;
    for (let i = 0; i < times; i++) {
      await res?.body?.cancel();
      res = await send({ path, init }, reader.cookie, ip);
      count(res.status);
      expect(clearsSession(res), `${r.route} answered ${res.status} and cleared the session`).toBe(false);
    }
    expect(res!.status, `${r.route} ${path}`).toBe(r.status);
    if (r.code) expect((await res!.json<{ errors: { code: string }[] }>()).errors[0]?.code).toBe(r.code);
    else await res!.body?.cancel();
    await expectSignedIn(reader.cookie, `${r.route} ${path}`);
  });

  it('sent error answers of every kind', () => {
    // The tests above are only worth something if the routes really refused, in every way an
    // answer can (a 5xx is provoked in session.test.ts, whose app can fail on purpose).
    for (const status of [400, 401, 403, 404, 409, 415, 429])
      expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(0);
    const errors = [...statuses].filter(([s]) => s >= 400).reduce((n, [, k]) => n + k, 0);
    expect(errors).toBeGreaterThan(300);
  });
});
