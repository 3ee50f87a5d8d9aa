// bench:rows's tables: a route's first request and the median of the ones after it, and how rows
// read grow from the smallest corpus to the largest.
import { describe, expect, it } from 'vitest';
import { growthTable, medianTally, type RowsRun, rowsTable } from './rows-report.ts';

const t = (read: number, written = 0, queries = 1, roundTrips = 1) => ({ read, written, queries, roundTrips });

const run = (label: string, articles: number, articleReads: number[], tagReads: number[]): RowsRun => ({
  label,
  articles,
  entries: [
    { name: 'article', shown: '/article/{id}', database: 'DB', samples: articleReads.map((r) => t(r)) },
    { name: 'tag', shown: '/trending/topic:x', database: 'DB', samples: tagReads.map((r) => t(r, 0, 2, 1)) },
    { name: 'page view, its queue message', shown: 'POST /aux/analytics', database: 'EVENTS_DB', samples: [t(0, 3, 2, 2)] },
  ],
});

describe('bench:rows tables', () => {
  it('takes the median of each field, the lower middle of an even count', () => {
    expect(medianTally([t(5, 1), t(1, 3), t(9, 2)])).toEqual(t(5, 2));
    expect(medianTally([t(4), t(2)])).toEqual(t(2));
    expect(medianTally([])).toBeNull();
  });

  it('shows the first request, then the later ones after an arrow when they differ', () => {
    const table = rowsTable(run('10k', 10_000, [40, 12, 12], [1500, 1500, 1500]));
    expect(table).toMatch(/\| article +\| \/article\/\{id\} +\| +3 \| +40 → 12 \|/);
    expect(table).toMatch(/\| tag +\| \/trending\/topic:x +\| +3 \| +1,500 \|/);
    expect(table).toContain('page view, its queue message (EVENTS_DB)');
  });

  it("gives each route's rows read per corpus and the largest ÷ the smallest", () => {
    const table = growthTable([run('100k', 100_000, [44], [15_000]), run('10k', 10_000, [40], [1500])]);
    const [header, , article, tag, events] = table.split('\n');
    expect(header).toMatch(/rows read 10k .*rows read 100k .*100k ÷ 10k/);
    expect(article).toMatch(/40 \| +44 \| +1\.1 \|$/);
    expect(tag).toMatch(/1,500 \| +15,000 \| +10\.0 \|$/);
    expect(events).toMatch(/0 \| +0 \| +1\.0 \|$/);
    expect(growthTable([run('10k', 10_000, [1], [1])])).toBe('');
  });
});
