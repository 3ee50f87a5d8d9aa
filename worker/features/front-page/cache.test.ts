// The in-isolate trending memo: reused within the window, replaced once the view's version moves.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCaches } from '../../cache';
import { createDb } from '../../db/client';
import { makeActiveView, makeArticle } from '../../test/factories';
import { type TrendingRender, trendingForGuests, VIEW_KV_KEY, VIEW_MS } from './cache';

const db = () => createDb(env.DB);
const html = (r: TrendingRender) => r!.zoneHtml.join('');

describe('trending memo', () => {
  beforeEach(() => resetCaches());

  it('serves the memo within the window and reloads after an edit bumps the version', async () => {
    const a = await makeArticle({ title: 'First edition headline' });
    const view = await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
    const t0 = 1_900_000_000_000;
    const first = await trendingForGuests(db(), env, t0);
    expect(html(first)).toContain('First edition headline');

    await env.DB.prepare('UPDATE articles SET title = ? WHERE id = ?').bind('Second edition headline', a.id).run();
    // Not yet visible: the edit did not bump the version, and we are inside the window.
    expect(html(await trendingForGuests(db(), env, t0 + 1000))).toContain('First edition headline');

    await env.DB.prepare('UPDATE views SET version = version + 1 WHERE id = ?').bind(view.id).run();
    expect(html(await trendingForGuests(db(), env, t0 + 2000))).toContain('First edition headline');
    expect(html(await trendingForGuests(db(), env, t0 + 6000))).toContain('Second edition headline');
  });

  it('notices a different view being activated', async () => {
    const a = await makeArticle({ title: 'Morning view story' });
    await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
    const t0 = 1_900_000_100_000;
    expect(html(await trendingForGuests(db(), env, t0))).toContain('Morning view story');
    const b = await makeArticle({ title: 'Evening view story' });
    await makeActiveView([{ layout: 0, articleIds: [b.id] }]);
    expect(html(await trendingForGuests(db(), env, t0 + 6000))).toContain('Evening view story');
  });

  it('reads the view again after VIEW_MS, so counts that move no version (votes, comments) follow', async () => {
    const a = await makeArticle({ title: 'Counted story', upvotes: 3 });
    await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
    const t0 = 1_900_000_150_000;
    expect(html(await trendingForGuests(db(), env, t0))).toContain('data-up="3"');
    await env.DB.prepare('UPDATE articles SET upvotes = 9 WHERE id = ?').bind(a.id).run();
    expect(html(await trendingForGuests(db(), env, t0 + VIEW_MS - 1))).toContain('data-up="3"');
    // Two requests at once when the minute is up: one reads the view again, the other is served
    // the copy it replaces meanwhile (never a share of the first one's read).
    const [reader, meanwhile] = await Promise.all([0, 1].map(() => trendingForGuests(db(), env, t0 + VIEW_MS)));
    expect(html(reader!)).toContain('data-up="9"');
    expect(html(meanwhile!)).toContain('data-up="3"');
    expect(html(await trendingForGuests(db(), env, t0 + VIEW_MS + 1))).toContain('data-up="9"');
  });

  it('re-renders relative times at least once a minute', async () => {
    const a = await makeArticle({ title: 'Clock story', date: 1_900_000_200 - 120 });
    await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
    const t0 = 1_900_000_200_000;
    expect(html(await trendingForGuests(db(), env, t0))).toContain('2 minutes ago');
    expect(html(await trendingForGuests(db(), env, t0 + 61_000))).toContain('3 minutes ago');
  });

  it('keeps each zone as its own string, with no reader-specific banner, and the ids it shows', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await makeArticle({ title: `Split zone story ${i}` })).id);
    // Layout 0 shows 1 of its 3 articles, layout 1 shows 2 of 3.
    await makeActiveView([
      { layout: 0, articleIds: ids.slice(0, 3) },
      { layout: 1, articleIds: ids.slice(3, 6) },
      { layout: 0, articleIds: [ids[0]!] },
    ]);
    const r = await trendingForGuests(db(), env, 1_900_000_300_000);
    expect(r!.zoneHtml).toHaveLength(3);
    expect(r!.zoneHtml.every((z) => z.startsWith('<section') && z.endsWith('</section>'))).toBe(true);
    expect(r!.zoneHtml[1]).toContain('Split zone story 4');
    expect(html(r)).not.toMatch(/data-promo|Sign Up|Subscribe/);
    expect(r!.shownIds.sort((a, b) => a - b)).toEqual([ids[0]!, ids[3]!, ids[4]!].sort((a, b) => a - b));
  });

  it('keeps the assembled view in KV for new isolates, and ignores a copy of another version', async () => {
    const a = await makeArticle({ title: 'KV original headline' });
    const view = await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
    const t0 = 1_900_000_400_000;
    expect(html(await trendingForGuests(db(), env, t0))).toContain('KV original headline');
    const stored = await env.CACHE.get<{ key: string }>(VIEW_KV_KEY, 'json');
    expect(stored?.key).toBe(`${view.id}:1`);
    // A new isolate (empty memo) reads KV, not the articles: an edit D1 has but the version lacks stays unseen...
    await env.DB.prepare('UPDATE articles SET title = ? WHERE id = ?').bind('KV edited headline', a.id).run();
    resetCaches();
    expect(html(await trendingForGuests(db(), env, t0))).toContain('KV original headline');
    // ...until the version moves, which is the writers' contract; then KV is rebuilt.
    await env.DB.prepare('UPDATE views SET version = version + 1 WHERE id = ?').bind(view.id).run();
    resetCaches();
    expect(html(await trendingForGuests(db(), env, t0))).toContain('KV edited headline');
    expect((await env.CACHE.get<{ key: string }>(VIEW_KV_KEY, 'json'))?.key).toBe(`${view.id}:2`);
  });
});
