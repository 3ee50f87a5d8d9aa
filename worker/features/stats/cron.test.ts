// The cron rolls the dashboard's numbers up on every run (worker/index.ts scheduled).
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import { makeReader } from '../../test/factories';
import { dayOf } from './rules';

describe('the cron', () => {
  it("counts today's signups into daily_stats", async () => {
    await makeReader('free');
    const ctx = createExecutionContext();
    await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const today = dayOf(Math.floor(Date.now() / 1000));
    const row = await env.DB.prepare("SELECT value FROM daily_stats WHERE day = ? AND metric = 'signups'")
      .bind(today)
      .first<{ value: number }>();
    expect(row?.value).toBeGreaterThanOrEqual(1);
  });
});
