// Flat lists (decision 074-flat-lists): how a reader list is planned (pure), and what the merged
// legs of several tags answer through the real Worker: newest first, each story once, pages that
// follow on, sets intersected, and a total counted up to the list's depth only.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_LIST_DEPTH } from '../../contracts/paging';
import { db, makeArticle, makeReader, makeTag } from '../../test/factories';
import { call, dataIn } from '../../test/http';
import { listFeed, MAX_FEED_LEGS, mergedKeys, narrowest, planFeed } from './feed-queries';

const follow = (userId: number, tagId: number) =>
  env.DB.prepare('INSERT INTO tag_follows (user_id, tag_id) VALUES (?, ?)').bind(userId, tagId).run();
type Page = { data: { id: number }[]; meta: { paging: { total: number; pages: number; count: number } } };
const list = async (query: string, cookie?: string) => {
  const res = await call('GET', `/api/articles?${query}`, cookie ? { cookie } : {});
  expect(res.status, query).toBe(200);
  return res.json<Page>();
};
type Reads = { scoped: { id: number }[]; follows: { id: number; type: string }[]; stateTags: { id: number }[] };
const reads = (over: Partial<Reads>): Reads => ({ scoped: [], follows: [], stateTags: [], ...over });
const none = reads({});

describe('planFeed', () => {
  it('reads a plain list from the date index and an editor list the general way', () => {
    expect(planFeed({}, null)).toEqual({ kind: 'latest' });
    expect(planFeed({ status: 'drafted', tagIds: [1] }, null)).toEqual({ kind: 'general' });
    expect(planFeed({ scheduled: true }, null)).toEqual({ kind: 'general' });
  });

  it('drives by the smallest set of tags and checks the others per row', () => {
    expect(planFeed({ tagIds: [1, 2] }, null)).toEqual({ kind: 'tags', driver: [1, 2], others: [] });
    const rows = reads({ scoped: [{ id: 5 }, { id: 6 }, { id: 7 }] });
    expect(planFeed({ tagIds: [1], scopes: ['topic:x'] }, rows)).toEqual({ kind: 'tags', driver: [1], others: [[5, 6, 7]] });
  });

  it('follows: for-me is everything while the reader follows nothing; near-me is only their places', () => {
    const f = { scopes: ['feed:for-me'], viewerId: 1 };
    expect(planFeed(f, none)).toEqual({ kind: 'latest' });
    const follows = reads({
      follows: [
        { id: 3, type: 'topic' },
        { id: 4, type: 'location' },
      ],
    });
    expect(planFeed(f, follows)).toEqual({ kind: 'tags', driver: [3, 4], others: [] });
    expect(planFeed({ scopes: ['feed:near-me'], viewerId: 1 }, none)).toEqual({ kind: 'empty' });
    expect(planFeed({ scopes: ['feed:near-me'], viewerId: 1 }, follows)).toEqual({ kind: 'tags', driver: [4], others: [] });
    // The chosen chips are some of the followed tags: being in one of them is enough.
    expect(planFeed({ ...f, tagIds: [3] }, follows)).toEqual({ kind: 'tags', driver: [3], others: [] });
  });

  it('a state is its location tags (the followed ones in the local feed); none is an empty list', () => {
    const rows = reads({ follows: [{ id: 4, type: 'location' }], stateTags: [{ id: 4 }, { id: 9 }] });
    expect(planFeed({ state: 'TX' }, rows)).toEqual({ kind: 'tags', driver: [4, 9], others: [] });
    expect(planFeed({ state: 'TX', scopes: ['feed:near-me'], viewerId: 1 }, rows)).toEqual({ kind: 'tags', driver: [4], others: [] });
    expect(planFeed({ state: 'TX' }, none)).toEqual({ kind: 'empty' });
  });

  it('words drive a list by the index of words; a set too wide for legs walks a bounded window', () => {
    expect(planFeed({ ftsQuery: 'city', tagIds: [1] }, null)).toEqual({ kind: 'words', sets: [[1]] });
    const many = Array.from({ length: MAX_FEED_LEGS + 1 }, (_, i) => ({ id: i + 1, type: 'topic' }));
    expect(planFeed({ scopes: ['feed:for-me'], viewerId: 1 }, reads({ follows: many }))).toEqual({
      kind: 'wide',
      sets: [many.map((r) => r.id)],
    });
  });

  it('narrowest keeps a set only when no kept set lies inside it', () => {
    expect(narrowest([[1, 2, 3], [2], [5, 6]])).toEqual([[2], [5, 6]]);
    expect(narrowest([[1, 1, 2]])).toEqual([[1, 2]]);
  });

  it('writes only integers into the legs', () => {
    expect(() => mergedKeys([1.5], [], 10)).toThrow('tag ids must be integers');
  });
});

