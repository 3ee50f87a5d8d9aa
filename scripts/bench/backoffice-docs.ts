/**
 * @module The back-office bench's runs in docs/benchmarks.md: a section "Back office (issue 13)"
 * of its own, between its own markers, newest run first, the last MAX_RUNS kept. Everything
 * outside the markers (npm run bench's runs, Lighthouse, hand-written notes) is copied through.
 */
import { addRun, MAX_RUNS, type RunsBlock, runsBlock } from './docs.ts';

const RUNS: RunsBlock = {
  start: '<!-- backoffice:runs -->',
  end: '<!-- /backoffice:runs -->',
  level: '###',
  note: `<!-- Written by scripts/bench/backoffice.ts: newest run first, the last ${MAX_RUNS} kept. -->`,
};

export const SECTION_HEADING = '## Back office (issue 13)';

const INTRO = `\`npm run bench:backoffice\` (scripts/bench/backoffice.ts; \`--help\` lists the options) serves
the production bundle as \`npm run bench\` does, on its own state in \`.bench/backoffice-state\`,
and seeds it on top of the demo seed with set-based SQL (one recursive-CTE \`INSERT … SELECT\` per
table, through the served Miniflare's own D1 bindings): 100,000 raw events over the last 7 days
in the events database's month tables (\`EVENTS_DB\`, decision 075), users up to 100,000 in all (10,000 of them \`bench-a-…\`, the rest \`bench-b-…\`), and
article reads, votes, comments, subscriptions and share passes so that every metric has numbers.
It then times the Worker's cron (its scheduled handler through Miniflare, which runs the
publishing and pruning jobs beside the rollup) on an empty \`daily_stats\` (the 30-day backfill)
and again (the steady state: yesterday and today), loads \`GET /admin/api/stats\` as the seeded
admin beside \`/healthz\` (autocannon, 10 connections, 1 s slices interleaved, as \`npm run
bench\`), and downloads \`GET /aux/admin/exports/users\` whole (100,000 rows) and filtered with
\`q=bench-a-\` (10,000 rows), three times each in turn after one unrecorded warm-up download,
streaming the body through csv-parse (the bench never holds it) while reading the serving
workerd's \`VmRSS\` from /proc every 100 ms. workerd holds the Worker *and* the local D1 (SQLite)
in one process, so its RSS counts both; it grows in steps (V8 enlarging its heap, SQLite its page
cache) and never shrinks back, so each pass's "before" is the high-water mark of the passes
before it (a later pass shows only what an earlier one did not already take, whatever the code
does). The first byte's time is the other witness: an export that read every row before sending
would send its first byte later the more rows it has. "Flat" below means the median peak growth
at 100,000 rows is at most twice that at 10,000 rows (ten times the rows), a growth under 1 MiB
counting as 1 MiB (sampling noise). Same caveats as above: one shared 2-core machine, the load
generator beside the server, absolute numbers comparable only between runs on the same machine.`;

/** Pure, so the merge rules can be checked without a benchmark. */
export function mergeBackOfficeRun(existing: string | undefined, runSection: string, maxRuns = MAX_RUNS): string {
  const section = (runs: string[]) => `${SECTION_HEADING}\n\n${INTRO}\n\n${runsBlock(RUNS, runs)}\n`;
  if (existing === undefined || existing.trim() === '') return `# Benchmarks\n\n${section([runSection])}`;
  return addRun(existing, RUNS, runSection, maxRuns) ?? `${existing.trimEnd()}\n\n${section([runSection])}`;
}
