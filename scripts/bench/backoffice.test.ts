/** @module Unit checks of the back-office bench's pure parts: options, seed SQL, /proc parsing, verdict, docs merge. */
import { describe, expect, it } from 'vitest';
import { UsageError } from './args.ts';
import { parseBackOfficeArgs } from './backoffice-args.ts';
import { mergeBackOfficeRun, SECTION_HEADING } from './backoffice-docs.ts';
import { firstByteNote, flatVerdict, logEvents, median } from './backoffice-report.ts';
import { DEFAULT_PLAN, seedSteps } from './backoffice-seed.ts';
import { mergeRun, runSection } from './docs.ts';
import type { ExportResult } from './export-download.ts';
import { parseStat, parseVmRssKb, summarizeRss } from './rss.ts';

describe('bench:backoffice arguments', () => {
  it('has the documented defaults and refuses loads under 10 s', () => {
    expect(parseBackOfficeArgs([])).toEqual({ durationSeconds: 10, keepState: false, build: true, write: true });
    expect(parseBackOfficeArgs(['--no-build', '--no-write', '--keep-state', '--duration', '20'])).toEqual({
      durationSeconds: 20,
      keepState: true,
      build: false,
      write: false,
    });
    expect(parseBackOfficeArgs(['-h'])).toBe('help');
    expect(() => parseBackOfficeArgs(['--duration', '5'])).toThrow(UsageError);
    expect(() => parseBackOfficeArgs(['--rounds', '2'])).toThrow(UsageError);
  });
});

describe('bulk seed statements', () => {
  const steps = seedSteps(DEFAULT_PLAN, 1_795_000_000, 37, 41);

  it('fill the users table up to the planned total and write every table a metric counts', () => {
    expect(steps[0]!.params).toEqual([100_000 - 37, 1_795_000_000, 10_000, 0]);
    const tables = steps.map((s) => /INSERT INTO (\w+)/.exec(s.sql)?.[1]);
    // 1_795_000_000 is 2026-11-18: the week before it lies in one month's events table.
    expect(tables).toEqual(['users', 'events_202611', 'article_views', 'votes', 'comments', 'subscriptions', 'share_passes']);
    expect(steps.filter((s) => s.events).map((s) => s.before?.[0])).toEqual([
      expect.stringContaining('CREATE TABLE IF NOT EXISTS events_202611'),
    ]);
  });

  it('split a week across two months into each month’s table, the rows of each within its month', () => {
    // 2026-12-03: the week before reaches back into November.
    const across = seedSteps(DEFAULT_PLAN, Date.UTC(2026, 11, 3) / 1000, 37, 41).filter((s) => s.events);
    expect(across.map((s) => /INSERT INTO (\w+)/.exec(s.sql)?.[1])).toEqual(['events_202611', 'events_202612']);
    expect(across[1]!.sql).toContain(`>= ${Date.UTC(2026, 11, 1) / 1000} AND`);
  });

  it('use parameters only through the casting CTE (D1 binds numbers as REAL)', () => {
    for (const { sql } of steps) {
      const uses = sql.match(/\?\d/g) ?? [];
      expect(uses).toEqual(['?1', '?2', '?3', '?4']);
      expect(sql).toContain('CAST(?1 AS INTEGER), CAST(?2 AS INTEGER), CAST(?3 AS INTEGER), CAST(?4 AS INTEGER)');
    }
  });

  it('refuse a database with too many users for the bench users to fit', () => {
    expect(() => seedSteps(DEFAULT_PLAN, 0, 95_000, 95_000)).toThrow(/no room/);
  });
});

describe('/proc parsing', () => {
  it('reads VmRSS in KiB, and nothing from a zombie', () => {
    expect(parseVmRssKb('Name:\tworkerd\nVmPeak:\t  900 kB\nVmRSS:\t  215432 kB\nThreads: 9\n')).toBe(215_432);
    expect(parseVmRssKb('Name:\tworkerd\nState:\tZ (zombie)\n')).toBeUndefined();
  });

  it('reads the parent pid after a command name holding spaces and parentheses', () => {
    expect(parseStat('4242 (workerd) S 4100 4242 4100 0 -1')).toEqual({ comm: 'workerd', ppid: 4100 });
    expect(parseStat('17 (my (odd) name) R 3 17 3 0')).toEqual({ comm: 'my (odd) name', ppid: 3 });
    expect(parseStat('garbage')).toBeUndefined();
  });

  it('summarizes the peak against the reading before', () => {
    expect(summarizeRss(1000, [1000, 1500, 1200])).toEqual({ beforeKb: 1000, peakKb: 1500, growthKb: 500, samples: 3 });
    expect(summarizeRss(1000, [900])).toMatchObject({ peakKb: 1000, growthKb: 0 });
  });
});

