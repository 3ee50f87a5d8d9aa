// 'In Case You Missed It': parsing the exclude list, and a query plan that stays on indexes.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { icymiQueries, MAX_EXCLUDE, parseExclude } from './icymi';

describe('parseExclude', () => {
  it('reads comma-separated ids, trimming blanks and duplicates', () => {
    expect(parseExclude('3,1, 2,,3')).toEqual({ ok: true, ids: [3, 1, 2] });
    expect(parseExclude('')).toEqual({ ok: true, ids: [] });
  });

  it('refuses anything that is not a positive id, and more than the cap', () => {
    for (const bad of ['a', '1,b', '0', '-1', '1.5', '1e3', '9'.repeat(16), '0x10']) {
      expect(parseExclude(bad).ok, bad).toBe(false);
    }
    const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(parseExclude(many(MAX_EXCLUDE))).toMatchObject({ ok: true });
    expect(parseExclude(many(MAX_EXCLUDE + 1))).toEqual({ ok: false, message: `exclude may list at most ${MAX_EXCLUDE} ids` });
  });
});

describe('icymi query plan', () => {
  it('walks the status/date index and looks tags up by key: no full scans', async () => {
    const BIG = ['articles', 'article_tags', 'tags', 'votes', 'bookmarks'];
    for (const exclude of [[], [1, 2, 3]]) {
      for (const q of icymiQueries(createDb(env.DB), exclude, 25, 1)) {
        const { sql, params } = q.toSQL();
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const scans = results
          .map((r) => r.detail)
          .filter(
            (d) =>
              /^SCAN /.test(d) && !/USING (COVERING )?INDEX|VIRTUAL TABLE/.test(d) && BIG.some((t) => new RegExp(`^SCAN ${t}\\b`).test(d)),
          );
        expect(scans, `${sql}\n${results.map((r) => r.detail).join('\n')}`).toEqual([]);
      }
    }
  });
});
