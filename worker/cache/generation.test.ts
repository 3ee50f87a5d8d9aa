// The page generation through the real Worker's cron: published articles retire cached pages.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { makeArticle } from '../test/factories';
import { GENERATION_KEY } from './generation';

describe('page generation', () => {
  it('gets a new generation when the cron publishes scheduled articles, and only then', async () => {
    const cron = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled({ cron: '*/5 * * * *', scheduledTime: Date.now(), noRetry() {} } as ScheduledController, env, ctx);
      await waitOnExecutionContext(ctx);
      return env.CACHE.get(GENERATION_KEY);
    };
    await cron(); // publishes whatever earlier tests left due
    const before = await cron();
    expect(await cron()).toBe(before);
    await makeArticle({ status: 'drafted', scheduledDate: Math.floor(Date.now() / 1000) - 60 });
    expect(await cron()).not.toBe(before);
  });
});