describe('the report', () => {
  const exp = (rows: number, growthKb: number): ExportResult => ({
    label: `${rows}`,
    path: '/x',
    rows,
    bytes: rows * 100,
    headersMs: 1,
    firstByteMs: 2,
    totalMs: 1000,
    header: [],
    rss: { beforeKb: 200_000, peakKb: 200_000 + growthKb, growthKb, samples: 10 },
  });

  it('calls memory flat when ten times the rows take at most twice the median growth, and says so otherwise', () => {
    const kb = (mib: number) => mib * 1024;
    const flat = flatVerdict([
      exp(10_000, kb(4)),
      exp(100_000, kb(6)),
      exp(10_000, kb(1)),
      exp(100_000, kb(20)),
      exp(10_000, kb(3)),
      exp(100_000, kb(3)),
    ]);
    expect(flat).toBe(
      'Flat: median peak growth 6.0 MiB at 100,000 rows against 3.0 MiB at 10,000 rows, for 10× the rows (worst pass: 20.0 against 4.0 MiB).',
    );
    expect(flatVerdict([exp(10_000, kb(4)), exp(100_000, kb(40))])).toMatch(/^Not flat: median peak growth 40\.0 MiB/);
    // Growth under 1 MiB at the small size is noise: up to 2 MiB at the large one still counts as flat.
    expect(flatVerdict([exp(10_000, 0), exp(100_000, kb(2))])).toMatch(/^Flat/);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('quotes the median first byte against the median total per size', () => {
    expect(firstByteNote([exp(10_000, 0), exp(100_000, 0)])).toBe(
      'Median first byte: 2 ms of 1,000 ms at 10,000 rows, 2 ms of 1,000 ms at 100,000 rows.',
    );
  });

  it("finds the cron's log lines in workerd's output, skipping cut ones", () => {
    const out =
      'x\n{"level":"info","event":"cron.stats","days":31}\n{"level":"info","event":"cron.st\n{"level":"info","event":"cron.stats","days":2}\n';
    expect(logEvents(out, 'cron.stats').map((e) => e.days)).toEqual([31, 2]);
  });
});

describe('docs/benchmarks.md: the back-office section', () => {
  const run = (day: number) => `### Run 2026-01-${String(day).padStart(2, '0')}T00:00:00Z — CPU\n\nbody ${day}`;
  const runs = (doc: string) => [...doc.matchAll(/^### Run (\S+)/gm)].map((m) => m[1]);

  it('is appended to a file without it, and keeps the newest ten runs first', () => {
    const base = mergeRun(undefined, runSection('2026-01-01T00:00:00Z — CPU', 'Server: x', '| t |'));
    let doc = mergeBackOfficeRun(base, run(1));
    expect(doc.startsWith(base.trimEnd())).toBe(true);
    expect(doc).toContain(SECTION_HEADING);
    for (let day = 2; day <= 12; day++) doc = mergeBackOfficeRun(doc, run(day));
    expect(runs(doc)).toHaveLength(10);
    expect(runs(doc)[0]).toBe('2026-01-12T00:00:00Z');
    expect(doc.split(SECTION_HEADING)).toHaveLength(2);
  });

  it("leaves npm run bench's runs alone, and npm run bench leaves it alone", () => {
    const base = mergeRun(undefined, runSection('2026-01-01T00:00:00Z — CPU', 'Server: x', '| t |'));
    const withOurs = mergeBackOfficeRun(base, run(1));
    const benchAgain = mergeRun(withOurs, runSection('2026-01-02T00:00:00Z — CPU', 'Server: y', '| t |'));
    expect(benchAgain.slice(benchAgain.indexOf(SECTION_HEADING))).toBe(withOurs.slice(withOurs.indexOf(SECTION_HEADING)));
    const oursAgain = mergeBackOfficeRun(benchAgain, run(2));
    expect(oursAgain.slice(0, oursAgain.indexOf(SECTION_HEADING))).toBe(benchAgain.slice(0, benchAgain.indexOf(SECTION_HEADING)));
  });

  it('refuses to write when only one marker is left', () => {
    expect(() => mergeBackOfficeRun('# B\n\n<!-- backoffice:runs -->\n', run(1))).toThrow(/markers/);
  });
});
