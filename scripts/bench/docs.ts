/** @module Keeps the bench's run history inside docs/benchmarks.md without touching other sections. */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ROOT } from '../dev/proc.ts';

export const DOC_PATH = 'docs/benchmarks.md';
export const MAX_RUNS = 10;

/**
 * A bench's runs between two markers of docs/benchmarks.md, newest first: everything outside the
 * markers (the other bench's runs, Lighthouse, page weight, notes people write by hand) is copied
 * through byte for byte. Each run starts at a heading "<level> Run …".
 */
export type RunsBlock = { start: string; end: string; level: '##' | '###'; note: string };

const RUNS: RunsBlock = {
  start: '<!-- bench:runs -->',
  end: '<!-- /bench:runs -->',
  level: '##',
  note: `<!-- Written by scripts/bench.ts: newest run first, the last ${MAX_RUNS} kept. -->`,
};

const INTRO = `# Benchmarks

\`npm run bench\` builds the production bundle (\`npm run build\`, then \`wrangler deploy --dry-run
--outdir dist/worker\` with \`NODE_ENV=production\`), serves it with the Miniflare API on 127.0.0.1
against a freshly migrated and seeded D1 in \`.bench/state\` (dev data in \`.wrangler/\` is never
touched) and loads each target with autocannon: 10 connections, a 2 s warm-up, then \`--duration\`
seconds (default 10) per target, the targets alternated over \`--rounds\` rounds (default 2).
req/s is completed requests over measured time summed across rounds; p50/p99 are pooled over every
2xx response of all rounds; the ratio divides by \`/healthz\`, which isolates what a route costs
from how fast the machine is. \`npm run bench -- --url http://127.0.0.1:8787\` measures an
already-running server (e.g. \`npm start\`) instead; \`--target name=/path\` adds routes; \`--help\`
lists the rest. Caveats: the load generator and workerd share the machine's cores (on 2 cores they
compete, which depresses the fast routes most), Miniflare is neither Cloudflare's scheduler nor its
network, and D1 is a local SQLite file, so absolute numbers say nothing about production latency:
compare ratios across machines and raw numbers only between runs on the same machine. A run with
any non-2xx response or connection error is rejected and not recorded here.
`;

const OTHERS = `## Other measurements

<!-- Lighthouse, page weight and other tools add their sections below. npm run bench only
rewrites what lies between the bench:runs markers above. -->
`;

/** Pure, so the merge rules can be checked without a benchmark. */
export function mergeRun(existing: string | undefined, runSection: string, maxRuns = MAX_RUNS): string {
  if (existing === undefined || existing.trim() === '') {
    return `${INTRO}\n${runsBlock(RUNS, [runSection])}\n\n${OTHERS}`;
  }
  return addRun(existing, RUNS, runSection, maxRuns) ?? insertBlock(existing, runsBlock(RUNS, [runSection]));
}

/**
 * `existing` with `runSection` first in `b`'s block and the last `maxRuns` kept, or undefined when
 * it has neither marker. Only one of the two means a hand edit went wrong: it throws, nothing is written.
 */
export function addRun(existing: string, b: RunsBlock, runSection: string, maxRuns: number): string | undefined {
  const start = existing.indexOf(b.start);
  const end = existing.indexOf(b.end);
  if (start === -1 && end === -1) return undefined;
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`${DOC_PATH}: found only one of ${b.start} / ${b.end}; fix the markers by hand, nothing was written`);
  }
  const runs = splitRuns(existing.slice(start + b.start.length, end), b.level);
  return existing.slice(0, start) + runsBlock(b, [runSection, ...runs].slice(0, maxRuns)) + existing.slice(end + b.end.length);
}

/** The markers around `runs`, with the note that says who writes them. */
export function runsBlock(b: RunsBlock, runs: string[]): string {
  return `${b.start}\n${b.note}\n\n${runs.map((r) => r.trim()).join('\n\n')}\n\n${b.end}`;
}

/** Each run starts at its "<level> Run " heading and runs until the next one. */
function splitRuns(inside: string, level: RunsBlock['level']): string[] {
  const first = inside.search(new RegExp(`^${level} Run `, 'm'));
  if (first === -1) return [];
  return inside
    .slice(first)
    .split(new RegExp(`^(?=${level} Run )`, 'm'))
    .map((run) => run.trim())
    .filter(Boolean);
}

/** A hand-written file without markers: put the runs before its first section (or at the end). */
function insertBlock(existing: string, newBlock: string): string {
  const firstSection = existing.search(/^## /m);
  if (firstSection === -1) return `${existing.trimEnd()}\n\n${newBlock}\n`;
  return `${existing.slice(0, firstSection)}${newBlock}\n\n${existing.slice(firstSection)}`;
}

export function runSection(heading: string, description: string, table: string): string {
  return `## Run ${heading}\n\n${description}\n\n${table}`;
}

export async function recordRun(section: string, path = join(ROOT, DOC_PATH)): Promise<void> {
  await rewriteDoc((existing) => mergeRun(existing, section), path);
}

/** Reads the file (undefined when missing), writes what `merge` makes of it. */
export async function rewriteDoc(merge: (existing: string | undefined) => string, path = join(ROOT, DOC_PATH)): Promise<void> {
  const existing = existsSync(path) ? await readFile(path, 'utf8') : undefined;
  const next = merge(existing);
  // Write-then-rename: a Ctrl-C mid-write must not truncate a file other tools also own.
  const tmp = `${path}.tmp-${process.pid}`;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(tmp, next);
  await rename(tmp, path);
}
