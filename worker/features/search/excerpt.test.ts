// articles_fts.excerpt (migration 0004) must hold exactly the excerpt a reader without access is
// shown (excerptOf), so a search matches them against what they can see and nothing more.
import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../../test/factories';
import { excerptOf } from '../articles/access';

const indexed = async (id: number) =>
  (await env.DB.prepare('SELECT excerpt FROM articles_fts WHERE rowid = ?').bind(id).first<{ excerpt: string }>())!.excerpt;

/**
 * What a reader is shown, as words: the ellipsis is punctuation (no word), and a cut through a
 * surrogate pair leaves half a character that is not a word either (SQL drops it).
 */
const shown = (text: string) =>
  excerptOf(text)
    .replace(/…$/, '')
    .replace(/[\uD800-\uDBFF]$/, '');

// Words, every kind of space JavaScript's \s knows, characters outside the BMP (letters and emoji),
// and characters \s does not count as space (U+0085, U+180E).
const piece = fc.constantFrom(
  'harbour',
  'Zürich',
  'a',
  'council',
  'x'.repeat(45),
  ' ',
  '   ',
  '\n\n',
  '\t',
  '\r\n',
  '\u000b\u000c',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u200a',
  '\u2028\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u0085',
  '\u180e',
  '😀',
  '𝐀𝐁',
  '𞤀',
  '中文',
  '.',
  '…',
);
const text = fc.array(piece, { maxLength: 700 }).map((parts) => parts.join(''));

describe('articles_fts.excerpt', () => {
  it('is excerptOf(content_text) for any text (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (t) => {
        const a = await makeArticle({ contentText: t });
        expect(await indexed(a.id)).toBe(shown(t));
      }),
      { numRuns: 120 },
    );
  });

  it('is cut at a quarter of the text and at 320 characters, back to the last space past half the cut', async () => {
    const cases: [string, string][] = [
      ['y'.repeat(2000), 'y'.repeat(320)],
      // Space at index 319: inside the 320-character cut, so the excerpt stops just before it.
      [`${'a'.repeat(250)} ${'b'.repeat(68)} ${'c'.repeat(1000)}`, `${'a'.repeat(250)} ${'b'.repeat(68)}`],
      // The only space lies before half the cut: the cut stands.
      [`${'a'.repeat(100)} ${'b'.repeat(1500)}`, `${'a'.repeat(100)} ${'b'.repeat(219)}`],
      ['one two three four five six seven eight nine ten', 'one two'],
      ['abcd', 'a'],
      ['abc', ''],
      ['\n\t  \u3000', ''],
    ];
    for (const [t, expected] of cases) {
      const a = await makeArticle({ contentText: t });
      expect(shown(t), t.slice(0, 20)).toBe(expected);
      expect(await indexed(a.id), t.slice(0, 20)).toBe(expected);
    }
  });

  it('follows a new body', async () => {
    const a = await makeArticle({ contentText: 'First version of the body, long enough to have an excerpt.' });
    const next = 'Second version: completely different words now lead the body of the article.';
    await env.DB.prepare('UPDATE articles SET content_text = ? WHERE id = ?').bind(next, a.id).run();
    expect(await indexed(a.id)).toBe(shown(next));
  });

  it('is computed for one article by its rowid, not by scanning articles', async () => {
    const { results } = await env.DB.prepare('EXPLAIN QUERY PLAN SELECT excerpt FROM articles_fts_excerpt WHERE id = ?')
      .bind(1)
      .all<{ detail: string }>();
    const details = results.map((r) => r.detail);
    expect(
      details.some((d) => /^SEARCH a USING INTEGER PRIMARY KEY/.test(d)),
      details.join('\n'),
    ).toBe(true);
    expect(details.filter((d) => /^SCAN a\b/.test(d))).toEqual([]);
  });
});
