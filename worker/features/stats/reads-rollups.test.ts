// The dashboard reads the rollups only: GET /admin/api/stats and its CSV export run their statements
// against daily_stats and daily_article_views in the main database, none against the events
// database (raw events, decision 075-events-database), and EXPLAIN QUERY PLAN finds no full scan.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { makeAdmin } from '../../test/admin';
import { db } from '../../test/factories';
import { explainable, fullScans, planOf } from '../../test/query-plans';
import { type Recorded, recordingD1 } from '../../test/recording-d1';
import { rollupStats } from './rollup';

async function recorded(path: string, cookie: string) {
  const main: Recorded[] = [];
  const events: Recorded[] = [];
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://edgewire.test${path}`, { headers: { cookie } }),
    { ...env, DB: recordingD1(env.DB, main), EVENTS_DB: recordingD1(env.EVENTS_DB, events) },
    ctx,
  );
  await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, main, events };
}

describe('the dashboard reads rollups', () => {
  it('from daily_stats and daily_article_views, never the events database, with no full scan', async () => {
    const admin = await makeAdmin();
    await rollupStats(db(), env.EVENTS_DB, Math.floor(Date.now() / 1000));
    const start = Math.floor(Date.now() / 1000) - 300 * 86_400;
    for (const path of [`/admin/api/stats?start=${start}`, `/aux/admin/exports/dashboard?start=${start}`]) {
      const { status, main, events } = await recorded(path, admin.cookie);
      expect(status, path).toBe(200);
      expect(events, path).toEqual([]);
      const reads = main.filter((q) => /daily_stats|daily_article_views/.test(q.sql));
      expect(reads.map((q) => /"?(daily_stats|daily_article_views)"?/.exec(q.sql)?.[1]).sort(), path).toEqual([
        'daily_article_views',
        'daily_stats',
      ]);
      for (const q of main.filter((x) => explainable(x.sql))) {
        expect(q.sql, path).not.toMatch(/\bevents_\d{6}\b|analytics_events/);
        expect(fullScans(await planOf(q), q.sql), q.sql).toEqual([]);
      }
    }
  });
});
