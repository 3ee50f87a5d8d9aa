// D1 round trips of a dashboard read (budget: 2, the admin's session check included), counted the
// way worker/http/round-trips.test.ts counts them: each single statement and each batch is one.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { makeAdmin } from '../../test/admin';
import { db } from '../../test/factories';
import { rollupStats } from './rollup';

const BUDGET = 2;
const UNWRAP = Symbol('statement');

/** A D1 binding that logs every round trip: prepared statements run alone, batches, exec. */
function countingD1(d1: D1Database) {
  const log: string[] = [];
  const RUNS = new Set(['first', 'all', 'run', 'raw']);
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
  const proxy = new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'batch')
        return (stmts: D1PreparedStatement[]) => {
          log.push(`batch of ${stmts.length}`);
          return target.batch(stmts.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[UNWRAP] ?? s));
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { d1: proxy, log };
}

async function tripsFor(path: string, cookie: string) {
  const { d1, log } = countingD1(env.DB);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://edgewire.test${path}`, { headers: { cookie } }), { ...env, DB: d1 }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body, trips: log };
}

describe('D1 round trips of the dashboard', () => {
  it(`reads GET /admin/api/stats and the CSV export in at most ${BUDGET}, the session check included`, async () => {
    const admin = await makeAdmin();
    await rollupStats(db(), Math.floor(Date.now() / 1000));
    const start = Math.floor(Date.now() / 1000) - 300 * 86_400;
    for (const path of ['/admin/api/stats', `/admin/api/stats?start=${start}`, `/aux/admin/exports/dashboard?start=${start}`]) {
      const { status, body, trips } = await tripsFor(path, admin.cookie);
      expect(status, `${path}: ${body.slice(0, 200)}`).toBe(200);
      expect(trips.length, `${path}: ${trips.join(' | ')}`).toBeLessThanOrEqual(BUDGET);
      // The read itself is one batch: the admin's session check plus the aggregates.
      expect(trips.at(-1), path).toMatch(/^batch of 2$/);
    }
  });
});
