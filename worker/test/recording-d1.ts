/**
 * @module A D1 binding that records every statement the app runs, with its bound parameters:
 * each one run alone (first/all/run/raw) and each one inside a batch. The query-plan and
 * bound-parameter tests (db/plans.test.ts) run requests through the app with it and then EXPLAIN
 * what it caught, so they check the SQL the routes really issue, not a hand-kept copy of it.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../app';

export type Recorded = { sql: string; params: unknown[] };

const UNWRAP = Symbol('statement');
const RUNS = new Set(['first', 'all', 'run', 'raw']);

/** Wraps a binding (or a Sessions API session: same prepare/batch) so that `log` gets each statement run. */
export function recordingD1<T extends D1Database>(d1: T, log: Recorded[]): T {
  const wrap = (stmt: D1PreparedStatement, sql: string, params: unknown[]): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === UNWRAP) return { stmt: target, sql, params };
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'bind') return (...args: unknown[]) => wrap(value.apply(target, args), sql, args);
        if (typeof prop === 'string' && RUNS.has(prop))
          return (...args: unknown[]) => {
            log.push({ sql, params });
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql, []);
      // D1 wants its own statements in a batch, not the recording proxies around them.
      if (prop === 'batch')
        return (stmts: D1PreparedStatement[]) =>
          target.batch(
            stmts.map((s) => {
              const inner = (s as unknown as Record<symbol, { stmt: D1PreparedStatement; sql: string; params: unknown[] } | undefined>)[
                UNWRAP
              ];
              if (!inner) return s;
              log.push({ sql: inner.sql, params: inner.params });
              return inner.stmt;
            }),
          );
      if (prop === 'withSession')
        return (...args: unknown[]) => recordingD1((target as unknown as { withSession(...a: unknown[]): T }).withSession(...args), log);
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * One request straight through the app with a recording binding; what it ran is added to `log`.
 * An unsafe method is sent same-origin; a body goes as JSON, a FormData as it is.
 */
export async function recordRequest(
  log: Recorded[],
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: string }> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = init.cookie ? { cookie: init.cookie } : {};
  const method = init.method ?? 'GET';
  if (method !== 'GET') Object.assign(headers, { origin: 'http://edgewire.test', 'sec-fetch-site': 'same-origin' });
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await app.fetch(
    new Request(`http://edgewire.test${path}`, { method, headers, body, redirect: 'manual' }),
    { ...env, DB: recordingD1(env.DB, log) },
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: text };
}
