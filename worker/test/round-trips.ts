/**
 * @module D1 round trips of one request: the app is called directly with a DB binding that counts
 * each single statement (first/all/run/raw), each batch and each exec as one round trip.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../app';

const UNWRAP = Symbol('statement');
const RUNS = new Set(['first', 'all', 'run', 'raw']);

/** A D1 binding that logs every round trip: the SQL of a statement run alone, `batch of N`, exec'd SQL. */
export function countingD1(d1: D1Database) {
  const log: string[] = [];
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === UNWRAP) return target;
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'bind') return (...args: unknown[]) => wrap(value.apply(target, args), sql);
        if (typeof prop === 'string' && RUNS.has(prop))
          return (...args: unknown[]) => {
            log.push(sql);
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
  // The app reads through a session (db/d1-session.ts): its statements are counted the same way.
  const counting = <T extends object>(db: T): T =>
    new Proxy(db, {
      get(target, prop) {
        if (prop === 'withSession') return (start?: string) => counting((target as unknown as D1Database).withSession(start));
        return around(target as unknown as D1Database, prop);
      },
    });
  const around = (target: D1Database, prop: string | symbol) => {
    if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
    // D1 wants its own statements in a batch, not the counting proxies around them.
    if (prop === 'batch')
      return (stmts: D1PreparedStatement[]) => {
        log.push(`batch of ${stmts.length}`);
        return target.batch(stmts.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[UNWRAP] ?? s));
      };
    if (prop === 'exec')
      return (sql: string) => {
        log.push(sql);
        return target.exec(sql);
      };
    const value = Reflect.get(target, prop, target) as unknown;
    return typeof value === 'function' ? value.bind(target) : value;
  };
  return { d1: counting(d1), log };
}

/**
 * Renders one page (or answers one call) with a fresh counting binding and returns the round trips
 * it took. An unsafe method is sent same-origin; a body goes as JSON, `form` fields as a form post.
 */
export async function tripsFor(
  path: string,
  cookie?: string,
  init: { method?: string; body?: unknown; form?: [string, string][] } = {},
): Promise<{ status: number; edge: string | null; body: string; trips: string[] }> {
  const { d1, log } = countingD1(env.DB);
  const ctx = createExecutionContext();
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (init.method) Object.assign(headers, { origin: 'http://edgewire.test', 'sec-fetch-site': 'same-origin' });
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const body = init.form ? new URLSearchParams(init.form).toString() : init.body === undefined ? undefined : JSON.stringify(init.body);
  const res = await app.fetch(
    new Request(`http://edgewire.test${path}`, { method: init.method ?? 'GET', headers, body }),
    { ...env, DB: d1 },
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, edge: res.headers.get('x-edge-cache'), body: text, trips: log };
}
