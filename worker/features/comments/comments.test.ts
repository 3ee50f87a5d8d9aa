// The comments service through the real Worker and D1: paging both ways and by thread, posting,
// one reply level, edits with history, removal by owner and admin, exact counts, permissions,
// the posting limit, and bad input in the envelope, never half-written.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, COMMENT_POST_LIMIT, type CommentDto, COMMENT_MESSAGES as M } from '../../contracts/comments';
import { makeArticle, makeReader, makeSession } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const base = (articleId: number) => `/aux/articles/${articleId}/comments`;
const send = (cookie: string, articleId: number, body: unknown) => call('POST', base(articleId), { cookie, body });
const list = async (articleId: number, query = '', cookie?: string) =>
  dataIn<CommentDto[]>(await call('GET', `${base(articleId)}${query}`, { cookie }));
const counts = (articleId: number) =>
  env.DB.prepare('SELECT comments_count AS n FROM articles WHERE id = ?')
    .bind(articleId)
    .first<{ n: number }>()
    .then((r) => r!.n);

describe('the comments service', () => {
  it('posts a comment and a reply, counts them exactly, and pages older, newer and by thread', async () => {
    const article = await makeArticle();
    const { cookie, user } = await makeSession();
    const res = await send(cookie, article.id, { body: '  First!  ' });
    expect(res.status).toBe(201);
    const first = await dataIn<CommentDto>(res);
    expect(first).toMatchObject({
      ref_id: article.id,
      body: 'First!',
      handle: user.username,
      user_id: user.id,
      reply_to: null,
      replies: 0,
      can_edit: true,
      can_delete: true,
      deleted: false,
    });
    const ids = [first.id];
    // Several writers: one account may post only COMMENT_POST_LIMIT.limit in a window.
    const writers = [await makeSession(), await makeSession(), await makeSession()];
    for (let i = 2; i <= 25; i++)
      ids.push((await dataIn<CommentDto>(await send(writers[i % 3]!.cookie, article.id, { body: `Comment ${i}` }))).id);
    expect(await counts(article.id)).toBe(25);

    const newest = await list(article.id, '?before_id=0');
    expect(newest.map((c) => c.id)).toEqual(ids.slice(-10).reverse());
    const older = await list(article.id, `?before_id=${newest.at(-1)!.id}`);
    expect(older.map((c) => c.id)).toEqual(ids.slice(5, 15).reverse());
    const newer = await list(article.id, `?after_id=${ids[19]}&count=3`);
    expect(newer.map((c) => c.id)).toEqual(ids.slice(20, 23));
    // A guest reads them too, but may change none.
    expect((await list(article.id)).every((c) => !c.can_edit && !c.can_delete)).toBe(true);

    const reply = await dataIn<CommentDto>(await send(cookie, article.id, { body: 'A reply', reply_to: first.id }));
    expect(reply.reply_to).toBe(first.id);
    expect((await list(article.id)).map((c) => c.id)).not.toContain(reply.id);
    expect((await list(article.id, `?reply_to=${first.id}`)).map((c) => c.id)).toEqual([reply.id]);
    const thread = (await list(article.id, `?before_id=${ids[1]}`))[0]!;
    expect(thread).toMatchObject({ id: first.id, replies: 1 });
    expect(await counts(article.id)).toBe(26);
  });

  it('refuses a reply to a reply, a reply to another article’s comment, and bad bodies, storing nothing', async () => {
    const [a, b] = [await makeArticle(), await makeArticle()];
    const { cookie } = await makeSession();
    const top = await dataIn<CommentDto>(await send(cookie, a.id, { body: 'Top' }));
    const reply = await dataIn<CommentDto>(await send(cookie, a.id, { body: 'Reply', reply_to: top.id }));
    const cases: [unknown, number, string, string][] = [
      [{ body: 'Deeper', reply_to: reply.id }, 400, M.replyToReply, 'reply_to'],
      [{ body: 'Blank', reply_to: 999_999_999 }, 400, M.notFound, 'reply_to'],
      [{ body: '   ' }, 400, M.blank, 'body'],
      [{ body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, 400, M.tooLong, 'body'],
      [{ body: 42 }, 400, 'body must be text', 'body'],
      [{}, 400, 'body must be text', 'body'],
    ];
    for (const [payload, status, message, path] of cases) {
      const res = await send(cookie, a.id, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(await firstError(res)).toMatchObject({ message, path });
    }
    const elsewhere = await send(cookie, b.id, { body: 'Here?', reply_to: top.id });
    expect(await firstError(elsewhere)).toMatchObject({ message: M.replyElsewhere, path: 'reply_to' });
    expect(await counts(a.id)).toBe(2);
    expect(await counts(b.id)).toBe(0);
    // Markup is stored and answered as text, never interpreted.
    const html = await dataIn<CommentDto>(await send(cookie, a.id, { body: '<img src=x onerror=alert(1)>' }));
    expect(html.body).toBe('<img src=x onerror=alert(1)>');
  });

  it('lets the owner edit (keeping the old text) and remove; others get 403; an admin may remove', async () => {
    const article = await makeArticle();
    const owner = await makeSession();
    const other = await makeSession();
    const admin = await makeSession({ role: 'admin' });
    const c = await dataIn<CommentDto>(await send(owner.cookie, article.id, { body: 'Original' }));
    const at = `${base(article.id)}/${c.id}`;

    expect((await call('PATCH', at, { cookie: other.cookie, body: { body: 'Hijack' } })).status).toBe(403);
    expect((await call('PATCH', at, { cookie: admin.cookie, body: { body: 'Admin edit' } })).status).toBe(403);
    expect(await firstError(await call('PATCH', at, { cookie: owner.cookie, body: { body: 'Original' } }))).toMatchObject({
      message: M.unchanged,
    });
    const edited = await call('PATCH', at, { cookie: owner.cookie, body: { body: 'Edited' } });
    expect(edited.status).toBe(200);
    expect(await dataIn<CommentDto>(edited)).toMatchObject({ id: c.id, body: 'Edited', can_edit: true });
    const history = await env.DB.prepare('SELECT previous_body FROM comment_edits WHERE comment_id = ?').bind(c.id).all();
    expect(history.results).toEqual([{ previous_body: 'Original' }]);

    expect((await call('DELETE', at, { cookie: other.cookie })).status).toBe(403);
    expect(await counts(article.id)).toBe(1);
    const removed = await call('DELETE', at, { cookie: owner.cookie });
    expect(await dataIn(removed)).toEqual({ id: c.id, deleted: true });
    expect(await counts(article.id)).toBe(0);
    expect((await call('DELETE', at, { cookie: owner.cookie })).status).toBe(404);
    expect(await list(article.id)).toEqual([]);

    const second = await dataIn<CommentDto>(await send(owner.cookie, article.id, { body: 'Second' }));
    await send(other.cookie, article.id, { body: 'A reply to it', reply_to: second.id });
    expect((await call('DELETE', `${base(article.id)}/${second.id}`, { cookie: admin.cookie })).status).toBe(200);
    // Removed with a reply: still listed (its thread stays readable), blank and marked.
    expect(await list(article.id)).toEqual([
      expect.objectContaining({ id: second.id, body: '', handle: M.removedHandle, deleted: true, replies: 1 }),
    ]);
    expect(await counts(article.id)).toBe(1);
  });

  it('answers 401 without a session, 403 cross-site and for a paid article without Plus, 404 for an unknown article', async () => {
    const article = await makeArticle();
    const paid = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid' });
    const free = await makeReader('free');
    const plus = await makeReader('plus');
    expect((await call('POST', base(article.id), { body: { body: 'Hi' } })).status).toBe(401);
    const cross = await call('POST', base(article.id), {
      cookie: free.cookie,
      body: { body: 'Hi' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    const gated = await send(free.cookie, paid.id, { body: 'Hi' });
    expect(gated.status).toBe(403);
    expect((await firstError(gated)).message).toBe(M.mayNotComment);
    expect((await send(plus.cookie, paid.id, { body: 'Hi' })).status).toBe(201);
    expect((await send(free.cookie, 999_999_999, { body: 'Hi' })).status).toBe(404);
    expect((await call('GET', base(999_999_999))).status).toBe(404);
    expect((await call('GET', `${base(article.id)}?before_id=1&after_id=1`)).status).toBe(400);
    expect((await call('GET', `${base(article.id)}?after_id=1&count=51`)).status).toBe(400);
    expect(await counts(article.id)).toBe(0);
  });

  it(`allows exactly ${COMMENT_POST_LIMIT.limit} posts per account in a window, then 429 with Retry-After`, async () => {
    const article = await makeArticle();
    const { cookie } = await makeSession();
    const answers = await Promise.all(
      Array.from({ length: COMMENT_POST_LIMIT.limit + 3 }, (_, i) => send(cookie, article.id, { body: `Post ${i}` })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(COMMENT_POST_LIMIT.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await counts(article.id)).toBe(COMMENT_POST_LIMIT.limit);
  });
});
