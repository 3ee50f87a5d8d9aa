// /foryou and /local through the real Worker: the filter chips (links carrying the selection),
// the feed they filter, the subscribe notice for free readers, and guests sent to log in.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeReader, makeTag, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { islandProps } from '../../test/pages';

const page = async (path: string, cookie?: string) => {
  const res = await SELF.fetch(`http://edgewire.test${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { res, html: await res.text() };
};
const follow = (userId: number, tagId: number) =>
  env.DB.prepare('INSERT INTO tag_follows (user_id, tag_id) VALUES (?, ?)').bind(userId, tagId).run();
const storyIds = (html: string) => [...new Set([...html.matchAll(/data-actions="(\d+)"/g)].map((m) => Number(m[1])))];
const chip = (html: string, key: string) =>
  html.match(new RegExp(`<a href="([^"]*)" class="chip"(?: aria-current="true")? data-chip="${key}"`));
const chosen = (html: string, key: string) => new RegExp(`aria-current="true" data-chip="${key}"`).test(html);

describe('/foryou filter chips', () => {
  it('starts on All, filters by one or more of the reader’s interests, and ignores ids that are not theirs', async () => {
    const [rain, wind, other] = [
      await makeTag({ type: 'topic', name: `Rain ${uniq()}` }),
      await makeTag({ type: 'topic', name: `Wind ${uniq()}` }),
      await makeTag({ type: 'topic' }),
    ];
    const r = await makeArticle({}, [rain.id]);
    const w = await makeArticle({}, [wind.id]);
    const o = await makeArticle({}, [other.id]);
    const reader = await makeReader('plus');
    await follow(reader.id, rain.id);
    await follow(reader.id, wind.id);

    const all = await page('/foryou', reader.cookie);
    expect(all.res.status).toBe(200);
    expect(chosen(all.html, 'all')).toBe(true);
    expect(storyIds(all.html)).toEqual(expect.arrayContaining([r.id, w.id]));
    expect(storyIds(all.html)).not.toContain(o.id);
    expect(chip(all.html, String(rain.id))?.[1]).toBe(`/foryou?tags=${rain.id}`);
    expect(all.html).toContain('href="/account/interests"');
    expect(all.html).not.toContain('data-subscribe-notice');

    const one = await page(`/foryou?tags=${rain.id}`, reader.cookie);
    expect(chosen(one.html, 'all')).toBe(false);
    expect(chosen(one.html, String(rain.id))).toBe(true);
    expect(storyIds(one.html)).toContain(r.id);
    expect(storyIds(one.html)).not.toContain(w.id);
    // Choosing a chosen chip toggles it off; choosing another adds it; All clears.
    expect(chip(one.html, String(rain.id))?.[1]).toBe('/foryou');
    const both = [rain.id, wind.id].sort((a, b) => a - b).join(',');
    expect(chip(one.html, String(wind.id))?.[1]).toBe(`/foryou?tags=${both}`);
    expect(chip(one.html, 'all')?.[1]).toBe('/foryou');

    const foreign = await page(`/foryou?tags=${other.id},junk`, reader.cookie);
    expect(chosen(foreign.html, 'all')).toBe(true);
    expect(storyIds(foreign.html)).not.toContain(o.id);
  });

  it('shows a free reader the subscribe notice, and sends a guest to log in', async () => {
    const free = await makeReader('free');
    const { html } = await page('/foryou', free.cookie);
    expect(html).toContain('data-subscribe-notice');
    expect(html).toContain('Subscribe to the paid tier to access this content.');
    const local = await page('/local', free.cookie);
    expect(local.html).toContain('Subscribe to the paid tier to access local news.');
    expect(local.html).toContain('No local articles available for your selected locations.');
    const guest = await page('/foryou');
    expect(guest.res.status).toBe(302);
    expect(guest.res.headers.get('location')).toMatch(/^\/login/);
  });
});

describe('further pages are Plus', () => {
  it('gives a Plus reader endless loading and the API’s next page; a free reader neither', async () => {
    const topic = await makeTag({ type: 'topic', name: `Tides ${uniq()}` });
    for (let i = 0; i < 20; i++) await makeArticle({}, [topic.id]);
    const plus = await makeReader('plus');
    const free = await makeReader('free');
    for (const r of [plus, free]) await follow(r.id, topic.id);

    const { html } = await page('/foryou', plus.cookie);
    const props = islandProps<{ scope: string; pageSize: number; shown: number; total: number; tags: number[] }>(html, 'FeedMore');
    expect(props).toMatchObject({ scope: 'feed:for-me', pageSize: 17, shown: 17, tags: [] });
    expect(props.total).toBeGreaterThanOrEqual(20);
    expect((await page('/foryou', free.cookie)).html).not.toContain('data-island="FeedMore"');

    const next = (cookie: string) => call('GET', `/api/articles?scope=feed:for-me&tags=${topic.id}&page=2&count=17`, { cookie });
    const more = await next(plus.cookie);
    expect(more.status).toBe(200);
    expect((await dataIn<unknown[]>(more)).length).toBe(3);
    const refused = await next(free.cookie);
    expect(refused.status).toBe(403);
    expect(await firstError(refused)).toEqual({ message: 'Subscribe to the paid tier to access this content.', code: 'plus_required' });
    // The first page stays open to everyone who may see the feed.
    expect((await call('GET', `/api/articles?scope=feed:for-me&tags=${topic.id}&page=1&count=17`, { cookie: free.cookie })).status).toBe(
      200,
    );
  });
});

