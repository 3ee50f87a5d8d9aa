/**
 * @module `npm run bench:backoffice`: the back office under volume (issue 13). Serves the
 * production bundle on .bench/backoffice-state, seeds 100,000 analytics events and 100,000 users,
 * times the stats rollup (the Worker's cron), load-tests GET /admin/api/stats and downloads the
 * users export at 10,000 and 100,000 rows while sampling workerd's memory; records the run in
 * docs/benchmarks.md. `npm run bench:backoffice -- --help` lists the options.
 */
import os from 'node:os';
import { BACKOFFICE_STATE_DIR, type BackOfficeArgs, parseBackOfficeArgs, USAGE } from './backoffice-args.ts';
import { mergeBackOfficeRun, SECTION_HEADING } from './backoffice-docs.ts';
import { backOfficeSection, type CronRun, logEvents } from './backoffice-report.ts';
import { type D1, DEFAULT_PLAN, SMALL_EXPORT_QUERY, seedBulk, tableCounts } from './backoffice-seed.ts';
import { checkpoint, runCommand, withServed } from './cli.ts';
import { DOC_PATH, rewriteDoc } from './docs.ts';
import { downloadExport, type ExportResult } from './export-download.ts';
import { runLoad } from './load.ts';
import { failedTargets, resultsTable } from './report.ts';
import { servingWorkerd } from './rss.ts';
import { buildBundle, type Served, serveBundle, step } from './serve.ts';
import { checkTargets, signIn, type Target } from './targets.ts';

/** The seed's admin (scripts/seed/accounts.ts). */
const ADMIN = { email: 'admin@edgewire.test', password: 'edgewire-demo' };
const USERS_EXPORT = '/aux/admin/exports/users';
/** Each size is downloaded this many times, alternating, after one unrecorded warm-up download. */
const EXPORT_PASSES = 3;

async function main(signal: AbortSignal): Promise<void> {
  const parsed = parseBackOfficeArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  const args: BackOfficeArgs = parsed;
  // Before any work of ours: what else the shared machine was doing.
  const loadAverage = os.loadavg()[0] ?? 0;
  await withServed(signal, async (keep) => {
    if (args.build) await buildBundle();
    checkpoint(signal);
    const served = keep(await serveBundle({ keepState: args.keepState, stateDir: BACKOFFICE_STATE_DIR }));
    const logs = served.recentLogs;
    const origin = served.url;
    const d1 = await served.miniflare.getD1Database('DB');
    const eventsDb = await served.miniflare.getD1Database('EVENTS_DB');
    const started = new Date();

    await step(
      'bulk seed (set-based SQL)',
      () => seedBulk(d1, eventsDb, DEFAULT_PLAN, Math.floor(Date.now() / 1000)),
      (note) => note,
    );
    const counts = await tableCounts(d1, eventsDb);
    checkpoint(signal);

    // The first run backfills an empty daily_stats (30 days); the second is what every 5 minutes costs.
    await d1.batch([d1.prepare('DELETE FROM daily_stats'), d1.prepare('DELETE FROM daily_article_views')]);
    const cron: CronRun[] = [];
    for (const label of ['backfill (empty daily_stats)', 'steady state (next run)']) {
      cron.push(
        await step(
          `cron: stats rollup, ${label}`,
          () => runCron(served, d1, label, logs),
          (c) => `${c.days ?? '?'} days`,
        ),
      );
    }
    checkpoint(signal);

    const cookie = await signIn(origin, ADMIN);
    const statsTotals = await readTotals(origin, cookie);
    const targets: Target[] = [
      { name: 'healthz', path: '/healthz' },
      { name: 'admin-stats', path: '/admin/api/stats', headers: { cookie } },
    ];
    await checkTargets(origin, targets);
    process.stderr.write(`load: ${targets.map((t) => t.path).join(' and ')}, ${args.durationSeconds} s each …\n`);
    const load = await runLoad({ origin, targets, durationSeconds: args.durationSeconds, rounds: 1, signal });
    console.log(resultsTable(load));
    const failures = failedTargets(load);
    if (failures.length) throw new Error(`non-2xx responses or errors under load, run not recorded:\n  ${failures.join('\n  ')}`);
    checkpoint(signal);

    const exports = await runExports(origin, cookie, d1, counts.users ?? 0, signal);
    const section = backOfficeSection({
      started,
      loadAverage,
      serverLabel: served.label,
      built: args.build,
      counts,
      cron,
      statsTotals,
      load,
      durationSeconds: args.durationSeconds,
      exports,
    });
    console.log(`\n${section}\n`);
    if (args.write) {
      await rewriteDoc((existing) => mergeBackOfficeRun(existing, section));
      process.stderr.write(`recorded in ${DOC_PATH}, section "${SECTION_HEADING.replace(/^## /, '')}"\n`);
    }
  });
}

