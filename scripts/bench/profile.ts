/**
 * @module `npm run bench:profile`: where the Worker's CPU goes per request, on the targets of
 * `npm run bench -- --bust`. Serves the production bundle as the bench does (on .bench/state,
 * kept; `--build` rebuilds first) with workerd's V8 inspector open, then for each target: a warm-up,
 * the CPU profiler started in the Worker's isolate, `--seconds` of load (10 connections, as the
 * bench), the profiler stopped. Prints per target the isolate's busy time per request and the
 * largest costs by package or file and by function (mapped through dist/worker/index.js.map), and
 * writes each profile to .bench/profiles/<target>.cpuprofile (open it in Chrome DevTools'
 * Performance panel). The profile covers the Worker's isolate only: Miniflare's entry and asset
 * workers and D1's Durable Object run in their own isolates of the same workerd process.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WORKER_OUTDIR } from '../dev/bundle.ts';
import { ROOT } from '../dev/proc.ts';
import { checkpoint, runCommand, withServed } from './cli.ts';
import { type CpuProfile, formatSummary, type SourceMapLike, sourceLookup, summarize } from './cpu-profile.ts';
import { cannon, WARMUP_SECONDS } from './load.ts';
import { buildBundle, serveBundle } from './serve.ts';
import { discoverTargets, type Target } from './targets.ts';

const USAGE = `Usage: npm run bench:profile -- [options]

Options:
  --only a,b        targets to profile (default healthz,trending,article,trending-reader,article-reader,trending-edge;
                    any target of npm run bench -- --bust)
  --seconds <s>     profiled load per target (default 10)
  --interval <µs>   sampling interval (default 500)
  --all-isolates    also profile Miniflare's own isolates (entry, asset router, D1, KV): slows workerd a lot
  --build           build the bundle first (default: serve dist/worker as it is)
  --top <n>         rows per table (default 25)
  -h, --help        show this help`;

const DEFAULT_TARGETS = ['healthz', 'trending', 'article', 'trending-reader', 'article-reader', 'trending-edge'];
const OUT_DIR = '.bench/profiles';

/** The minimal WebSocket surface used here (ws, Miniflare's own dependency: Node 20 has none built in). */
interface Socket {
  on(event: 'open' | 'close', fn: () => void): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'error', fn: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
}
const WebSocket = createRequire(createRequire(import.meta.url).resolve('miniflare'))('ws') as new (url: string) => Socket;

/** A DevTools-protocol session over one socket: `send` answers the command's result. */
async function inspect(url: string) {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from ${url}`)), 5_000);
    ws.on('open', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.on('error', reject);
  });
  let next = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: { message: string } };
    const w = message.id === undefined ? undefined : waiting.get(message.id);
    if (!w) return;
    waiting.delete(message.id!);
    if (message.error) w.reject(new Error(message.error.message));
    else w.resolve(message.result);
  });
  return {
    send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = next++;
      ws.send(JSON.stringify({ id, method, params }));
      return new Promise<T>((resolve, reject) => waiting.set(id, { resolve: resolve as (v: unknown) => void, reject }));
    },
    close: () => ws.close(),
  };
}

/** A port nobody listens on now (workerd opens the inspector on it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Every isolate workerd lets the inspector see: the Worker is `core:user:<name>`; Miniflare's own
 * workers (the entry, the asset router, D1's and KV's objects) show up under their own names.
 */
async function inspectorTargets(port: number): Promise<{ id: string; url: string }[]> {
  const list = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { id: string }[];
  if (!list.some((t) => t.id.startsWith('core:user:')))
    throw new Error(`no core:user: target among the inspector's: ${list.map((t) => t.id).join(', ')}`);
  return list.map((t) => ({ id: t.id, url: `ws://127.0.0.1:${port}/${t.id}` }));
}

async function main(signal: AbortSignal): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      seconds: { type: 'string', default: '10' },
      interval: { type: 'string', default: '500' },
      build: { type: 'boolean', default: false },
      'all-isolates': { type: 'boolean', default: false },
      top: { type: 'string', default: '25' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const wanted = values.only ? values.only.split(',').map((s) => s.trim()) : DEFAULT_TARGETS;
  const seconds = Number(values.seconds);
  await withServed(signal, async (keep) => {
    if (values.build) await buildBundle();
    checkpoint(signal);
    const port = await freePort();
    const served = keep(await serveBundle({ keepState: true, inspectorPort: port }));
    const map = JSON.parse(await readFile(join(ROOT, WORKER_OUTDIR, 'index.js.map'), 'utf8')) as SourceMapLike;
    const lookup = sourceLookup(map);
    const all = await discoverTargets(served.url, [], true);
    const targets = wanted.map((name) => all.find((t) => t.name === name) ?? missing(name, all));
    // Each profiled isolate is sampled on workerd's one thread: profile the others only when asked.
    const isolates = (await inspectorTargets(port)).filter((t) => values['all-isolates'] || t.id.startsWith('core:user:'));
    const sessions = await Promise.all(
      isolates.map(async (t) => ({ ...t, worker: t.id.startsWith('core:user:'), session: await inspect(t.url).catch(() => null) })),
    );
    const open: { id: string; worker: boolean; session: NonNullable<(typeof sessions)[number]['session']> }[] = [];
    for (const { id, worker, session } of sessions) {
      if (!session) continue;
      try {
        await session.send('Profiler.enable');
        await session.send('Profiler.setSamplingInterval', { interval: Number(values.interval) });
        open.push({ id, worker, session });
      } catch {
        session.close();
      }
    }
    process.stderr.write(`profiling isolates: ${open.map((s) => s.id).join(', ')}\n`);
    await mkdir(join(ROOT, OUT_DIR), { recursive: true });
    const bundleFrame = (f: { url: string; lineNumber: number; columnNumber: number }) =>
      /(^|\/)index\.js$/.test(f.url) ? lookup(f.lineNumber, f.columnNumber) : null;
    try {
      for (const target of targets) {
        checkpoint(signal);
        const shot = { url: new URL(target.path, served.url).href, method: target.method, headers: target.headers };
        await cannon(shot, WARMUP_SECONDS, signal);
        for (const { session } of open) await session.send('Profiler.start');
        const run = await cannon(shot, seconds, signal);
        const others: string[] = [];
        for (const { id, worker, session } of open) {
          const { profile } = await session.send<{ profile: CpuProfile }>('Profiler.stop');
          if (worker) {
            const file = join(OUT_DIR, `${target.name}.cpuprofile`);
            await writeFile(join(ROOT, file), JSON.stringify(profile));
            const summary = summarize(profile, run.requests, bundleFrame, undefined, Number(values.top));
            console.log(
              `\n${formatSummary(`${target.name} ${target.path}`, summary)}\n  (${(run.requests / run.seconds).toFixed(0)} req/s; ${file})`,
            );
          } else {
            const s = summarize(
              profile,
              run.requests,
              () => null,
              () => false,
              5,
            );
            if (s.busyUsPerRequest >= 1)
              others.push(
                `    ${s.busyUsPerRequest.toFixed(0).padStart(5)} µs/req  ${id}: ${s.selfByFunction.map((r) => `${r.name} ${r.usPerRequest.toFixed(0)}`).join(', ')}`,
              );
          }
        }
        if (others.length) console.log(`  other isolates of workerd (busy per request, largest functions):\n${others.join('\n')}`);
      }
    } finally {
      for (const { session } of open) session.close();
    }
  });
}

function missing(name: string, all: Target[]): never {
  throw new Error(`no target "${name}" (there are: ${all.map((t) => t.name).join(', ')})`);
}

await runCommand('bench:profile', USAGE, main);
