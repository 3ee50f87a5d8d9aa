/**
 * First-load JS of the reader pages, weighed from the client build's metafile (docs/decisions/
 * 058-first-load-budget.md): what a signed-out guest's browser fetches to hydrate / and an article
 * before any scroll or click. That is the entry and its static imports, then each island the page
 * renders and hydrates at once (client/browser/lib/hydrate-when.ts) with its own static imports,
 * every file counted once, each gzipped whole (zlib's default level, as scripts/bench/quality.ts
 * gzips a response body). Checked against a browser (Chromium listing every script response of
 * the e2e server, gzipped the same way, up to html[data-hydrated]) the two agreed to within 0.1 KB.
 * scripts/build.ts prints it; scripts/checks/first-load.test.ts fails the build over budget.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';

/** issue 27: first-load JS on / and an article ≤ 90 KB gzip. */
export const BUDGET_BYTES = 90 * 1024;

/**
 * The islands each page hydrates for a guest by the first touch, as its HTML lists them
 * (`data-island`): the header and the action bars' handlers wake on intent (issue 28), but a
 * reader reaches for them within moments, so they count against the first-load budget. Left out
 * are those lib/hydrate-when.ts loads only once scrolled to or raised (Icymi and Comments near
 * the viewport, the Toaster with a toast).
 */
export const FIRST_LOAD_ISLANDS: Record<string, string[]> = {
  '/': ['SiteHeader', 'Engagement'],
  '/article/:id': ['SiteHeader', 'Engagement'],
};

export type PageWeight = { page: string; gzip: number; files: { file: string; gzip: number }[] };

/** Each island's module, from the registry's `Name: () => import('./path')` lines. */
function islandModules(root: string): Map<string, string> {
  const src = readFileSync(join(root, 'client/browser/island-loaders.ts'), 'utf8');
  return new Map([...src.matchAll(/(\w+): \(\) => import\('\.\/([^']+)'\)/g)].map((m) => [m[1]!, `client/browser/${m[2]}`]));
}

/**
 * Weighs each page's first-load JS in a build: `metafile` from esbuild (paths relative to `root`),
 * `bytesOf` the bytes of an output file as served.
 */
export function firstLoadWeights(root: string, metafile: Metafile, bytesOf: (file: string) => Uint8Array): PageWeight[] {
  const outputs = Object.entries(metafile.outputs).filter(([f]) => f.endsWith('.js'));
  const chunkOf = (entryPoint: string) => {
    const hit = outputs.find(
      ([, o]) => o.entryPoint !== undefined && o.entryPoint.replace(/\.tsx?$/, '') === entryPoint.replace(/\.tsx?$/, ''),
    );
    if (!hit) throw new Error(`no chunk for ${entryPoint}`);
    return hit[0];
  };
  // A chunk with what it imports statically: the browser fetches them all before running it.
  const closure = (file: string, seen: Set<string>) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of metafile.outputs[file]!.imports) if (i.kind === 'import-statement') closure(i.path, seen);
  };
  const modules = islandModules(root);
  return Object.entries(FIRST_LOAD_ISLANDS).map(([page, islands]) => {
    const seen = new Set<string>();
    closure(chunkOf('client/browser/entry.tsx'), seen);
    for (const name of islands) {
      const module = modules.get(name);
      if (!module) throw new Error(`island ${name} is not in client/browser/island-loaders.ts`);
      closure(chunkOf(module), seen);
    }
    const files = [...seen].map((file) => ({ file, gzip: gzipSync(bytesOf(resolve(root, file))).length }));
    return { page, gzip: files.reduce((n, f) => n + f.gzip, 0), files };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line for the build's output. */
export function firstLoadReport(weights: PageWeight[]): string {
  return `first-load JS (gzip, budget ${kb(BUDGET_BYTES)}): ${weights.map((w) => `${w.page} ${kb(w.gzip)} (${w.files.length} files)`).join(', ')}`;
}