/**
 * The Worker's scheduled handler through Miniflare, as the cron trigger calls it. workerd settles
 * a scheduled event only once its waitUntil work is done, so the time covers the rollup's batch
 * (and the publishing and pruning jobs beside it). The rollup's own log line says what it covered.
 */
async function runCron(served: Served, d1: D1, label: string, logs: () => string[]): Promise<CronRun> {
  const worker = await served.miniflare.getWorker();
  const seen = logEvents(logs().join(''), 'cron.stats').length;
  const t0 = performance.now();
  const result = await worker.scheduled({ cron: '*/5 * * * *', scheduledTime: new Date() });
  const ms = performance.now() - t0;
  if (result.outcome !== 'ok') throw new Error(`the scheduled handler answered ${result.outcome}`);
  // The backfill starts from an empty table: rows there now prove the time covered the write.
  const written = await d1.prepare('SELECT count(*) AS n FROM daily_stats').first<{ n: number }>();
  if (!written?.n) throw new Error('the scheduled handler settled before the rollup wrote daily_stats: its time would not cover it');
  // Its output reaches us through a pipe: give the line a moment to arrive.
  let lines = logEvents(logs().join(''), 'cron.stats');
  for (let i = 0; i < 50 && lines.length <= seen; i++) {
    await new Promise((r) => setTimeout(r, 20));
    lines = logEvents(logs().join(''), 'cron.stats');
  }
  const after = lines.at(-1);
  if (lines.length <= seen || after?.level !== 'info') {
    throw new Error(`the stats rollup did not log its success (cron.stats): ${JSON.stringify(after)}`);
  }
  return { label, days: typeof after.days === 'number' ? after.days : undefined, ms };
}

/** One read of the dashboard as the admin: every metric must have numbers, or the load proves little. */
async function readTotals(origin: string, cookie: string): Promise<Record<string, number>> {
  const res = await fetch(new URL('/admin/api/stats', origin), { headers: { cookie } });
  const body = (await res.json()) as { data?: { totals?: Record<string, number> } };
  const totals = body.data?.totals;
  if (res.status !== 200 || !totals) throw new Error(`GET /admin/api/stats: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  const empty = Object.entries(totals).filter(([, n]) => !(n > 0));
  if (empty.length) throw new Error(`metrics without numbers after the rollup: ${empty.map(([m]) => m).join(', ')}`);
  return totals;
}

/** Both sizes, small first, EXPORT_PASSES times; each CSV's row count checked against D1's. */
async function runExports(origin: string, cookie: string, d1: D1, users: number, signal: AbortSignal): Promise<ExportResult[]> {
  let pid: number | undefined;
  try {
    pid = servingWorkerd();
  } catch (error) {
    process.stderr.write(`warning: memory not sampled: ${(error as Error).message}\n`);
  }
  const like = `%${SMALL_EXPORT_QUERY}%`;
  const small = await d1
    .prepare('SELECT count(*) AS n FROM users WHERE lower(email) LIKE ?1 OR lower(username) LIKE ?1')
    .bind(like)
    .first<{ n: number }>();
  const sizes = [
    { label: `${(small?.n ?? 0).toLocaleString('en-US')} rows`, path: `${USERS_EXPORT}?q=${SMALL_EXPORT_QUERY}`, expected: small?.n ?? 0 },
    { label: `${users.toLocaleString('en-US')} rows`, path: USERS_EXPORT, expected: users },
  ];
  // The first download after start-up also compiles the route and fills D1's page cache.
  await step('export warm-up (not recorded)', () => downloadExport({ label: 'warm-up', origin, path: sizes[0]!.path, cookie, pid }));
  const results: ExportResult[] = [];
  for (let pass = 1; pass <= EXPORT_PASSES; pass++) {
    for (const size of sizes) {
      checkpoint(signal);
      const label = `export ${size.label}, pass ${pass}/${EXPORT_PASSES}`;
      const result = await step(
        label,
        () =>
          downloadExport({
            label: `${size.label}, pass ${pass}`,
            origin,
            path: size.path,
            cookie,
            pid,
            onProgress: (rows, bytes, ms) =>
              process.stderr.write(
                `  ${label}: ${rows.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB, ${(ms / 1000).toFixed(1)} s\n`,
              ),
          }),
        (r) => `${r.rows.toLocaleString('en-US')} rows, ${(r.bytes / 1e6).toFixed(1)} MB`,
      );
      if (result.header[0] !== 'id')
        throw new Error(`${size.path}: the CSV does not start with the id column (${result.header.join(',')})`);
      if (result.rows !== size.expected) {
        throw new Error(`${size.path}: the CSV has ${result.rows} rows, the users table ${size.expected}`);
      }
      results.push(result);
    }
  }
  return results;
}

await runCommand('bench:backoffice', USAGE, main);
