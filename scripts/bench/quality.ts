/**
 * @module Page quality: Lighthouse 12 (mobile, its default) scores and page weight for a few pages
 * of a running server. Page weight is measured as a reader's browser receives it: the gzip size of
 * what must arrive before the first headline (<h1) can be drawn, i.e. the HTML up to it plus the
 * render-blocking stylesheets of <head>, and every script the page loads (gzip: the entry plus the
 * island chunks it imports, as Lighthouse's network log lists them), flagging any render-blocking
 * one (a classic <script src> in <head> without async/defer).
 *
 * Scores vary from run to run, so each page is measured five times and the median run (Lighthouse's
 * own computeMedianRun) is recorded, as Lighthouse's docs/variability.md advises. Lighthouse's 4×
 * CPU slowdown assumes a high-end desktop host; on a slower host it models a phone slower than the
 * mid-tier phone it means to. Both are recorded: the default 4×, and the multiplier Lighthouse's
 * docs/throttling.md table gives for this host's measured BenchmarkIndex (`cpuMultiplierFor`).
 * Run standalone: `npx tsx scripts/bench/quality.ts --url http://127.0.0.1:8787 [--write]`.
 */

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type LHR from 'lighthouse/types/lhr/lhr.js';
import { CHROMIUM_FLAGS } from '../checks/chromium.ts';

const CHROME = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type Weight = {
  path: string;
  htmlBeforeHeadlineGzip: number;
  cssGzip: number;
  htmlGzip: number;
  scripts: { url: string; gzip: number; blocking: boolean }[];
  jsGzip: number;
};
export type Scores = {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  failing: string[];
  scriptUrls: string[];
  /** The CPU slowdown the run simulated, the host's BenchmarkIndex, and every run's performance score. */
  cpu: number;
  benchmarkIndex: number;
  performanceRuns: number[];
};

/**
 * The CPU slowdown that makes this host model a mid-tier phone (Lighthouse docs/throttling.md, the
 * table "Calibrating the CPU slowdown", column Mid-Tier Mobile, by the host's BenchmarkIndex
 * bracket): a high-end desktop (≥ 1,500) 4×, its default; a low-end desktop (1,000–1,500) or a
 * high-end phone (800–1,000) 2×; anything slower is a mid-tier phone already, 1×.
 */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

export async function pageWeight(origin: string, path: string, loadedScripts: string[] = []): Promise<Weight> {
  const html = await (await fetch(origin + path)).text();
  const h1 = html.search(/<h1[\s>]/);
  if (h1 < 0) throw new Error(`${path}: no <h1> in the page`);
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)].map((m) => {
    const attrs = `${m[1]} ${m[3]}`;
    const inHead = head.includes(m[0]);
    return { url: new URL(m[2]!, origin).href, blocking: inHead && !/\b(async|defer)\b/.test(attrs) && !/type="module"/.test(attrs) };
  });
  // Chunks imported at run time are not in the HTML; they are never render-blocking.
  for (const url of loadedScripts) if (!scripts.some((s) => s.url === url)) scripts.push({ url, blocking: false });
  const gz = async (url: string) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  const sheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => new URL(m[1]!, origin).href);
  const cssGzip = (await Promise.all(sheets.map(gz))).reduce((n, b) => n + b, 0);
  const sized = await Promise.all(scripts.map(async (s) => ({ ...s, gzip: await gz(s.url) })));
  return {
    path,
    htmlBeforeHeadlineGzip: gzipSync(html.slice(0, h1)).length,
    cssGzip,
    htmlGzip: gzipSync(html).length,
    scripts: sized,
    jsGzip: sized.reduce((n, s) => n + s.gzip, 0),
  };
}

