/**
 * @module `npm run bench:rows -- --persist <dir> [--persist <dir2> ...]` (issue 29, item 5): how many
 * D1 rows each request reads and writes, since D1 bills and throttles by rows. Each scale corpus is
 * served as bench:scale serves it (scale-setup.ts), with the Worker's D1 meter on (D1_METER = "1",
 * worker/db/meter.ts): every answer then carries its totals in `x-d1-rows`. The reads are
 * scale-targets.ts's routes, requested --repeat times each (the random article route takes a new id
 * each time); the writes are a reader's own: a vote and its undoing, a bookmark and its removal, a
 * comment, a sign-in, and a page view and an article read, whose queue consumer logs what it wrote.
 * Prints a markdown table per corpus and, for two or more, how each route's rows read grow.
 */
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EVENTS_METER_HEADER, METER_HEADER, METER_LOG_EVENT, parseTally, type Tally } from '../../worker/db/meter-tally';
import { UsageError } from './args.ts';
import { checkpoint, runCommand, withServed } from './cli.ts';
import { growthTable, type RowsEntry, type RowsRun, rowsTable } from './rows-report.ts';
import { consumerLog, type Shot, shoot, writeShots } from './rows-writes.ts';
import { type Manifest, readManifest, sizeLabel, uniqueLabels } from './scale-corpus.ts';
import { type ScaleSetup, setUpCorpus } from './scale-setup.ts';
import { buildBundle } from './serve.ts';
import { BUST_PLACEHOLDER } from './targets.ts';

const USAGE = `Usage: npm run bench:rows -- --persist <dir> [--persist <dir2> ...] [--repeat n] [--queries <file>] [--no-build]

Serves each scale state (npm run seed:scale) with the D1 meter on and prints, per route of the
scale bench and per write a reader makes, the D1 rows read and written, queries and round trips
of its first request and (after an arrow, when they differ) the median of the ones after it.
--queries <file> appends each read route's statements, with their rows, to <file>.`;

async function main(signal: AbortSignal): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      persist: { type: 'string', multiple: true, default: [] },
      repeat: { type: 'string', default: '3' },
      queries: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const repeat = Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1) throw new UsageError(`--repeat must be a whole number of at least 1 (got ${values.repeat})`);
  if (values.persist.length === 0) throw new UsageError('--persist <dir> is required: a state written by npm run seed:scale');
  const manifests = values.persist.map(readManifest);
  const labels = uniqueLabels(manifests.map((m) => sizeLabel(m.counts.articles)));
  if (!values['no-build']) await buildBundle();
  const runs: RowsRun[] = [];
  for (const [i, manifest] of manifests.entries()) {
    const run = await measureCorpus(manifest, labels[i]!, repeat, signal, values.queries);
    runs.push(run);
    console.log(`\n### ${run.label} (${run.articles.toLocaleString('en-US')} articles, ${manifest.dir})\n\n${rowsTable(run)}\n`);
  }
  const growth = growthTable(runs);
  if (growth) console.log(`### Rows read by a route's first request, by corpus\n\n${growth}\n`);
}

async function measureCorpus(manifest: Manifest, label: string, repeat: number, signal: AbortSignal, queries?: string): Promise<RowsRun> {
  const output: string[] = [];
  const entries: RowsEntry[] = [];
  await withServed(signal, async (keep) => {
    const extras = { vars: { D1_METER: queries ? 'queries' : '1' }, onOutput: (text: string) => output.push(text) };
    const setup = await setUpCorpus(manifest, label, keep, signal, extras);
    // The liveness probe answers before any middleware: it never touches D1, and has no header.
    for (const route of setup.routes.filter((r) => r.path !== '/healthz')) {
      checkpoint(signal);
      // The random route takes ids in turn; the first was not requested before either.
      const paths = route.paths ?? Array.from({ length: repeat }, () => route.path);
      const shots = paths.slice(0, Math.max(repeat, route.paths ? 5 : 0)).map((path, k) => ({
        method: 'GET',
        path: path.replaceAll(BUST_PLACEHOLDER, `rows${k}`),
        headers: route.headers,
      }));
      const from = output.length;
      entries.push(...(await measure(setup, route.name, route.shown, shots, output)));
      if (queries) keepQueries(queries, `${label} ${route.name}`, output.slice(from));
    }
    for (const write of await writeShots(setup)) {
      checkpoint(signal);
      entries.push(...(await measure(setup, write.name, write.shown, [write], output)));
    }
  });
  return { label, articles: manifest.counts.articles, entries };
}

/** Requests `shots` in turn; the main database's tallies, and the events database's when it was used. */
async function measure(setup: ScaleSetup, name: string, shown: string, shots: Shot[], output: string[]): Promise<RowsEntry[]> {
  process.stderr.write(`${name} …`);
  const db: Tally[] = [];
  const events: Tally[] = [];
  const consumer: { db: Tally[]; events: Tally[] } = { db: [], events: [] };
  for (const shot of shots) {
    const logged = output.length;
    const res = await shoot(setup.origin, shot);
    db.push(parseTally(res.headers.get(METER_HEADER)) ?? missing(name, res));
    const ev = parseTally(res.headers.get(EVENTS_METER_HEADER));
    if (ev) events.push(ev);
    if (shot.queued) {
      const line = await consumerLog(output, logged, METER_LOG_EVENT, shot.queued);
      consumer.db.push(line.db);
      consumer.events.push(line.events);
    }
  }
  process.stderr.write(` read ${db.map((t) => t.read).join(', ')}\n`);
  const entry = (suffix: string, database: RowsEntry['database'], samples: Tally[]): RowsEntry[] =>
    samples.length ? [{ name: `${name}${suffix}`, shown, database, samples }] : [];
  return [
    ...entry('', 'DB', db),
    ...entry('', 'EVENTS_DB', events),
    ...entry(', its queue message', 'DB', consumer.db),
    ...entry(', its queue message', 'EVENTS_DB', consumer.events),
  ];
}

/** --queries: each statement the route's requests ran, with its rows (D1_METER = "queries"). */
function keepQueries(file: string, title: string, chunks: string[]): void {
  const lines = chunks
    .join('')
    .split('\n')
    .filter((l) => l.includes('"event":"d1.query"'));
  appendFileSync(file, `## ${title}\n${lines.map((l) => l.slice(l.indexOf('{'))).join('\n')}\n\n`);
}

/** No header: the meter is off, or the answer came from somewhere that is not the Worker's app. */
function missing(name: string, res: Response): never {
  throw new Error(`${name}: HTTP ${res.status} without an ${METER_HEADER} header (is D1_METER reaching the Worker?)`);
}

await runCommand('bench:rows', USAGE, main);
