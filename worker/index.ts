/** @module Worker entry: HTTP (Hono app), the queue consumer and the cron (publishing, upkeep). */
import { app } from './app';
import { invalidate } from './cache';
import { createDb } from './db/client';
import { envInSession } from './db/d1-session';
import { dropExpiredMonths } from './features/analytics/events-db';
import { publishDueArticles } from './features/publishing/scheduled';
import { queueBriefings } from './features/push/automatic';
import { rollupStats } from './features/stats/rollup';
import { pruneExpired } from './features/upkeep/prune';
import { log } from './http/log';
import { queue } from './queue/consumer';

export default {
  fetch: app.fetch,
  queue,
  async scheduled(controller, primaryEnv, ctx) {
    // Each job reads what the primary held when the run began, or later (decision 068-d1-sessions).
    const env = envInSession(primaryEnv, 'first-primary');
    // The run's nominal time, not the clock: a delayed run publishes what was due at its minute,
    // and a local trigger (scripts/dev/cron-trigger.ts, /run?time=…) can stand for a later minute.
    const now = Math.floor(controller.scheduledTime / 1000);
    ctx.waitUntil(
      publishDueArticles(createDb(env.DB), now).then(async (n) => {
        if (n > 0) log('info', 'cron.publish', { published: n });
        // Newly published articles show on the front page, their own pages and the feeds.
        if (n > 0) await invalidate(env, 'articles');
      }),
    );
    ctx.waitUntil(
      pruneExpired(createDb(env.DB), now)
        .then((removed) => log('info', 'cron.prune', removed))
        .catch((error) => log('error', 'cron.prune', { error })),
    );
    // The morning and evening briefings whose local hour it is (features/push/automatic.ts).
    ctx.waitUntil(
      queueBriefings(env, controller.scheduledTime)
        .then((zones) => zones.length && log('info', 'cron.briefings', { zones }))
        .catch((error) => log('error', 'cron.briefings', { error })),
    );
    // The dashboard's numbers: yesterday and today recounted every run (features/stats/rollup.ts).
    ctx.waitUntil(
      rollupStats(createDb(env.DB), env.EVENTS_DB, now)
        .then((days) => log('info', 'cron.stats', days))
        .catch((error) => log('error', 'cron.stats', { error })),
    );
    // Raw analytics events past their retention leave the events database, a month at a time
    // (features/analytics/months.ts); the rollups above keep their numbers.
    ctx.waitUntil(
      dropExpiredMonths(env.EVENTS_DB, now)
        .then((months) => months.length && log('info', 'cron.events-retention', { dropped: months }))
        .catch((error) => log('error', 'cron.events-retention', { error })),
    );
  },
} satisfies ExportedHandler<Env>;
