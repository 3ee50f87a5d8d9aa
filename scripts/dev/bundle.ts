/**
 * @module The production bundle, built and served the way both `npm start` and `npm run bench`
 * run it: `wrangler deploy --dry-run` writes dist/worker, and the Miniflare API serves it with the
 * bindings wrangler itself derives from wrangler.toml. One code path, so the ratios the bench
 * records are the ratios of the server `npm start` runs. `wrangler dev` (used by `npm run dev` and
 * `--dev`) adds a proxy hop that copies every response again, which halves throughput.
 */
import { readdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare } from 'miniflare';
import { bin, ROOT, run, WRANGLER_ENV } from './proc.ts';
import { loadWorkerConfig } from './wrangler-api.ts';

export const WORKER_OUTDIR = 'dist/worker';

/**
 * `wrangler deploy --dry-run` into dist/worker (or `outdir`, relative to the repo); returns
 * "index.js 2,744 KiB, …" for the console. `metafile` also writes esbuild's bundle-meta.json there
 * (scripts/build-report.ts reads it).
 */
export async function bundleWorker(opts: { outdir?: string; metafile?: boolean } = {}): Promise<string> {
  const rel = opts.outdir ?? WORKER_OUTDIR;
  const outdir = join(ROOT, rel);
  // A stale module from an earlier build would otherwise be loaded next to the fresh one.
  await rm(outdir, { recursive: true, force: true });
  const [cmd, args] = bin('wrangler', ['deploy', '--dry-run', '--outdir', rel, ...(opts.metafile ? ['--metafile'] : [])]);
  // NODE_ENV=production, or wrangler bundles React's development build.
  await run(cmd, args, { env: { ...WRANGLER_ENV, NODE_ENV: 'production' } });
  const files = await readdir(outdir);
  if (!files.includes('index.js')) throw new Error(`wrangler wrote no ${rel}/index.js (found: ${files.join(', ') || 'nothing'})`);
  const sizes = await Promise.all(
    files
      .filter((f) => !f.endsWith('.map') && f !== 'README.md' && f !== 'bundle-meta.json')
      .map(async (f) => `${f.replace(/^[0-9a-f]{40}-/, '')} ${((await stat(join(outdir, f))).size / 1024).toFixed(0)} KiB`),
  );
  return sizes.join(', ');
}

/** index.js first, then the .wasm modules wrangler writes beside it. */
function listedModules(outdir: string) {
  const files = readdirSync(outdir).filter((f) => f.endsWith('.wasm'));
  return [
    { type: 'ESModule' as const, path: join(outdir, 'index.js') },
    ...files.map((f) => ({ type: 'CompiledWasm' as const, path: join(outdir, f) })),
  ];
}

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export interface BundleServerOptions {
  /** 0 for any free port (mf.ready says which). */
  port: number;
  /** Miniflare's persist root: `<wrangler --persist-to dir>/v3` (see bench/serve.ts). */
  persistRoot: string;
  /** The Worker's variables and secrets, from wrangler's reading of wrangler.toml and .dev.vars. */
  bindings: (config: WorkerConfig) => Record<string, unknown>;
  /** Each chunk workerd writes to stdout or stderr (the Worker's console output). */
  onOutput?: (text: string, stream: 'stdout' | 'stderr') => void;
  /** Another built Worker to serve in place of dist/worker (the cold-start bench's empty Worker). */
  outdir?: string;
  /**
   * Hand workerd the outdir's modules as listed files instead of letting Miniflare find them by
   * parsing index.js in Node (seconds for a multi-MB script): the cold-start bench times workerd.
   */
  listModules?: boolean;
  /**
   * workerd's own V8 inspector on this port (127.0.0.1), for the CPU profiler of `npm run
   * bench:profile`: the Worker is the target `core:user:<name>` at ws://localhost:<port>/<id>.
   */
  inspectorPort?: number;
}

export interface BundleServer {
  url: string;
  /** The instance itself: the back-office bench triggers the cron and reads D1 through it. */
  miniflare: Miniflare;
  dispose(): Promise<void>;
}

/** Serves dist/worker (bundleWorker first) with its static assets on 127.0.0.1. */
export async function serveWorkerBundle(options: BundleServerOptions): Promise<BundleServer> {
  const { port, persistRoot, bindings, onOutput } = options;
  const loaded = loadWorkerConfig(join(ROOT, 'wrangler.toml'));
  const { config, workerOptions } = loaded;
  const outdir = join(ROOT, options.outdir ?? WORKER_OUTDIR);
  const mf = new Miniflare({
    host: '127.0.0.1',
    port,
    ...(options.inspectorPort === undefined ? {} : { inspectorPort: options.inspectorPort }),
    defaultPersistRoot: persistRoot,
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      stdout.on('data', (chunk: Buffer) => onOutput?.(chunk.toString(), 'stdout'));
      stderr.on('data', (chunk: Buffer) => onOutput?.(chunk.toString(), 'stderr'));
    },
    workers: [
      {
        ...workerOptions,
        bindings: bindings(loaded),
        name: config.name,
        ...(options.listModules
          ? { modules: listedModules(outdir), modulesRoot: outdir }
          : {
              modules: true,
              scriptPath: join(outdir, 'index.js'),
              // Extra modules wrangler emits next to index.js (wasm, text) are imported relative to
              // it and typed by modulesRules (wrangler's defaults plus any [[rules]]).
              modulesRoot: outdir,
            }),
        // Without has_user_worker the asset router answers every route (404s).
        assets: {
          ...workerOptions.assets,
          directory: join(ROOT, config.assets?.directory ?? 'dist/public'),
          binding: config.assets?.binding ?? 'ASSETS',
          routerConfig: { ...workerOptions.assets?.routerConfig, has_user_worker: true },
        },
      },
    ],
  });
  try {
    const url = await mf.ready;
    return { url: url.origin, miniflare: mf, dispose: () => mf.dispose() };
  } catch (error) {
    await mf.dispose().catch(() => {});
    throw error;
  }
}
