// The cron, on demand, for the local server: GET /run?time=<ms> runs the Worker's scheduled
// handler as if its run were due at that moment, and answers its outcome. Miniflare's own
// /cdn-cgi/handler/scheduled cannot reach the Worker here: with static assets the asset router is
// the entry worker, and it answers that path with "exception" without calling ours. The e2e specs
// find this like a stand-in (.tmp/standins-<port>.json, name "cron"); nothing of it ships.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Miniflare } from 'miniflare';
import type { StandIn } from '../standins/stand-in.ts';

/** The schedule in wrangler.toml ([triggers] crons): the handler does the same work for each. */
const CRON = '*/5 * * * *';

/** One run of the Worker's cron as if due at `time` (ms): its outcome ('ok' or 'exception'). */
export async function runCron(miniflare: Miniflare, time = Date.now()): Promise<string> {
  const worker = await miniflare.getWorker();
  return (await worker.scheduled({ cron: CRON, scheduledTime: new Date(time) })).outcome;
}

export async function startCronTrigger(miniflare: Miniflare): Promise<StandIn> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const time = Number(url.searchParams.get('time') ?? Date.now());
    if (url.pathname !== '/run' || !Number.isFinite(time)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('GET /run?time=<ms since the epoch>');
      return;
    }
    try {
      const outcome = await runCron(miniflare, time);
      res.writeHead(outcome === 'ok' ? 200 : 500, { 'content-type': 'application/json' }).end(JSON.stringify({ outcome }));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    name: 'cron',
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
