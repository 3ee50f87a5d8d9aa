/**
 * `npm run build:report`: what the production Worker bundle holds (issue 29, item 6). Builds it the
 * way `npm start` and a deploy do (`wrangler deploy --dry-run --outdir dist/worker`, plus esbuild's
 * metafile), then prints the upload's size as Cloudflare counts it (scripts/checks/worker-size.ts),
 * each module, and the largest packages and source files: raw bytes in the bundle (metafile) and
 * the gzip of their code alone. esbuild lists a bundle's inputs in the order their code appears in it,
 * and their byte counts add up to the file (but for ~0.1 % of glue), so index.js is cut into each
 * input's code in that order; the gzip of each package's pieces is then right to within the glue's
 * few KiB at the cuts. Those add up to more than the whole's gzip: one stream compresses across packages. `--json <file>` also writes
 * the figures; `--top N` lists more rows (default 25). The client build runs first when the Worker's
 * generated modules (worker/generated) are missing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { FREE_PLAN_LIMIT_BYTES, kib, packageOf, WORKER_BUDGET_BYTES, weighBundle } from './checks/worker-size.ts';
import { bundleWorker, WORKER_OUTDIR } from './dev/bundle.ts';
import { buildOnce } from './dev/phases.ts';
import { ROOT } from './dev/proc.ts';
import { bold, dim, log, Steps } from './dev/progress.ts';

const { values } = parseArgs({ options: { json: { type: 'string' }, top: { type: 'string', default: '25' } } });
const top = Number(values.top) || 25;
const outdir = join(ROOT, WORKER_OUTDIR);

type Row = { name: string; raw: number; gzip: number };

const steps = new Steps(existsSync(join(ROOT, 'worker/generated/assets.ts')) ? 2 : 3);
if (!existsSync(join(ROOT, 'worker/generated/assets.ts'))) await steps.step('client build (npm run build)', () => buildOnce());
await steps.step(
  'worker bundle (wrangler deploy --dry-run --metafile)',
  () => bundleWorker({ metafile: true }),
  (sizes) => sizes,
);
const report = await steps.step(
  'weighing',
  async () => weigh(),
  () => undefined,
);

const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(0)} %`;
const table = (title: string, rows: Row[]) => {
  log(bold(title));
  for (const r of rows) log(`  ${r.name.padEnd(62)} ${kib(r.raw).padStart(12)} ${kib(r.gzip).padStart(11)} gzip`);
};
log('');
log(
  bold(
    `Upload: ${kib(report.total.raw)} raw, ${kib(report.total.gzip)} gzip` +
      ` (free plan ${kib(FREE_PLAN_LIMIT_BYTES)}: ${pct(report.total.gzip, FREE_PLAN_LIMIT_BYTES)}; budget ${kib(WORKER_BUDGET_BYTES)})`,
  ),
);
table(
  'Modules',
  report.total.modules.map((m) => ({ name: m.file, raw: m.raw, gzip: m.gzip })),
);
table(`Largest packages in index.js (of ${report.packages.length})`, report.packages.slice(0, top));
table(`Largest source files in index.js (of ${report.files.length})`, report.files.slice(0, top));
log(dim('gzip per package or file: its code compressed on its own, cut out of index.js by the metafile (± a few KiB at the cuts).'));
if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);

function weigh() {
  const total = weighBundle(outdir);
  const meta = JSON.parse(readFileSync(join(outdir, 'bundle-meta.json'), 'utf8')) as Metafile;
  const [, output] = Object.entries(meta.outputs).find(([file]) => file.endsWith('index.js'))!;
  // Bytes, not characters: esbuild counts bytes.
  const code = readFileSync(join(outdir, 'index.js'));
  const glue = Math.max(0, code.length - Object.values(output.inputs).reduce((n, i) => n + i.bytesInOutput, 0));
  const packages = new Map<string, { raw: number; pieces: Buffer[] }>();
  const files: Row[] = [];
  // The runtime helpers and imports come first; the rest of the glue is spread thin.
  let at = Math.min(glue, code.length);
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const piece = code.subarray(at, at + bytesInOutput);
    at += bytesInOutput;
    const pkg = packages.get(packageOf(input)) ?? { raw: 0, pieces: [] };
    pkg.raw += bytesInOutput;
    pkg.pieces.push(piece);
    packages.set(packageOf(input), pkg);
    files.push({ name: shortSource(input), raw: bytesInOutput, gzip: gzipSync(piece).length });
  }
  const byRaw = (a: Row, b: Row) => b.raw - a.raw;
  // Imports of other modules (the .wasm) and helpers that no input owns.
  files.push({ name: '(esbuild glue)', raw: glue, gzip: gzipSync(code.subarray(0, glue)).length });
  return {
    total,
    packages: [...packages].map(([name, p]) => ({ name, raw: p.raw, gzip: gzipSync(Buffer.concat(p.pieces)).length })).sort(byRaw),
    files: files.sort(byRaw),
  };
}

/** A source path as the metafile and the map both name it, from node_modules or the repo root. */
function shortSource(source: string): string {
  const path = source.replace(/\\/g, '/');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) return path.slice(nm);
  const own = path.match(/(?:^|\/)((?:worker|client|scripts)\/.*)$/);
  return own ? own[1]! : path.replace(/^(\.\.\/)+/, '');
}
