// Votes through the real Worker and D1: every transition with exact counts, the Plus rule for
// down-votes, guards (session, CSRF), unknown articles, and concurrency (many readers at once,
// one reader pressing many times at once).
import { env } from 'cloudflare:test';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { ArticleDto } from '../../contracts/articles';
import { VOTE_MESSAGES } from '../../contracts/votes';
import { makeArticle, makeReader, makeSession, makeTag } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const press = (cookie: string, id: number, dir: 'up' | 'down', headers?: Record<string, string>) =>
  call('POST', `/api/articles/${id}/${dir}vote`, { cookie, headers });
const counts = (a: Pick<ArticleDto, 'upvotes' | 'downvotes' | 'voted'>) => [a.upvotes, a.downvotes, a.voted];
const stored = async (articleId: number) => {
  const row = await env.DB.prepare('SELECT upvotes, downvotes FROM articles WHERE id = ?')
    .bind(articleId)
    .first<{ upvotes: number; downvotes: number }>();
  const n = await env.DB.prepare('SELECT count(*) AS n FROM votes WHERE article_id = ?').bind(articleId).first<{ n: number }>();
  return { ...row!, rows: n!.n };
};

describe('POST /api/articles/{id}/upvote and /downvote', () => {
  it('walks a Plus reader through up, clear, down, up with exact counts on top of the existing ones', async () => {
    const article = await makeArticle({ upvotes: 10, downvotes: 3 });
    const { cookie } = await makeReader('plus');
    const steps: [dir: 'up' | 'down', expected: number[]][] = [
      ['up', [11, 3, 1]],
      ['up', [10, 3, 0]],
      ['down', [10, 4, -1]],
      ['up', [11, 3, 1]],
      ['down', [10, 4, -1]],
      ['down', [10, 3, 0]],
    ];
    for (const [dir, expected] of steps) {
      const res = await press(cookie, article.id, dir);
      expect(res.status).toBe(200);
      const a = await dataIn<ArticleDto>(res);
      expect(a.id).toBe(article.id);
      expect(counts(a), dir).toEqual(expected);
      expect(await stored(article.id)).toMatchObject({ upvotes: expected[0], downvotes: expected[1], rows: expected[2] === 0 ? 0 : 1 });
    }
  });

  it('lets a free reader up-vote but answers a down-vote with plus_required, changing nothing', async () => {
    const article = await makeArticle({ upvotes: 2, downvotes: 1 });
    const { cookie } = await makeReader('free');
    const down = await press(cookie, article.id, 'down');
    expect(down.status).toBe(403);
    expect(await firstError(down)).toEqual({ message: VOTE_MESSAGES.plusOnly, code: 'plus_required' });
    expect(await stored(article.id)).toEqual({ upvotes: 2, downvotes: 1, rows: 0 });
    expect(counts(await dataIn<ArticleDto>(await press(cookie, article.id, 'up')))).toEqual([3, 1, 1]);
    // From an up-vote, down is still a Plus press.
    expect((await press(cookie, article.id, 'down')).status).toBe(403);
    expect(await stored(article.id)).toEqual({ upvotes: 3, downvotes: 1, rows: 1 });
  });

  it('lets a reader whose Plus lapsed take back their down-vote', async () => {
    const article = await makeArticle({ upvotes: 0, downvotes: 0 });
    const { user, cookie } = await makeSession({ subscriptionEnd: Math.floor(Date.now() / 1000) + 3600 });
    await press(cookie, article.id, 'down');
    await env.DB.prepare('UPDATE users SET subscription_end = ? WHERE id = ?')
      .bind(Math.floor(Date.now() / 1000) - 60, user.id)
      .run();
    const res = await press(cookie, article.id, 'down');
    expect(res.status).toBe(200);
    expect(counts(await dataIn<ArticleDto>(res))).toEqual([0, 0, 0]);
  });

  it("answers the same card the article call gives: tags in their order, the reader's bookmark and vote", async () => {
    const [first, second, third] = await Promise.all([makeTag(), makeTag(), makeTag()]);
    const article = await makeArticle({ upvotes: 1, imageUrl: 'https://img.example/a.jpg', blurHash: 'LKO2?U%2Tw=w' }, [
      third!.id,
      first!.id,
      second!.id,
    ]);
    const { cookie } = await makeReader('plus');
    expect((await call('POST', `/api/articles/${article.id}/bookmark`, { cookie })).status).toBe(200);
    const voted = await dataIn<ArticleDto>(await press(cookie, article.id, 'down'));
    const read = await dataIn<ArticleDto>(await call('GET', `/api/articles/${article.id}`, { cookie }));
    expect(voted.tags.map((t) => t.id)).toEqual([third!.id, first!.id, second!.id]);
    expect(voted).toMatchObject({ voted: -1, bookmarked: true, upvotes: 1, downvotes: 1 });
    expect(voted).toEqual({ ...read, content: null, excerpt: null, locked: null });
  });

  it('answers 401 without a session, 403 cross-site, 404 for an unknown or unpublished article, 400 for a bad id', async () => {
    const article = await makeArticle({ upvotes: 5 });
    const draft = await makeArticle({ status: 'drafted' });
    const { cookie } = await makeReader('plus');
    const guest = await call('POST', `/api/articles/${article.id}/upvote`);
    expect(guest.status).toBe(401);
    expect((await firstError(guest)).code).toBe('unauthorized');
    const cross = await press(cookie, article.id, 'up', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect((await press(cookie, 999_999_999, 'up')).status).toBe(404);
    const unpublished = await press(cookie, draft.id, 'up');
    expect(unpublished.status).toBe(404);
    expect((await firstError(unpublished)).message).toBe('Article not found');
    expect((await press(cookie, 0, 'up')).status).toBe(400);
    expect(await stored(article.id)).toEqual({ upvotes: 5, downvotes: 0, rows: 0 });
    expect(await stored(draft.id)).toMatchObject({ rows: 0 });
    // GET never votes.
    expect((await call('GET', `/api/articles/${article.id}/upvote`, { cookie })).status).toBe(404);
  });

  it('checks the session inside the vote itself: revoked, moved on or deactivated, the press is 401 and writes nothing', async () => {
    const article = await makeArticle({ upvotes: 7 });
    const refusals: [string, (id: number, jti: string) => D1PreparedStatement][] = [
      [
        'revoked',
        (id, jti) =>
          env.DB.prepare(
            'INSERT INTO session_revocations (user_id, jti, revoked_at, expires_at) VALUES (?, ?, unixepoch(), unixepoch() + 60)',
          ).bind(id, jti),
      ],
      ['password changed', (id) => env.DB.prepare('UPDATE users SET session_version = session_version + 1 WHERE id = ?').bind(id)],
      ['deactivated', (id) => env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?').bind(id)],
    ];
    for (const [name, change] of refusals) {
      const { user, cookie } = await makeSession({ subscriptionEnd: Math.floor(Date.now() / 1000) + 86_400 });
      expect((await press(cookie, article.id, 'up')).status, name).toBe(200);
      expect((await press(cookie, article.id, 'up')).status, name).toBe(200); // cleared again
      await change(user.id, decodeJwt(cookie.slice('ew_session='.length)).jti!).run();
      for (const dir of ['up', 'down'] as const) {
        const res = await press(cookie, article.id, dir);
        expect(res.status, `${name}, ${dir}`).toBe(401);
        expect((await firstError(res)).code).toBe('unauthorized');
      }
      expect(await stored(article.id), name).toEqual({ upvotes: 7, downvotes: 0, rows: 0 });
    }
  });

  it('counts 200 readers voting at once exactly', async () => {
    const article = await makeArticle({ upvotes: 7, downvotes: 0 });
    const readers = await Promise.all(Array.from({ length: 200 }, () => makeReader('plus')));
    const answers = await Promise.all(readers.map((r, i) => press(r.cookie, article.id, i % 4 === 0 ? 'down' : 'up')));
    expect(answers.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(await stored(article.id)).toEqual({ upvotes: 7 + 150, downvotes: 50, rows: 200 });
    // 200 readers made and 200 votes through one workerd: a minute or more on a busy 2-core
    // machine. The count is what is tested, not the time.
  }, 180_000);

  it('leaves one reader pressing 51 times at once with exactly one vote, counted once', async () => {
    const article = await makeArticle({ upvotes: 4, downvotes: 0 });
    const { cookie } = await makeReader('plus');
    const answers = await Promise.all(Array.from({ length: 51 }, () => press(cookie, article.id, 'up')));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    // 51 presses of one direction alternate set, clear, set…: an odd number ends set.
    expect(await stored(article.id)).toEqual({ upvotes: 5, downvotes: 0, rows: 1 });
  });
});
