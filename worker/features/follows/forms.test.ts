// The follow chips and buttons posted without JavaScript: the same follow as the API, 303 back to
// the page it came from (only pages on the list), and no toast (the chip's state is the answer, as
// with the island); unknown ids and bad fields are their error pages, never a 500.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { curators } from '../../db/schema';
import { db, makeSession, makeTag, uniq } from '../../test/factories';
import { postForm } from '../../test/http';
import { setCookie } from '../../test/pages';

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const followsOf = (userId: number) =>
  env.DB.prepare('SELECT tag_id FROM tag_follows WHERE user_id = ? ORDER BY tag_id')
    .bind(userId)
    .all<{ tag_id: number }>()
    .then((r) => r.results.map((row) => row.tag_id));

describe('POST /account/follows/tags/{id}', () => {
  it('follows and unfollows, then 303 back to the page it came from, with no toast', async () => {
    const { user, cookie } = await makeSession();
    const tag = await makeTag({ type: 'category' });
    const on = await postForm(`/account/follows/tags/${tag.id}`, { followed: 'true', back: '/account/interests' }, { cookie });
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/account/interests');
    expect(setCookie(on, 'ew_flash')).toBeNull();
    expect(await followsOf(user.id)).toEqual([tag.id]);
    // Twice is one follow, as with the API.
    expect((await postForm(`/account/follows/tags/${tag.id}`, { followed: 'true', back: '/account/interests' }, { cookie })).status).toBe(
      303,
    );
    expect(await followsOf(user.id)).toEqual([tag.id]);
    const off = await postForm(`/account/follows/tags/${tag.id}`, { followed: 'false', back: '/onboarding?step=interests' }, { cookie });
    expect(off.status).toBe(303);
    expect(off.headers.get('location')).toBe('/onboarding?step=interests');
    expect(await followsOf(user.id)).toEqual([]);
  });

  it('goes back only to a page on the list', async () => {
    const { cookie } = await makeSession();
    const tag = await makeTag({ type: 'location', name: `Town${uniq()}-TX`, stateCode: 'TX' });
    for (const back of ['https://evil.example/', '//evil.example', '/account/profile', '']) {
      const res = await postForm(`/account/follows/tags/${tag.id}`, { followed: 'true', back }, { cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/account/interests');
    }
    const loc = await postForm(`/account/follows/tags/${tag.id}`, { followed: 'false', back: '/account/locations' }, { cookie });
    expect(loc.headers.get('location')).toBe('/account/locations');
  });

  it('an unknown tag or a malformed id is the 404 page and a bad field the 400 page, never a 500', async () => {
    const { user, cookie } = await makeSession();
    const unknown = await postForm('/account/follows/tags/999999999', { followed: 'true', back: '/account/interests' }, { cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/text\/html/);
    expect(await unknown.text()).toContain('Tag not found');
    const malformed = await postForm('/account/follows/tags/abc', { followed: 'true' }, { cookie });
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain('Tag not found');
    const tag = await makeTag();
    const bad = await postForm(`/account/follows/tags/${tag.id}`, { followed: 'maybe' }, { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('followed must be true or false');
    expect(await followsOf(user.id)).toEqual([]);
    expect((await postForm('/account/follows/people/1', { followed: 'true' }, { cookie })).status).toBe(404);
  });

  it('sends a guest to sign in and refuses a cross-site post', async () => {
    const tag = await makeTag();
    const guest = await postForm(`/account/follows/tags/${tag.id}`, { followed: 'true' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=account');
    const { user, cookie } = await makeSession();
    const evil = await postForm(`/account/follows/tags/${tag.id}`, { followed: 'true' }, { cookie, headers: CROSS_SITE });
    expect(evil.status).toBe(403);
    expect(await followsOf(user.id)).toEqual([]);
  });
});

describe('POST /account/follows/curators/{id}', () => {
  it('follows and unfollows a curator, back to /account/following; an unknown one is the 404 page', async () => {
    const { user, cookie } = await makeSession();
    const [curator] = await db()
      .insert(curators)
      .values({ name: `Curator ${uniq()}`, username: `cur${uniq()}` })
      .returning();
    const followed = () =>
      env.DB.prepare('SELECT count(*) AS n FROM curator_follows WHERE user_id = ? AND curator_id = ?')
        .bind(user.id, curator!.id)
        .first<{ n: number }>()
        .then((r) => r!.n);
    const on = await postForm(`/account/follows/curators/${curator!.id}`, { followed: 'true', back: '/account/following' }, { cookie });
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/account/following');
    expect(await followed()).toBe(1);
    // No page given: the curators' own page.
    const off = await postForm(`/account/follows/curators/${curator!.id}`, { followed: 'false' }, { cookie });
    expect(off.headers.get('location')).toBe('/account/following');
    expect(await followed()).toBe(0);
    const unknown = await postForm('/account/follows/curators/999999999', { followed: 'true' }, { cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Curator not found');
  });
});