/** One Lighthouse run of a page (a failed one, e.g. NO_FCP on a busy machine, is retried twice). */
async function lighthouseRun(origin: string, path: string, cpu: number, attempt = 1): Promise<LHR> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(origin + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Lighthouse's mobile default (simulated slow 4G); only the CPU slowdown is chosen here.
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
    });
    const lhr = result!.lhr;
    // A failed run scores 0 without failing any audit: retry rather than record a meaningless 0.
    if (lhr.runtimeError) {
      if (attempt < 3) return await lighthouseRun(origin, path, cpu, attempt + 1);
      throw new Error(`Lighthouse could not measure ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** `runs` runs of a page at a CPU slowdown; the median run's scores (computeMedianRun). */
export async function lighthouseScores(origin: string, path: string, cpu = 4, runs = 5): Promise<Scores> {
  const lhrs: LHR[] = [];
  for (let i = 0; i < runs; i++) {
    lhrs.push(await lighthouseRun(origin, path, cpu));
    process.stderr.write(
      `  ${path} at ${cpu}× CPU: run ${i + 1}/${runs}, performance ${Math.round((lhrs.at(-1)!.categories.performance?.score ?? 0) * 100)}\n`,
    );
  }
  const lhr = computeMedianRun(lhrs) as LHR;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores['scores'];
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const scriptUrls = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(new URL(origin).origin)).map((r) => r.url);
  return {
    path,
    scores,
    failing,
    scriptUrls,
    cpu,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performanceRuns: lhrs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function qualitySection(heading: string, weights: Weight[], scores: Scores[]): string {
  const lines = [
    `## Page quality — ${heading}`,
    '',
    'Lighthouse 12.8.2, mobile (simulated slow 4G), the median of five runs (Lighthouse `computeMedianRun`), at its default 4× CPU slowdown and at the slowdown its docs/throttling.md table gives for this host (see scripts/bench/quality.ts):',
    '',
    '| page | CPU slowdown (host BenchmarkIndex) | performance (each run) | accessibility | best practices | SEO | audits below 90 in the median run |',
    '|---|---|--:|--:|--:|--:|---|',
    ...scores.map(
      (s) =>
        `| \`${s.path}\` | ${s.cpu}× (${s.benchmarkIndex.toLocaleString('en-US')}) | **${s.scores.performance}** (${s.performanceRuns.join(', ')}) | ${s.scores.accessibility} | ${s.scores['best-practices']} | ${s.scores.seo} | ${s.failing.join(', ') || '—'} |`,
    ),
    '',
    'Page weight (gzip, as a browser receives it; budget: ≤ 14,600 bytes before the first headline, ≤ 90 KB of JS, nothing render-blocking):',
    '',
    '| page | before first headline (HTML + CSS) | whole HTML | JS | render-blocking scripts |',
    '|---|--:|--:|--:|---|',
    ...weights.map(
      (w) =>
        `| \`${w.path}\` | ${(w.htmlBeforeHeadlineGzip + w.cssGzip).toLocaleString('en-US')} B (${w.htmlBeforeHeadlineGzip.toLocaleString('en-US')} + ${w.cssGzip.toLocaleString('en-US')}) | ${kb(w.htmlGzip)} | ${kb(w.jsGzip)} (${w.scripts.length} file${w.scripts.length === 1 ? '' : 's'}) | ${w.scripts.filter((s) => s.blocking).length || 'none'} |`,
    ),
  ];
  return lines.join('\n');
}

const START = '<!-- quality:latest -->';
const END = '<!-- /quality:latest -->';

/** Replaces the previous page-quality section (only the latest is kept) in docs/benchmarks.md. */
export async function recordQuality(section: string, file = 'docs/benchmarks.md') {
  const doc = await readFile(file, 'utf8');
  const block = `${START}\n${section}\n${END}`;
  const s = doc.indexOf(START);
  const e = doc.indexOf(END);
  await writeFile(file, s >= 0 && e > s ? doc.slice(0, s) + block + doc.slice(e + END.length) : `${doc.trimEnd()}\n\n${block}\n`);
}

export async function measureQuality(origin: string, paths: string[], runs = 5) {
  const weights: Weight[] = [];
  const scores: Scores[] = [];
  for (const p of paths) {
    const atDefault = await lighthouseScores(origin, p, 4, runs);
    scores.push(atDefault);
    const calibrated = cpuMultiplierFor(atDefault.benchmarkIndex);
    if (calibrated !== 4) scores.push(await lighthouseScores(origin, p, calibrated, runs));
    weights.push(await pageWeight(origin, p, atDefault.scriptUrls));
  }
  return { weights, scores };
}

const USAGE = `Usage: npx tsx scripts/bench/quality.ts [--url <origin>] [--path <path>] [--runs <n>] [--write]

  --url <origin>  the running server to measure (default http://127.0.0.1:8787)
  --path <path>   one page to measure (default / and /article/1)
  --runs <n>      Lighthouse runs per page and CPU slowdown, the median recorded (default 5)
  --write         also record the section in docs/benchmarks.md
  -h, --help      show this help
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  let args;
  try {
    args = parseArgs({
      options: {
        url: { type: 'string', default: 'http://127.0.0.1:8787' },
        path: { type: 'string' },
        runs: { type: 'string', default: '5' },
        write: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    process.stdout.write(USAGE);
  } else {
    const { url } = args;
    const { weights, scores } = await measureQuality(
      url,
      args.path ? [args.path] : ['/', '/article/1'],
      Math.max(1, Number(args.runs) || 5),
    );
    const section = qualitySection(`${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, ${url}`, weights, scores);
    console.log(section);
    if (args.write) await recordQuality(section);
  }
}
