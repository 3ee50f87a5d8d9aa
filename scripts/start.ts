// `npm start`: build, migrate, seed and serve Edgewire locally on http://127.0.0.1:8787, with the
// local stand-ins (mail, sign-in, Stripe; the demo Plus reader billed at the local Stripe).
// `npm run dev` (--watch): the client build and the Worker rebuild on change.
//
//   tsx scripts/start.ts [--port 8787] [--persist <dir>] [--watch] [--dev] [--e2e] [--verbose]
//
// `npm start` serves like production: the production bundle (wrangler deploy --dry-run) under the
// Miniflare API, exactly as `npm run bench` measures it (scripts/dev/bundle.ts), the edge cache
// included (guest pages may be up to a minute old after a direct database edit). --dev (implied by
// --watch) runs `wrangler dev` instead and sets ENVIRONMENT=development, which turns the edge
// cache off so every edit shows at once; the e2e suite uses it too.
// --e2e (the Playwright suite's server) serves the production bundle like `npm start`, with the
// development settings of --dev (ENVIRONMENT=development): not `wrangler dev`, whose proxy worker
// sometimes answers a POST with 503 "worker restarted mid-request" (cloudflare/workers-sdk#14641).
// --persist is wrangler's --persist-to (default: wrangler's own, .wrangler/state, so that
// `wrangler d1 execute DB --local` sees the same data). Ctrl-C stops everything this started,
// wrangler and workerd included (each long-lived child runs in its own process group).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MIGRATED_DATABASES, migrateLocal } from './db-migrate.ts';
import { type BundleServer, bundleWorker, serveWorkerBundle } from './dev/bundle.ts';
import { runCron, startCronTrigger } from './dev/cron-trigger.ts';
import { lineWriter } from './dev/lines.ts';
import { buildOnce, ensureDevVars, printReady, seedIfEmpty, startBuildWatch } from './dev/phases.ts';
import { CommandError, ROOT, stopAll } from './dev/proc.ts';
import { dim, log, red, Steps } from './dev/progress.ts';
import { assertPortFree, startWranglerDev, type WranglerDev, waitForHealthy } from './dev/server.ts';
import { billDemoPlusAt } from './seed/demo-billing.ts';
import { removeStandInsFile, startStandIns, writeStandInsFile } from './standins/index.ts';
import type { StandIn } from './standins/stand-in.ts';

const { values: opts } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    persist: { type: 'string' },
    watch: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    e2e: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help) {
  console.log('usage: tsx scripts/start.ts [--port 8787] [--persist <dir>] [--watch] [--dev] [--e2e] [--verbose]');
  process.exit(0);
}
const port = Number(opts.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`invalid --port ${opts.port}`);
  process.exit(2);
}
const persist = opts.persist;
const url = `http://127.0.0.1:${port}`;

let standIns: StandIn[] = [];
let standInsFile: string | undefined; // .tmp/standins-<port>.json, for e2e tests to find the stand-ins
const production = !(opts.dev || opts.watch);
let server: WranglerDev | undefined; // --dev / --watch
let bundleServer: BundleServer | undefined; // npm start
let stopping = false;

async function shutdown(code: number, why?: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (why) log(dim(why));
    removeStandInsFile(standInsFile);
    await Promise.allSettled([...standIns.map((s) => s.stop()), stopAll(), bundleServer?.dispose()]);
  }
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sig, () => void shutdown(0, `\n${sig}: stopping wrangler, workerd and the stand-ins …`));
}

function fail(err: unknown): Promise<never> {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`\n${red('error:')} ${message}\n`);
  if (err instanceof CommandError && err.output.trim()) {
    process.stderr.write(`${dim(err.output.trim().split('\n').slice(-40).join('\n'))}\n`);
  }
  if (server && /wrangler|healthz|answer/.test(message)) {
    process.stderr.write(`${dim('last lines from wrangler:')}\n${server.tail(30)}\n`);
  }
  return shutdown(1);
}

