// The in-isolate trending memo: reused within the window, replaced once the view's version moves.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { makeActiveView, makeArticle } from '../../test/factories';
import { resetTrendingMemo, trendingForGuests } from './cache';

const db = () => createDb(env.DB);

describe('trending memo', () => {
  beforeEach(() => resetTrendingMemo());

  it('serves the memo within the window and reloads after an edit bumps the version', async () => {
    const a = await makeArticle({ title: 'First edition headline' });
    const view = await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
    const t0 = 1_900_000_000_000;
    const first = await trendingForGuests(db(), env.DB, t0);
    expect(first!.zonesHtml).toContain('First edition headline');

    await env.DB.prepare('UPDATE articles SET title = ? WHERE id = ?').bind('Second edition headline', a.id).run();
    // Not yet visible: the edit did not bump the version, and we are inside the window.
    expect((await trendingForGuests(db(), env.DB, t0 + 1000))!.zonesHtml).toContain('First edition headline');

    await env.DB.prepare('UPDATE views SET version = version + 1 WHERE id = ?').bind(view.id).run();
    expect((await trendingForGuests(db(), env.DB, t0 + 2000))!.zonesHtml).toContain('First edition headline');
    expect((await trendingForGuests(db(), env.DB, t0 + 6000))!.zonesHtml).toContain('Second edition headline');
  });

  it('notices a different view being activated', async () => {
    const a = await makeArticle({ title: 'Morning view story' });
    await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
    const t0 = 1_900_000_100_000;
    expect((await trendingForGuests(db(), env.DB, t0))!.zonesHtml).toContain('Morning view story');
    const b = await makeArticle({ title: 'Evening view story' });
    await makeActiveView([{ layout: 0, articleIds: [b.id] }]);
    expect((await trendingForGuests(db(), env.DB, t0 + 6000))!.zonesHtml).toContain('Evening view story');
  });

  it('re-renders relative times at least once a minute', async () => {
    const a = await makeArticle({ title: 'Clock story', date: 1_900_000_200 - 120 });
    await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
    const t0 = 1_900_000_200_000;
    expect((await trendingForGuests(db(), env.DB, t0))!.zonesHtml).toContain('2 minutes ago');
    expect((await trendingForGuests(db(), env.DB, t0 + 61_000))!.zonesHtml).toContain('3 minutes ago');
  });
});
