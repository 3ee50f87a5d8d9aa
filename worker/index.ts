/** @module Worker entry: HTTP (Hono app), the queue consumer and the cron that publishes articles. */
import { app } from './app';
import { createDb } from './db/client';
import { publishDueArticles } from './features/publishing/scheduled';
import { queue } from './queue/consumer';

export default {
  fetch: app.fetch,
  queue,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      publishDueArticles(createDb(env.DB), Math.floor(Date.now() / 1000)).then((n) => {
        if (n > 0) console.log(JSON.stringify({ level: 'info', cron: 'publish', published: n }));
      }),
    );
  },
} satisfies ExportedHandler<Env>;
