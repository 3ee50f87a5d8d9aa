// The trending zones are one HTML for every reader; a signed-in reader's own votes and saves on
// them reach the page's Engagement island as props (painted there), and never enter the shared HTML.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeActiveView, makeArticle, makeReader } from '../../test/factories';
import { islandProps } from '../../test/pages';

type Marks = { reader: string; votes?: [number, number][]; saved?: number[] };
const trending = async (cookie?: string) =>
  (await SELF.fetch('http://edgewire.test/trending', { headers: cookie ? { cookie } : {} })).text();

describe('trending: the reader’s marks on shared zones', () => {
  it('hands a signed-in reader their votes and saves on the zones, and guests none', async () => {
    const [a, b, c] = [await makeArticle(), await makeArticle(), await makeArticle()];
    const elsewhere = await makeArticle();
    await makeActiveView([{ layout: 0, articleIds: [a.id, b.id, c.id] }]);
    const reader = await makeReader('plus');
    const put = (sql: string, ...args: number[]) =>
      env.DB.prepare(sql)
        .bind(...args)
        .run();
    await put(
      'INSERT INTO votes (user_id, article_id, direction) VALUES (?, ?, 1), (?, ?, -1), (?, ?, 1)',
      reader.id,
      a.id,
      reader.id,
      b.id,
      reader.id,
      elsewhere.id,
    );
    await put('INSERT INTO bookmarks (user_id, article_id) VALUES (?, ?), (?, ?)', reader.id, c.id, reader.id, elsewhere.id);

    const mine = islandProps<Marks>(await trending(reader.cookie), 'Engagement');
    expect(mine.reader).toBe('plus');
    expect(new Map(mine.votes)).toEqual(
      new Map([
        [a.id, 1],
        [b.id, -1],
      ]),
    );
    expect(mine.saved).toEqual([c.id]);

    // Another reader of the same tier gets the same kept page with their own marks, none of the first's.
    const other = await makeReader('plus');
    await put('INSERT INTO votes (user_id, article_id, direction) VALUES (?, ?, -1)', other.id, c.id);
    const theirs = islandProps<Marks>(await trending(other.cookie), 'Engagement');
    expect(theirs).toEqual({ reader: 'plus', votes: [[c.id, -1]], saved: [] });

    const guestHtml = await trending();
    expect(islandProps<Marks>(guestHtml, 'Engagement')).toEqual({ reader: 'guest' });
    // The shared zones never carry anyone's marks.
    expect(guestHtml).not.toMatch(/aria-pressed="true"/);
  });
});
