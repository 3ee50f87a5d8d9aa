/**
 * The production Worker's weight, as Cloudflare counts it (issue 29, item 6): what
 * `wrangler deploy --dry-run --outdir` writes (index.js plus the modules it imports: WebAssembly),
 * gzipped as ONE stream the way wrangler's own "Total Upload: … / gzip: …" line does (getSize in
 * wrangler-dist/cli.js), which is the figure checked against the plan's limit (3 MB free, 10 MB
 * paid). scripts/build-report.ts prints it with the largest packages and modules;
 * scripts/checks/worker-size.test.ts fails `npm test` past WORKER_BUDGET_BYTES.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Cloudflare's limit on the free plan (compressed). */
export const FREE_PLAN_LIMIT_BYTES = 3 * 1024 * 1024;

/** Cloudflare's limit on the paid plan (compressed). */
export const PAID_PLAN_LIMIT_BYTES = 10 * 1024 * 1024;

/** What `npm run deploy -- --plan free|paid` refuses to upload past (scripts/ops/deploy.ts). */
export const PLAN_LIMIT_BYTES = { free: FREE_PLAN_LIMIT_BYTES, paid: PAID_PLAN_LIMIT_BYTES } as const;

/**
 * The budget: the size measured after issue 29 (1,513 KiB: docs/benchmarks.md, "a lean Worker") plus ~6 %
 * for growth; past it, a change must say why the reader Worker needs the extra code at all.
 */
export const WORKER_BUDGET_BYTES = 1600 * 1024;

export type ModuleWeight = { file: string; raw: number; gzip: number };
export type BundleWeight = { modules: ModuleWeight[]; raw: number; gzip: number };

/** Files in an outdir that are uploaded as modules (not the source map, README or metafile). */
export function moduleFiles(outdir: string): string[] {
  return readdirSync(outdir)
    .filter((f) => !f.endsWith('.map') && f !== 'README.md' && !f.endsWith('.json'))
    .sort((a, b) => (a === 'index.js' ? -1 : b === 'index.js' ? 1 : a.localeCompare(b)));
}

/** Each module's raw and gzip size, and the total the way wrangler counts it (one gzip stream). */
export function weighBundle(outdir: string): BundleWeight {
  const contents = moduleFiles(outdir).map((file) => ({ file, bytes: readFileSync(join(outdir, file)) }));
  const modules = contents.map(({ file, bytes }) => ({ file: shortName(file), raw: bytes.length, gzip: gzipSync(bytes).length }));
  const all = Buffer.concat(contents.map((c) => c.bytes));
  return { modules, raw: all.length, gzip: gzipSync(all).length };
}

/** wrangler names extra modules `<sha1>-name.wasm`; the hash says nothing to a reader. */
export const shortName = (file: string) => file.replace(/^[0-9a-f]{40}-/, '');

/** The package a source path belongs to ("react-dom", "@tiptap/core"), or its first folders. */
export function packageOf(source: string): string {
  const path = source.replace(/\\/g, '/');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const own = path.match(/(?:^|\/)((?:worker|client|scripts)\/.*)$/);
  return own ? own[1]!.split('/').slice(0, 3).join('/') : path.replace(/^(\.\.\/)+/, '');
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
