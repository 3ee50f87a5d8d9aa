/** @module Worker entry: HTTP (Hono app), the queue consumer and the cron (publishing, upkeep). */
import { app } from './app';
import { createDb } from './db/client';
import { publishDueArticles } from './features/publishing/scheduled';
import { pruneExpired } from './features/upkeep/prune';
import { bumpPageGeneration } from './http/edge-cache';
import { log } from './http/log';
import { queue } from './queue/consumer';

export default {
  fetch: app.fetch,
  queue,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      publishDueArticles(createDb(env.DB), Math.floor(Date.now() / 1000)).then(async (n) => {
        if (n > 0) log('info', 'cron.publish', { published: n });
        // Newly published articles change the front page: cached guest pages are replaced.
        if (n > 0) await bumpPageGeneration(env);
      }),
    );
    ctx.waitUntil(
      pruneExpired(createDb(env.DB), Math.floor(Date.now() / 1000))
        .then((removed) => log('info', 'cron.prune', removed))
        .catch((error) => log('error', 'cron.prune', { error })),
    );
  },
} satisfies ExportedHandler<Env>;
