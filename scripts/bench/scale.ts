/**
 * @module `npm run bench:scale -- --persist <dir> [--persist <dir2> ...] [--write]` (issue 29, item
 * 2): p50/p99 and requests per second of the reader pages, the APIs, search, comments and the back
 * office on each scale corpus, served as `npm start -- --persist <dir>` serves it, and the ratio of
 * the largest corpus to the smallest per route against the issue's bounds. `--help` lists the options.
 */
import os from 'node:os';
import { checkpoint, runCommand, withServed } from './cli.ts';
import { DOC_PATH, rewriteDoc } from './docs.ts';
import { CONNECTIONS } from './load.ts';
import { gitRevision, machineSummary } from './report.ts';
import { parseScaleArgs, type ScaleArgs, USAGE } from './scale-args.ts';
import { type CorpusFacts, type Manifest, readManifest, sizeLabel, uniqueLabels } from './scale-corpus.ts';
import { mergeScaleRun, SCALE_HEADING } from './scale-docs.ts';
import { exportFirstByte, measureRoute } from './scale-measure.ts';
import { extremes, overBound, type RouteResult, ratioRows, ratioTable, type SizeRun, scaleBody, sizeTable } from './scale-report.ts';
import { DEEP_COMMENTS_PAGE, setUpCorpus } from './scale-setup.ts';
import { buildBundle } from './serve.ts';
import { checkTargets } from './targets.ts';

async function main(signal: AbortSignal): Promise<void> {
  const parsed = parseScaleArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  const args = parsed;
  // Every state is checked before anything is built: a typo should not cost a build.
  const manifests = args.persist.map(readManifest);
  const labels = uniqueLabels(manifests.map((m) => sizeLabel(m.counts.articles)));
  const started = new Date();
  // Before any work of ours: what else the shared machine was doing.
  const loadAverage = os.loadavg()[0] ?? 0;
  const t0 = performance.now();
  let serverLabel = '';
  if (args.build) await buildBundle();
  checkpoint(signal);

  const runs: SizeRun[] = [];
  for (const [i, manifest] of manifests.entries()) {
    const where = `${labels[i]} ${i + 1}/${manifests.length}`;
    const run = await measureSize(manifest, labels[i]!, where, args, signal, (label) => {
      serverLabel = label;
    });
    runs.push(run);
    console.log(`\n${run.label} (${run.articles.toLocaleString('en-US')} articles, ${run.dir})\n${run.picks}\n${sizeTable(run)}\n`);
  }

  const ends = extremes(runs);
  const rows = ends ? ratioRows(ends.small, ends.large) : [];
  if (ends) console.log(`Ratio ${ends.large.label} ÷ ${ends.small.label}\n${ratioTable(ends.small, ends.large, rows)}\n`);
  const over = overBound(rows);
  if (over.length) process.stderr.write(`over their bound: ${over.join(', ')}\n`);
  const failed = runs.flatMap((r) => r.results.filter((x) => x.problems).map((x) => `${r.label} ${x.name}: ${x.problems}`));
  if (failed.length) process.stderr.write(`routes that did not answer 2xx (shown in the tables):\n  ${failed.join('\n  ')}\n`);

  if (args.write) {
    const description = [
      `Server: ${serverLabel}, on each state in turn`,
      `commit ${gitRevision()}`,
      `${CONNECTIONS} connections, a ${args.warmupSeconds} s warm-up then ${args.durationSeconds} s per route, one route after another`,
      `the export's first byte over ${args.exportSamples} downloads in turn`,
      ...(args.build ? [] : ['dist/ served as it was (--no-build)']),
      `${os.platform()} ${os.release()}, load average ${loadAverage.toFixed(1)} when the run began`,
      ...(args.note ? [args.note] : []),
    ].join(' · ');
    const heading = `Run ${started.toISOString().replace(/\.\d+Z$/, 'Z')} — ${machineSummary()}`;
    await rewriteDoc((existing) => mergeScaleRun(existing, scaleBody({ heading, description, runs })));
    process.stderr.write(`recorded in ${DOC_PATH}, section "${SCALE_HEADING.replace(/^## /, '')}"\n`);
  }
  process.stderr.write(`bench:scale done in ${((performance.now() - t0) / 60_000).toFixed(1)} min\n`);
  if (failed.length) process.exitCode = 1;
}

async function measureSize(
  manifest: Manifest,
  label: string,
  where: string,
  args: ScaleArgs,
  signal: AbortSignal,
  onServer: (label: string) => void,
): Promise<SizeRun> {
  let run: SizeRun | undefined;
  await withServed(signal, async (keep) => {
    const { served, origin, cronSeconds, facts, hot, cursor, adminCookie, routes } = await setUpCorpus(manifest, where, keep, signal);
    onServer(served.label);
    await checkTargets(origin, routes).catch((error: Error) => process.stderr.write(`warning: ${error.message}\n`));
    const total = routes.length + 1;
    const results: RouteResult[] = [];
    for (const [i, route] of routes.entries()) {
      checkpoint(signal);
      process.stderr.write(`[${where}] route ${i + 1}/${total} ${route.name} …`);
      results.push(await measureRoute(origin, route, args, signal));
      process.stderr.write(` ${summary(results.at(-1)!)}\n`);
    }
    process.stderr.write(`[${where}] route ${total}/${total} users export, first byte …`);
    results.push(await exportFirstByte(origin, adminCookie, args.exportSamples, signal));
    process.stderr.write(` ${summary(results.at(-1)!)}\n`);
    run = {
      label,
      articles: manifest.counts.articles,
      dir: manifest.dir,
      seedSeconds: manifest.totalSeconds,
      seedRuns: manifest.runs,
      databaseBytes: manifest.databaseBytes,
      cronSeconds,
      picks: picksSentence(facts, hot, cursor, manifest),
      results,
    };
  });
  if (!run) throw new Error(`${manifest.dir}: not measured`);
  return run;
}

function summary(r: RouteResult): string {
  const rate = r.reqPerSec === null ? '' : `${Math.round(r.reqPerSec)} req/s, `;
  return `${rate}p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms${r.problems ? `, FAILED: ${r.problems}` : ''}`;
}

function picksSentence(f: CorpusFacts, hot: number, cursor: number, m: Manifest): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const hotComments = (m.facts?.hotArticle as { comments?: number } | undefined)?.comments;
  return (
    `Big tag ${f.big.name} (${f.big.type}, ${n(f.big.articles)} published articles, id ${f.big.id}); small tag ${f.small.name} ` +
    `(${f.small.type}, ${n(f.small.articles)}); "city" matches ${n(f.matches.common)} articles, "${f.rareWord}" ${n(f.matches.rare)}; ` +
    `the hot article ${hot}${hotComments ? ` has ${n(hotComments)} comments` : ''}, its page ${DEEP_COMMENTS_PAGE} starts before comment ${cursor}.`
  );
}

await runCommand('bench:scale', USAGE, main);
