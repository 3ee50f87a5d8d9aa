/** @module Worker entry: HTTP (Hono app), the queue consumer and the cron (publishing, upkeep). */
import { app } from './app';
import { createDb } from './db/client';
import { publishDueArticles } from './features/publishing/scheduled';
import { pruneExpired } from './features/upkeep/prune';
import { bumpPageGeneration } from './http/edge-cache';
import { queue } from './queue/consumer';

export default {
  fetch: app.fetch,
  queue,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      publishDueArticles(createDb(env.DB), Math.floor(Date.now() / 1000)).then(async (n) => {
        if (n > 0) console.log(JSON.stringify({ level: 'info', cron: 'publish', published: n }));
        // Newly published articles change the front page: cached guest pages are replaced.
        if (n > 0) await bumpPageGeneration(env);
      }),
    );
    ctx.waitUntil(
      pruneExpired(createDb(env.DB), Math.floor(Date.now() / 1000))
        .then((removed) => console.log(JSON.stringify({ level: 'info', cron: 'prune', ...removed })))
        .catch((error) => console.error(JSON.stringify({ level: 'error', cron: 'prune', error: String(error) }))),
    );
  },
} satisfies ExportedHandler<Env>;
