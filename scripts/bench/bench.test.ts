/** @module Unit checks of the bench: docs merge rules, options, percentiles, what may be recorded. */
import { describe, expect, it } from 'vitest';
import { parseBenchArgs, UsageError } from './args.ts';
import { MAX_RUNS, mergeRun, runSection } from './docs.ts';
import { disqualification, percentile } from './load.ts';
import { nearestInSize, withBust } from './targets.ts';

const run = (day: number) =>
  runSection(`2026-01-${String(day).padStart(2, '0')}T00:00:00Z — CPU, 2 cores`, 'Server: x', `| t |\n|---|\n| ${day} |`);
const headings = (doc: string) => [...doc.matchAll(/^## Run (\S+)/gm)].map((m) => m[1]);
const outsideBlock = (doc: string) => doc.replace(/<!-- bench:runs -->[\s\S]*<!-- \/bench:runs -->/, '<block>');

describe('docs/benchmarks.md merge', () => {
  it('creates the file with a heading, the explanation and a place for other tools', () => {
    const doc = mergeRun(undefined, run(1));
    expect(doc).toMatch(/^# Benchmarks\n\n`npm run bench` builds/);
    expect(doc).toContain('## Other measurements');
    expect(headings(doc)).toEqual(['2026-01-01T00:00:00Z']);
  });

  it('puts the newest run first and keeps the last ten', () => {
    let doc = mergeRun(undefined, run(1));
    for (let day = 2; day <= 13; day++) doc = mergeRun(doc, run(day));
    const kept = headings(doc);
    expect(kept).toHaveLength(MAX_RUNS);
    expect(kept[0]).toBe('2026-01-13T00:00:00Z');
    expect(kept.at(-1)).toBe('2026-01-04T00:00:00Z');
  });

  it('leaves sections written by other tools untouched, above and below', () => {
    const fresh = mergeRun(undefined, run(1));
    const at = fresh.indexOf('<!-- bench:runs -->');
    const withOthers = `${fresh.slice(0, at)}## Page weight\n\nJS 42 kB\n\n${fresh.slice(at)}\n## Lighthouse\n\n| perf | 99 |\n`;
    const next = mergeRun(withOthers, run(2));
    expect(outsideBlock(next)).toBe(outsideBlock(withOthers));
    expect(headings(next)).toEqual(['2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z']);
  });

  it('adds the block before the first section of a hand-written file', () => {
    const merged = mergeRun('# Benchmarks\n\nIntro.\n\n## Lighthouse\n\nstuff\n', run(1));
    expect(merged.startsWith('# Benchmarks\n\nIntro.\n\n<!-- bench:runs -->')).toBe(true);
    expect(merged.endsWith('## Lighthouse\n\nstuff\n')).toBe(true);
  });

  it('refuses to write when only one marker is left', () => {
    expect(() => mergeRun('# B\n\n<!-- bench:runs -->\n', run(1))).toThrow(/markers/);
  });
});

describe('bench arguments', () => {
  it('has the documented defaults', () => {
    expect(parseBenchArgs([])).toMatchObject({ durationSeconds: 10, rounds: 2, extraTargets: [], url: undefined, write: true });
  });

  it('rejects runs shorter than 10 s and malformed targets', () => {
    expect(() => parseBenchArgs(['--duration', '5'])).toThrow(UsageError);
    expect(() => parseBenchArgs(['--target', 'search'])).toThrow(/name=\/path/);
    expect(() => parseBenchArgs(['--rounds', '1.5'])).toThrow(UsageError);
  });

  it('reads --bust, off by default', () => {
    expect(parseBenchArgs([])).toMatchObject({ bust: false });
    expect(parseBenchArgs(['--bust'])).toMatchObject({ bust: true });
  });

  it('builds first unless told --no-build', () => {
    expect(parseBenchArgs([])).toMatchObject({ build: true });
    expect(parseBenchArgs(['--no-build'])).toMatchObject({ build: false });
  });

  it('reads extra targets and an external server', () => {
    const args = parseBenchArgs(['--target', 'search=/api/search?q=a=b', '--url', 'http://127.0.0.1:8787/']);
    expect(args).toMatchObject({ extraTargets: [{ name: 'search', path: '/api/search?q=a=b' }], url: 'http://127.0.0.1:8787' });
  });
});

describe('cache busting', () => {
  it('appends a per-request query value to paths with and without a query', () => {
    expect(withBust('/article/3')).toBe('/article/3?b=[<id>]');
    expect(withBust('/api/articles?page=1')).toBe('/api/articles?page=1&b=[<id>]');
  });
});

describe('the static asset beside an edge hit', () => {
  it('is the file nearest in size, the larger of two as near', () => {
    const files = [
      { path: 'a.css', bytes: 100_000 },
      { path: 'b.js', bytes: 50_000 },
      { path: 'c.js', bytes: 70_000 },
    ];
    expect(nearestInSize(files, 62_000)?.path).toBe('c.js');
    expect(nearestInSize(files, 60_000)?.path).toBe('c.js');
    expect(nearestInSize(files, 10)?.path).toBe('b.js');
    expect(nearestInSize([], 10)).toBeUndefined();
  });
});

describe('percentile', () => {
  it('uses the nearest rank and is NaN without samples', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('which results may be recorded', () => {
  const ok = { requests: 5000, non2xx: 0, errors: 0, problems: {} };
  it('rejects any non-2xx, a silent target and more than 1 connection error per 1,000 requests', () => {
    expect(disqualification(ok)).toBeUndefined();
    expect(disqualification({ ...ok, non2xx: 1, problems: { 'HTTP 500': 1 } })).toBe('1× HTTP 500');
    expect(disqualification({ ...ok, requests: 0 })).toBe('no responses at all');
    expect(disqualification({ ...ok, errors: 5, problems: { ECONNRESET: 5 } })).toBeUndefined();
    expect(disqualification({ ...ok, errors: 6, problems: { ECONNRESET: 6 } })).toBe('6× ECONNRESET');
  });
});
