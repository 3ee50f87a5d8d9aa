/** @module Unit checks of the scale bench: options, picks from a corpus, routes, ratios and their flags, the docs section. */
import { describe, expect, it } from 'vitest';
import { UsageError } from './args.ts';
import { parseScaleArgs } from './scale-args.ts';
import { type CorpusFacts, pickTags, rareWordCandidates, sampleIds, sizeLabel, type TagCount, uniqueLabels } from './scale-corpus.ts';
import { extremes, overBound, type RouteResult, ratioRows, ratioTable, type SizeRun, scaleBody, sizeTable } from './scale-report.ts';
import { BOUNDS, EXPORT_ROUTE, scaleRoutes } from './scale-targets.ts';
import { BUST_PLACEHOLDER } from './targets.ts';

describe('parseScaleArgs', () => {
  it('takes several states, short defaults, and writes only when asked', () => {
    const args = parseScaleArgs(['--persist', 'a', '--persist', 'b']);
    expect(args).toEqual({
      persist: ['a', 'b'],
      durationSeconds: 5,
      warmupSeconds: 2,
      exportSamples: 10,
      build: true,
      write: false,
      note: undefined,
    });
    expect(parseScaleArgs(['--persist', 'a', '--write', '--no-build', '--duration', '3', '--note', ' 10k smoke run '])).toMatchObject({
      write: true,
      build: false,
      durationSeconds: 3,
      note: '10k smoke run',
    });
    expect(parseScaleArgs(['-h'])).toBe('help');
  });

  it('refuses a missing state, bad numbers and unknown options', () => {
    expect(() => parseScaleArgs([])).toThrow(/--persist <dir> is required/);
    expect(() => parseScaleArgs(['--persist', 'a', '--duration', '0'])).toThrow(UsageError);
    expect(() => parseScaleArgs(['--persist', 'a', '--export-samples', '2.5'])).toThrow(/whole number/);
    expect(() => parseScaleArgs(['--persist', 'a', '--bogus'])).toThrow(UsageError);
  });
});

const tag = (id: number, type: string, name: string, articles: number): TagCount => ({
  id,
  type,
  tag: name.toLowerCase(),
  name,
  articles,
});

