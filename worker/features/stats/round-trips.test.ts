// D1 round trips of a dashboard read (budget: 2, the admin's session check included), counted the
// way worker/http/round-trips.test.ts counts them (worker/test/round-trips.ts): each single
// statement, each batch and each exec is one.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { db } from '../../test/factories';
import { tripsFor } from '../../test/round-trips';
import { rollupStats } from './rollup';

const BUDGET = 2;

describe('D1 round trips of the dashboard', () => {
  it(`reads GET /admin/api/stats and the CSV export in at most ${BUDGET}, the session check included`, async () => {
    const admin = await makeAdmin();
    await rollupStats(db(), env.EVENTS_DB, Math.floor(Date.now() / 1000));
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