async function main(): Promise<void> {
  const devVarsNote = ensureDevVars();
  if (devVarsNote) log(devVarsNote);
  await assertPortFree(port);
  const steps = new Steps(production ? 7 : 6);

  // The stand-ins first: the seed step points the demo Plus reader at their customer, card and
  // annual subscription at the local Stripe, made here (its state lives in memory, so every start).
  const started = await steps.step(
    'stand-ins',
    () => startStandIns({ appUrl: url }),
    (s) => (s.all.length ? undefined : 'none yet'),
  );
  standIns = started.all;
  for (const s of standIns) log(`  ${s.name} → ${s.url}`);
  standInsFile = writeStandInsFile(path.join(ROOT, '.tmp'), port, standIns);
  const demoBilling = await steps.step(
    'demo Plus billed at the local Stripe',
    () => billDemoPlusAt(started.stripe),
    (b) => `${b.customer}, ${b.subscription.providerSubscriptionId}`,
  );

  // The builds run alongside migrations and seeding (they do not depend on each other).
  await Promise.all([
    opts.watch
      ? steps.step('client build (watch)', () => startBuildWatch())
      : (async () => {
          await steps.step('client build', () => buildOnce());
          if (production)
            await steps.step(
              'worker bundle (wrangler deploy --dry-run)',
              () => bundleWorker(),
              (sizes) => sizes,
            );
        })(),
    (async () => {
      await steps.step(
        'migrations',
        () => migrateLocal(persist, { stdio: opts.verbose ? 'inherit' : 'pipe' }),
        // Both databases (main and events) say so when there is nothing to apply.
        (out) => ((out.match(/No migrations to apply/g) ?? []).length === MIGRATED_DATABASES.length ? 'up to date' : undefined),
      );
      await steps.step(
        'seed',
        () => seedIfEmpty(persist, demoBilling),
        (note) => note,
      );
    })(),
  ]);

  const vars = Object.assign({}, ...standIns.map((s) => s.vars ?? {})) as Record<string, string>;
  if (opts.e2e || !production) vars.ENVIRONMENT = 'development';
  if (production) {
    await steps.step(`Miniflare on ${url}`, async () => {
      const out = lineWriter('worker');
      bundleServer = await serveWorkerBundle({
        port,
        // wrangler's layout: --persist-to X keeps the bindings under X/v3 (see bench/serve.ts).
        persistRoot: path.join(path.resolve(ROOT, persist ?? '.wrangler/state'), 'v3'),
        // As under wrangler dev: [vars], then .dev.vars, then the stand-ins' addresses.
        bindings: ({ workerOptions }) => ({ ...workerOptions.bindings, ...vars }),
        onOutput: (text, stream) => out(text, stream),
      });
      // The cron on demand (e2e specs publish a scheduled article with it), listed with the stand-ins.
      standIns.push(await startCronTrigger(bundleServer.miniflare));
      standInsFile = writeStandInsFile(path.join(ROOT, '.tmp'), port, standIns);
      // Miniflare runs no cron by itself: one run now rolls the seeded activity up for /admin's
      // dashboard (and publishes anything already due), as production's first run would.
      await runCron(bundleServer.miniflare);
    });
    await printReady(url, process.uptime(), standIns);
    return;
  }

  await steps.step(`wrangler dev on ${url}`, async () => {
    server = startWranglerDev({ port, persist, watch: opts.watch, vars });
    await waitForHealthy(`${url}/healthz`, server, 60_000);
  });

  await printReady(url, process.uptime(), standIns);

  void server!.exited.then((how) => {
    if (!server!.stopping) {
      process.stderr.write(`\n${red('error:')} wrangler dev ended unexpectedly (${how})\n${server!.tail(20)}\n`);
      void shutdown(1);
    }
  });
}

main().catch(fail);
