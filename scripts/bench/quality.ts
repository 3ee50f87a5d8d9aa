/**
 * @module Page quality: Lighthouse 12 (mobile, its default) scores and page weight for a few pages
 * of a running server. Page weight is measured as a reader's browser receives it: the gzip size of
 * what must arrive before the first headline (<h1) can be drawn, i.e. the HTML up to it plus the
 * render-blocking stylesheets of <head>, and every script the page loads (gzip: the entry plus the
 * island chunks it imports, as Lighthouse's network log lists them), flagging any render-blocking
 * one (a classic <script src> in <head> without async/defer).
 * Run standalone: `npx tsx scripts/bench/quality.ts --url http://127.0.0.1:8787 [--write]`.
 */

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
export type Scores = { path: string; scores: Record<(typeof CATEGORIES)[number], number>; failing: string[]; scriptUrls: string[] };

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

export async function lighthouseScores(origin: string, path: string, attempt = 1): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(origin + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result!.lhr;
    // A failed run (e.g. NO_FCP on a busy machine) scores 0 without failing any audit: retry
    // rather than record a meaningless 0, and say so if it keeps failing.
    if (lhr.runtimeError) {
      if (attempt < 3) return await lighthouseScores(origin, path, attempt + 1);
      throw new Error(`Lighthouse could not measure ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
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
    return { path, scores, failing, scriptUrls };
  } finally {
    await chrome.kill();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function qualitySection(heading: string, weights: Weight[], scores: Scores[]): string {
  const lines = [
    `## Page quality — ${heading}`,
    '',
    'Lighthouse 12.8.2, mobile (simulated slow 4G, 4× CPU slowdown), categories as scored by Lighthouse:',
    '',
    '| page | performance | accessibility | best practices | SEO | audits below 90 |',
    '|---|--:|--:|--:|--:|---|',
    ...scores.map(
      (s) =>
        `| \`${s.path}\` | ${s.scores.performance} | ${s.scores.accessibility} | ${s.scores['best-practices']} | ${s.scores.seo} | ${s.failing.join(', ') || '—'} |`,
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

export async function measureQuality(origin: string, paths: string[]) {
  const weights: Weight[] = [];
  const scores: Scores[] = [];
  for (const p of paths) {
    const score = await lighthouseScores(origin, p);
    scores.push(score);
    weights.push(await pageWeight(origin, p, score.scriptUrls));
  }
  return { weights, scores };
}

const USAGE = `Usage: npx tsx scripts/bench/quality.ts [--url <origin>] [--path <path>] [--write]

  --url <origin>  the running server to measure (default http://127.0.0.1:8787)
  --path <path>   one page to measure (default / and /article/1)
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
    const { weights, scores } = await measureQuality(url, args.path ? [args.path] : ['/', '/article/1']);
    const section = qualitySection(`${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, ${url}`, weights, scores);
    console.log(section);
    if (args.write) await recordQuality(section);
  }
}