describe('GET /api/articles over several tags (merged legs)', () => {
  it('lists each story once, newest first, pages following on, with the total', async () => {
    const [a, b] = [await makeTag({ type: 'topic' }), await makeTag({ type: 'category' })];
    const now = Math.floor(Date.now() / 1000);
    const made: number[] = [];
    // Some stories carry both tags: they appear once.
    for (let n = 0; n < 7; n++)
      made.push((await makeArticle({ date: now - n * 60 }, n % 3 === 0 ? [a.id, b.id] : [n % 2 ? a.id : b.id])).id);
    await makeArticle({ date: now, status: 'drafted' }, [a.id]);
    const first = await list(`tags=${a.id},${b.id}&count=3`);
    const second = await list(`tags=${a.id},${b.id}&count=3&page=2`);
    const third = await list(`tags=${a.id},${b.id}&count=3&page=3`);
    expect([...first.data, ...second.data, ...third.data].map((r) => r.id)).toEqual(made);
    expect(first.meta.paging).toMatchObject({ total: 7, pages: 3, count: 3 });
    expect((await list(`tags=${a.id},${b.id}&count=3&page=4`)).data).toEqual([]);
  });

  it('intersects a tag list with a scope, and a reader feed with its chips', async () => {
    const [a, b, c] = [await makeTag({ type: 'topic' }), await makeTag({ type: 'topic' }), await makeTag({ type: 'category' })];
    const both = await makeArticle({}, [a.id, c.id]);
    await makeArticle({}, [b.id]);
    await makeArticle({}, [a.id]);
    expect((await list(`tags=${a.id},${b.id}&scope=${encodeURIComponent(c.scope)}`)).data.map((r) => r.id)).toEqual([both.id]);
    const reader = await makeReader('plus');
    await follow(reader.id, a.id);
    await follow(reader.id, c.id);
    const feed = await list('scope=feed:for-me&count=100', reader.cookie);
    expect(feed.data.map((r) => r.id)).toContain(both.id);
    expect(feed.data.map((r) => r.id)).not.toContain((await list(`tags=${b.id}`)).data[0]!.id);
  });

  it('counts a total up to the list depth only', async () => {
    const a = await makeTag({ type: 'topic' });
    await makeArticle({}, [a.id]);
    const all = await list('count=1');
    expect(all.meta.paging.total).toBeLessThanOrEqual(MAX_LIST_DEPTH);
    expect(all.meta.paging.total).toBeGreaterThan(0);
  });

  it("one tag's total is its kept row (tag_totals), the same number the merged count gives", async () => {
    const [a, b] = [await makeTag({ type: 'topic' }), await makeTag({ type: 'topic' })];
    for (let n = 0; n < 4; n++) await makeArticle({}, n < 3 ? [a.id] : [a.id, b.id]);
    await makeArticle({ status: 'drafted' }, [a.id]);
    expect((await list(`tags=${a.id}&count=3`)).meta.paging).toMatchObject({ total: 4, pages: 2 });
    expect((await list(`tags=${a.id},${b.id}&count=3`)).meta.paging).toMatchObject({ total: 4, pages: 2 });
    // A page that shows no total (a free reader's /foryou) counts none; a reader's list still does.
    const reader = await makeReader('free');
    const feed = await listFeed(db(), { tagIds: [a.id] }, 1, 3, { total: false });
    expect(feed.total).toBeNull();
    expect(feed.rows).toHaveLength(3);
    expect((await listFeed(db(), { tagIds: [a.id], viewerId: reader.id }, 1, 3)).total).toBe(4);
  });

  it('a words list finds the newest matches, filtered by tags', async () => {
    const a = await makeTag({ type: 'topic' });
    const word = `zz${Date.now().toString(36)}`;
    const tagged = await makeArticle({ title: `${word} tagged` }, [a.id]);
    await makeArticle({ title: `${word} loose` });
    expect((await list(`q=${word}&tags=${a.id}`)).data.map((r) => r.id)).toEqual([tagged.id]);
    expect((await dataIn<{ id: number }[]>(await call('GET', `/api/articles?q=${word}`))).length).toBe(2);
  });
});
