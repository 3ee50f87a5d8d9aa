/** @module Worker entry: HTTP (Hono app), the queue consumer and the cron that publishes articles. */
import { app } from './app';
import { createDb } from './db/client';
import { publishDueArticles } from './features/publishing/scheduled';
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
  },
} satisfies ExportedHandler<Env>;
