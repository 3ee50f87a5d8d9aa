// The vote posted without JavaScript: the same vote as the API, 303 back to a page of this site;
// a free reader's down-vote goes to the plans page with the message; guests log in; bad fields 400.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeReader } from '../../test/factories';
import { postForm } from '../../test/http';

const counts = (id: number) =>
  env.DB.prepare('SELECT upvotes, downvotes FROM articles WHERE id = ?').bind(id).first<{ upvotes: number; downvotes: number }>();

describe('POST /article/{id}/vote', () => {
  it('votes and goes back to the page it came from (only pages of this site)', async () => {
    const article = await makeArticle({ upvotes: 1, downvotes: 0 });
    const { cookie } = await makeReader('plus');
    const up = await postForm(`/article/${article.id}/vote`, { press: 'up', back: '/trending/politics' }, { cookie });
    expect(up.status).toBe(303);
    expect(up.headers.get('location')).toBe('/trending/politics');
    expect(await counts(article.id)).toEqual({ upvotes: 2, downvotes: 0 });
    const down = await postForm(`/article/${article.id}/vote`, { press: 'down', back: 'https://evil.example/' }, { cookie });
    expect(down.headers.get('location')).toBe(`/article/${article.id}`);
    expect(await counts(article.id)).toEqual({ upvotes: 1, downvotes: 1 });
  });

  it("sends a free reader's down-vote to the plans page and counts nothing", async () => {
    const article = await makeArticle({ upvotes: 0, downvotes: 0 });
    const { cookie } = await makeReader('free');
    const res = await postForm(`/article/${article.id}/vote`, { press: 'down', back: '/' }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/landing');
    expect(res.headers.get('set-cookie')).toContain('ew_flash=');
    expect(await counts(article.id)).toEqual({ upvotes: 0, downvotes: 0 });
  });

  it('sends a guest to log in, refuses a cross-site post, and answers bad fields with 400 and unknown ids with 404', async () => {
    const article = await makeArticle({ upvotes: 0 });
    const guest = await postForm(`/article/${article.id}/vote`, { press: 'up' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toMatch(/^\/login/);
    const { cookie } = await makeReader('plus');
    const cross = await postForm(
      `/article/${article.id}/vote`,
      { press: 'up' },
      { cookie, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(cross.status).toBe(403);
    expect((await postForm(`/article/${article.id}/vote`, { press: 'sideways' }, { cookie })).status).toBe(400);
    expect((await postForm('/article/999999999/vote', { press: 'up' }, { cookie })).status).toBe(404);
    expect(await counts(article.id)).toEqual({ upvotes: 0, downvotes: 0 });
  });
});
