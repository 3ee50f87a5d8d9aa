// A session opened at a bookmark (db/bookmark-session.ts) over a D1 that refuses bookmarks it cannot
// read (test/lagging-d1.ts): a refused bookmark goes on at the primary, once, for every query side
// by side; a query's own failure at a good bookmark is thrown as it was and never run again.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookmarkAt, LaggingD1 } from '../test/lagging-d1';
import { BookmarkSession } from './bookmark-session';

const fresh = () => new LaggingD1(env.DB, env.LAGGING_REPLICA);
const starts = (d1: LaggingD1) => d1.sessions.map((s) => s.start);

describe('BookmarkSession', () => {
  it('answers from the primary when D1 refuses the bookmark, asking D1 once for queries side by side', async () => {
    const d1 = fresh();
    const session = new BookmarkSession(d1.binding, 'not-a-d1-bookmark');
    const one = session.prepare('SELECT ?1 AS n');
    const [a, b, batch] = await Promise.all([
      one.bind(1).first<{ n: number }>(),
      one.bind(2).all<{ n: number }>(),
      session.batch<{ n: number }>([one.bind(3), one.bind(4)]),
    ]);
    expect([a?.n, b.results[0]?.n, batch.map((r) => r.results[0]?.n)]).toEqual([1, 2, [3, 4]]);
    expect(session.refused).toBe(true);
    expect(starts(d1)).toEqual(['not-a-d1-bookmark', 'first-primary']);
    expect(d1.sessions[1]!.served).toEqual(['primary', 'primary', 'primary']);
  });

  it('runs a write D1 refused once, at the primary, and carries the bookmark the primary gave', async () => {
    const d1 = fresh();
    const session = new BookmarkSession(d1.binding, bookmarkAt(0xfffffff));
    const before = d1.position;
    // A write that changes no row: D1 still sends it to the primary and moves the bookmark on.
    await session.prepare('UPDATE articles SET title = title WHERE id = -1').run();
    expect(d1.position).toBe(before + 1);
    expect(session.getBookmark()).toBe(bookmarkAt(d1.position));
    expect(session.refused).toBe(true);
  });

  it("throws a query's own failure at a good bookmark as it was, without going to the primary", async () => {
    const d1 = fresh();
    const session = new BookmarkSession(d1.binding, bookmarkAt(d1.position));
    await expect(session.prepare('SELECT * FROM no_such_table').all()).rejects.toThrow(/no such table/);
    expect(session.refused).toBe(false);
    // The query and the one question put at the same bookmark, in the one session: no other.
    expect(starts(d1)).toEqual([bookmarkAt(1)]);
    expect(d1.sessions[0]!.served).toEqual(['primary', 'primary']);
  });

  it('once a query at the bookmark succeeded, a later failure is not put down to the bookmark', async () => {
    const d1 = fresh();
    const session = new BookmarkSession(d1.binding, bookmarkAt(d1.position));
    expect(await session.prepare('SELECT 1 AS one').first('one')).toBe(1);
    await expect(session.prepare('SELECT * FROM no_such_table').raw()).rejects.toThrow(/no such table/);
    // The two queries and no third question about the bookmark.
    expect(d1.sessions.length).toBe(1);
    expect(d1.sessions[0]!.served).toEqual(['primary', 'primary']);
  });
});
