/**
 * `npx tsx scripts/bench/cold-start.ts [--runs 7] [--persist .wrangler/state] [--no-build] [--outdir D]`: the
 * production Worker's cold start (issue 29, item 6). Each run starts a fresh workerd (Miniflare
 * serving dist/worker with the bindings `npm start` gives it, on the demo state; its modules listed,
 * so that Node does not parse index.js first) and times (a) from `new Miniflare` to ready, which
 * includes workerd compiling index.js and running its global scope, and (b) the first
 * response of that fresh isolate: /healthz (no D1) and, in separate runs, / rendered (a query the
 * edge cache bypasses). The same is done for an empty Worker with the same bindings, so the Worker's
 * own startup is the difference. Medians over the runs; the machine's other load shows in the spread.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleWorker, serveWorkerBundle } from '../dev/bundle.ts';
import { ensureDevVars } from '../dev/phases.ts';
import { ROOT } from '../dev/proc.ts';
import { step } from './serve.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    persist: { type: 'string', default: '.wrangler/state' },
    'no-build': { type: 'boolean', default: false },
    /** Another built Worker to time (e.g. a copy of an earlier dist/worker), served as is. */
    outdir: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 7);
const EMPTY_OUTDIR = '.tmp/cold-start-empty';

type Sample = { ready: number; first: number; status: number };

async function coldRun(outdir: string | undefined, path: string): Promise<Sample> {
  const t0 = performance.now();
  const server = await serveWorkerBundle({
    port: 0,
    persistRoot: join(ROOT, values.persist!, 'v3'),
    bindings: ({ workerOptions }) => ({ ...workerOptions.bindings }),
    outdir,
    listModules: true,
  });
  try {
    const ready = performance.now() - t0;
    const t1 = performance.now();
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    await res.arrayBuffer();
    return { ready, first: performance.now() - t1, status: res.status };
  } finally {
    await server.dispose();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function series(label: string, outdir: string | undefined, path: (i: number) => string) {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await coldRun(outdir, path(i)));
  const bad = samples.filter((s) => s.status >= 500);
  if (bad.length) throw new Error(`${label}: ${bad.length} runs answered ${bad[0]!.status}`);
  const ready = median(samples.map((s) => s.ready));
  const first = median(samples.map((s) => s.first));
  const total = median(samples.map((s) => s.ready + s.first));
  const spread = samples.map((s) => (s.ready + s.first).toFixed(0)).join(' ');
  process.stdout.write(
    `${label.padEnd(34)} ready ${ms(ready).padStart(7)}  first response ${ms(first).padStart(7)}  total ${ms(total).padStart(7)}  (runs: ${spread})\n`,
  );
  return { ready, first, total };
}

ensureDevVars();
if (!values['no-build'] && !values.outdir) await step('worker bundle (wrangler deploy --dry-run)', () => bundleWorker());
mkdirSync(join(ROOT, EMPTY_OUTDIR), { recursive: true });
writeFileSync(join(ROOT, EMPTY_OUTDIR, 'index.js'), "export default { fetch: () => new Response('ok') };\n");

process.stdout.write(`cold start, median of ${RUNS} fresh workerd processes each:\n`);
const empty = await series('empty Worker, first request', EMPTY_OUTDIR, () => '/healthz');
const healthz = await series('edgewire, first /healthz', values.outdir, () => '/healthz');
const page = await series('edgewire, first / (rendered)', values.outdir, (i) => `/?cold=${i}`);
process.stdout.write(
  `Worker's own cold start (minus the empty Worker): /healthz ${ms(healthz.total - empty.total)}, / ${ms(page.total - empty.total)}` +
    ` (startup ${ms(healthz.ready - empty.ready)} of it)\n`,
);