describe('/local: the 3, 3, 6 and rest split and the location filter', () => {
  const groups = (html: string) =>
    [...html.matchAll(/data-local-group="(\d+)" data-layout="(\d+)">([\s\S]*?)(?=data-local-group=|data-island=|<\/main>)/g)].map((m) => ({
      layout: Number(m[2]),
      cards: (m[3]!.match(/<article /g) ?? []).length,
    }));

  const stateLink = (html: string, key: string) => {
    const m = html.match(new RegExp(`<a href="([^"]*)" class="menu-item font-medium"( aria-current="page")? data-state="${key}"`));
    return m ? { href: m[1], current: Boolean(m[2]) } : null;
  };

  it('draws a Plus reader’s first page of 18 in groups of 3, 3, 6 and 6, each in its layout', async () => {
    const city = await makeTag({ type: 'location', name: `Split${uniq()}-CO`, stateCode: 'CO' });
    for (let i = 0; i < 20; i++) await makeArticle({}, [city.id]);
    const plus = await makeReader('plus');
    await follow(plus.id, city.id);
    const { html } = await page('/local', plus.cookie);
    expect(groups(html)).toEqual([
      { layout: 2, cards: 3 },
      { layout: 7, cards: 3 },
      { layout: 5, cards: 6 },
      { layout: 8, cards: 6 },
    ]);
    expect(islandProps<{ scope: string; pageSize: number; state: string | null }>(html, 'FeedMore')).toMatchObject({
      scope: 'feed:near-me',
      pageSize: 18,
      state: null,
    });
  });

  it('narrows to the reader’s locations in one state, keeps chips and state together, and shows the empty state', async () => {
    const w = uniq();
    const tx = await makeTag({ type: 'location', name: `Tx${w}-TX`, stateCode: 'TX' });
    const ca = await makeTag({ type: 'location', name: `Ca${w}-CA`, stateCode: 'CA' });
    const caUnfollowed = await makeTag({ type: 'location', name: `Cb${w}-CA`, stateCode: 'CA' });
    const t = await makeArticle({}, [tx.id]);
    const c = await makeArticle({}, [ca.id]);
    const u = await makeArticle({}, [caUnfollowed.id]);
    const reader = await makeReader('free');
    await follow(reader.id, tx.id);
    await follow(reader.id, ca.id);

    const any = await page('/local', reader.cookie);
    expect(storyIds(any.html)).toEqual(expect.arrayContaining([t.id, c.id]));
    expect(stateLink(any.html, 'any')).toEqual({ href: '/local', current: true });
    expect((any.html.match(/data-state="[A-Z]{2}"/g) ?? []).length).toBe(50);
    expect(any.html).toContain('>Any State<');

    const inCa = await page('/local?state=ca', reader.cookie);
    expect(storyIds(inCa.html)).toContain(c.id);
    expect(storyIds(inCa.html)).not.toContain(t.id);
    expect(storyIds(inCa.html)).not.toContain(u.id);
    expect(stateLink(inCa.html, 'CA')).toEqual({ href: '/local?state=CA', current: true });
    expect(stateLink(inCa.html, 'any')).toEqual({ href: '/local', current: false });
    // A chip keeps the state; a state link keeps the chips.
    expect(chip(inCa.html, String(ca.id))?.[1]).toBe(`/local?tags=${ca.id}&amp;state=CA`);
    const chosenCa = await page(`/local?tags=${ca.id}&state=CA`, reader.cookie);
    expect(stateLink(chosenCa.html, 'TX')).toEqual({ href: `/local?tags=${ca.id}&amp;state=TX`, current: false });

    const empty = await page('/local?state=WY', reader.cookie);
    expect(storyIds(empty.html)).toEqual([]);
    expect(empty.html).toContain('No local articles available for your selected locations.');
    expect(empty.html).toContain('Select More Locations');

    // An unknown state is 'Any State', never an error on a page.
    const junk = await page('/local?state=ZZ', reader.cookie);
    expect(junk.res.status).toBe(200);
    expect(stateLink(junk.html, 'any')?.current).toBe(true);
  });
});