describe('corpus picks', () => {
  it('labels sizes as people say them', () => {
    expect([10_000, 100_000, 1_000_000, 2_500, 330].map(sizeLabel)).toEqual(['10k', '100k', '1M', '2.5k', '330']);
    expect(uniqueLabels(['10k', '1M', '10k', '10k'])).toEqual(['10k', '1M', '10k #2', '10k #3']);
  });

  it('picks the biggest tag, and the sparsest location that still has a page 50', () => {
    const counts = [
      tag(1, 'category', 'Politics', 9000),
      tag(2, 'location', 'Austin-TX', 1250),
      tag(3, 'location', 'Mobile-AL', 900),
      tag(4, 'location', 'Juneau-AK', 40),
      tag(5, 'topic', 'Space', 850),
    ];
    const { big, small } = pickTags(counts);
    expect(big.id).toBe(1);
    // Juneau has no page 50 (40 articles ≤ 49 pages of 17); Mobile does and is the sparser of the two that do.
    expect(small.id).toBe(3);
    expect(pickTags(counts.filter((t) => t.type !== 'location')).small.id).toBe(5);
    expect(() => pickTags([tag(1, 'location', 'Tiny-AK', 833)])).toThrow(/too small/);
  });

  it('offers one-word city names, the rarest first', () => {
    const counts = [
      tag(1, 'location', 'Los Angeles-CA', 1),
      tag(2, 'location', 'Juneau-AK', 3),
      tag(3, 'location', 'Texas-TX', 2),
      tag(4, 'topic', 'Space', 1),
      tag(5, 'location', 'Mesa-AZ', 0),
    ];
    expect(rareWordCandidates(counts)).toEqual(['Texas', 'Juneau']);
  });

  it('samples distinct ids in range, the same for the same seed', () => {
    const ids = sampleIds(1000, 200, 7);
    expect(new Set(ids).size).toBe(200);
    expect(ids.every((id) => id >= 1 && id <= 1000)).toBe(true);
    expect(sampleIds(1000, 200, 7)).toEqual(ids);
    expect(sampleIds(5, 10, 1).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

const facts: CorpusFacts = {
  big: tag(11, 'category', 'Politics', 9000),
  small: tag(22, 'location', 'Mobile-AL', 900),
  articleIds: [5, 9, 2],
  rareWord: 'mobile',
  matches: { common: 5000, rare: 12 },
};

describe('scaleRoutes', () => {
  const routes = scaleRoutes({ facts, hotArticle: 77, commentsCursor: 4242, readerCookie: 'ew_session=r', adminCookie: 'ew_session=a' });
  const byName = new Map(routes.map((r) => [r.name, r]));

  it('covers every route the issue lists, once each', () => {
    expect(routes.map((r) => r.name)).toEqual([
      'healthz',
      'trending',
      'tag-big-p1',
      'tag-big-p50',
      'tag-small-p1',
      'tag-small-p50',
      'article',
      'api-tags-p50',
      'api-p200',
      'search-common',
      'search-rare',
      'foryou',
      'comments-p1',
      'comments-p100',
      'admin-articles',
      'admin-stats',
    ]);
  });

  it('bypasses the edge cache on guest pages and takes random articles in turn', () => {
    expect(byName.get('trending')?.path).toBe(`/trending?b=${BUST_PLACEHOLDER}`);
    expect(byName.get('tag-small-p50')?.path).toBe(`/trending/location:mobile-al?page=50&b=${BUST_PLACEHOLDER}`);
    expect(byName.get('article')?.paths).toEqual([5, 9, 2].map((id) => `/article/${id}?b=${BUST_PLACEHOLDER}`));
    expect(byName.get('api-tags-p50')?.path).toBe('/api/articles?tags=11&page=50&count=17');
    expect(byName.get('comments-p100')?.path).toBe('/aux/articles/77/comments?before_id=4242');
  });

  it('signs in where the route needs it, and bounds each kind as the issue does', () => {
    expect(byName.get('foryou')?.headers).toEqual({ cookie: 'ew_session=r' });
    expect(byName.get('admin-stats')?.headers).toEqual({ cookie: 'ew_session=a' });
    expect(byName.get('trending')?.headers).toBeUndefined();
    expect(byName.get('search-common')?.kind).toBe('search');
    expect(byName.get('admin-articles')?.kind).toBe('admin');
    expect(byName.get('comments-p100')?.kind).toBe('reader');
    expect(BOUNDS).toEqual({ reader: 2, search: 3, admin: 3, info: null });
  });
});

const result = (name: string, kind: RouteResult['kind'], p50Ms: number, extra: Partial<RouteResult> = {}): RouteResult => ({
  name,
  kind,
  shown: `/${name}`,
  reqPerSec: 1000 / p50Ms,
  p50Ms,
  p99Ms: p50Ms * 3,
  requests: 100,
  problems: '',
  ...extra,
});

const size = (label: string, articles: number, results: RouteResult[]): SizeRun => ({
  label,
  articles,
  dir: `.tmp/scale-${label}`,
  seedSeconds: articles / 300,
  seedRuns: 1,
  databaseBytes: articles * 22_000,
  cronSeconds: 1.5,
  picks: 'Big tag Politics.',
  results,
});

const small = size('10k', 10_000, [
  result('trending', 'reader', 10),
  result('tag-small-p50', 'reader', 10),
  result('search-common', 'search', 20),
  result('admin-stats', 'admin', 5),
  result(EXPORT_ROUTE, 'info', 30, { reqPerSec: null }),
  result('foryou', 'reader', 8),
]);
const large = size('1M', 1_000_000, [
  result('trending', 'reader', 12),
  result('tag-small-p50', 'reader', 25),
  result('search-common', 'search', 59),
  result('admin-stats', 'admin', 40),
  result(EXPORT_ROUTE, 'info', 300, { reqPerSec: null }),
  result('foryou', 'reader', Number.NaN, { problems: '50× HTTP 500' }),
]);

describe('ratios', () => {
  const rows = ratioRows(small, large);
  const row = (name: string) => rows.find((r) => r.name === name)!;

  it('divides the large p50 by the small one and flags each against its bound', () => {
    expect(row('trending')).toMatchObject({ ratio: 1.2, bound: 2, within: true });
    expect(row('tag-small-p50')).toMatchObject({ ratio: 2.5, bound: 2, within: false });
    expect(row('search-common').within).toBe(true);
    expect(row('admin-stats')).toMatchObject({ ratio: 8, within: false });
    // Unbounded, and not measured: no verdict either way.
    expect(row(EXPORT_ROUTE)).toMatchObject({ ratio: 10, bound: null, within: null, reqPerSecRatio: null });
    expect(row('foryou').within).toBeNull();
    expect(overBound(rows)).toEqual(['tag-small-p50 2.50× (bound 2×)', 'admin-stats 8.00× (bound 3×)']);
  });

  it('compares the smallest corpus with the largest, whatever order they came in', () => {
    const mid = size('100k', 100_000, []);
    expect(extremes([mid, large, small])).toEqual({ small, large });
    expect(extremes([small])).toBeNull();
    // The same state twice (a trial): first and last.
    const again = { ...small, label: '10k #2' };
    expect(extremes([small, again])).toEqual({ small, large: again });
  });

  it('renders markdown tables with the verdicts', () => {
    const table = ratioTable(small, large);
    expect(table.split('\n')[0]).toMatch(/^\| route +\| p50 10k ms \| p50 1M ms \| p50 1M ÷ 10k \| req\/s ratio \| bound +\| verdict +\|$/);
    expect(table).toMatch(/\| tag-small-p50 +\| +10\.0 \| +25\.0 \| +2\.50× \| +0\.40× \| ≤ 2× +\| \*\*OVER\*\* +\|/);
    expect(table).toMatch(/\| foryou .*\| not measured +\|/);
    const sized = sizeTable(large);
    expect(sized).toMatch(/\| export-first-byte \| `\/export-first-byte` \| +— \| +300\.0 \| +900\.0 \| 0 +\|/);
    expect(sized).toMatch(/\| foryou .*\| +n\/a \| +n\/a \| 50× HTTP 500 +\|/);
  });

  it('puts seeds, every size and the ratio in one body', () => {
    const body = scaleBody({ heading: 'Run 2026-11-29T08:00:00Z — CPU', description: 'Server: x', runs: [small, large] });
    expect(body).toMatch(/^### Run 2026-11-29T08:00:00Z — CPU\n\nServer: x\n\n\| size/);
    expect(body).toMatch(/\| 1M +\| 1,000,000 \| `\.tmp\/scale-1M` +\| +3,333 s \| +22,000 MB \| +1\.5 s \|/);
    expect([...body.matchAll(/^#### (.+)$/gm)].map((m) => m[1])).toEqual([
      '10k (10,000 articles)',
      '1M (1,000,000 articles)',
      'Ratio 1M ÷ 10k',
    ]);
    expect(body).toContain('Over their bound: tag-small-p50 2.50× (bound 2×), admin-stats 8.00× (bound 3×).');
    expect(scaleBody({ heading: 'h', description: 'd', runs: [small] })).not.toContain('Ratio');
  });
});
