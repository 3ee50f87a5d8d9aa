// Comment moderation in the back office through the real Worker and D1: the reported queue (newest
// report first, reasons grouped), and hide / restore / delete changing what readers see and the
// counts readers are shown, each with one audit row.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GENERATION_KEY } from '../../cache';
import type { ModerationDto, ReportedCommentDto } from '../../contracts/admin-comments';
import { COMMENT_REPORT_THRESHOLD, type CommentDto } from '../../contracts/comments';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { makeArticle, makeSession } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { makeReportedComment } from './admin.cases';

const at = (articleId: number) => `/aux/articles/${articleId}/comments`;
const ids = async (articleId: number, query = '', cookie?: string) =>
  (await dataIn<CommentDto[]>(await call('GET', `${at(articleId)}${query}`, { cookie }))).map((c) => c.id);
const count = (articleId: number) =>
  env.DB.prepare('SELECT comments_count AS n FROM articles WHERE id = ?')
    .bind(articleId)
    .first<{ n: number }>()
    .then((r) => r!.n);
const queue = async (cookie: string, query = '') =>
  dataIn<ReportedCommentDto[]>(await call('GET', `/admin/api/comments/reported?count=100${query}`, { cookie }));

describe('comment moderation', () => {
  it('is for admins only', async () => {
    await expectAdminOnly('GET', '/admin/api/comments/reported');
    await expectAdminOnly('POST', `/admin/api/comments/${(await makeReportedComment()).comment.id}/hide`);
  });

  it('lists reported comments, newest report first, with the reasons and how many gave each', async () => {
    const admin = await makeAdmin();
    const older = await makeReportedComment(['Spam']);
    const newer = await makeReportedComment(['Spam', 'Rude', 'Spam', null]);
    // A newer report on the older comment moves it to the top.
    await env.DB.prepare('INSERT INTO comment_reports (comment_id, user_id, reason, created) VALUES (?, ?, ?, ?)')
      .bind(older.comment.id, (await makeSession()).user.id, 'Off topic', Math.floor(Date.now() / 1000) + 60)
      .run();
    await env.DB.prepare('UPDATE comments SET reports_count = 2 WHERE id = ?').bind(older.comment.id).run();

    const rows = await queue(admin.cookie);
    const mine = rows.filter((r) => r.id === older.comment.id || r.id === newer.comment.id);
    expect(mine.map((r) => r.id)).toEqual([older.comment.id, newer.comment.id]);
    expect(mine[1]).toMatchObject({
      article_id: newer.article.id,
      article_title: newer.article.title,
      user_id: newer.author.user.id,
      handle: newer.author.user.username,
      body: newer.comment.body,
      reports_count: 4,
      reasons: [
        { reason: 'Spam', count: 2 },
        { reason: 'Rude', count: 1 },
        { reason: null, count: 1 },
      ],
      moderation: null,
      hidden: true,
    });
    expect(mine[0]!.hidden).toBe(false);
    expect((await queue(admin.cookie, '&moderation=undecided')).map((r) => r.id)).toContain(newer.comment.id);
    expect((await queue(admin.cookie, '&moderation=kept')).map((r) => r.id)).not.toContain(newer.comment.id);
    const bad = await call('GET', '/admin/api/comments/reported?moderation=maybe', { cookie: admin.cookie });
    expect(await firstError(bad)).toMatchObject({ path: 'moderation' });
  });

  it('hide and restore change what readers see and the counts; the author still sees a hidden comment', async () => {
    const admin = await makeAdmin();
    const article = await makeArticle();
    const author = await makeSession();
    const post = async (body: unknown) => dataIn<CommentDto>(await call('POST', at(article.id), { cookie: author.cookie, body }));
    const top = await post({ body: 'A fair point' });
    const reply = await post({ body: 'Replying to myself', reply_to: top.id });
    expect(await ids(article.id)).toEqual([top.id]);
    expect(await count(article.id)).toBe(2);

    const generation = await env.CACHE.get(GENERATION_KEY);
    const hidden = await call('POST', `/admin/api/comments/${top.id}/hide`, { cookie: admin.cookie });
    expect(await dataIn<ModerationDto>(hidden)).toEqual({ id: top.id, moderation: 'hidden', hidden: true, deleted: false });
    expect(await env.CACHE.get(GENERATION_KEY)).not.toBe(generation);
    expect(await ids(article.id)).toEqual([]);
    expect(await count(article.id)).toBe(1);
    expect(await ids(article.id, '', author.cookie)).toEqual([top.id]);

    await call('POST', `/admin/api/comments/${reply.id}/hide`, { cookie: admin.cookie });
    expect(await count(article.id)).toBe(0);
    await call('POST', `/admin/api/comments/${top.id}/restore`, { cookie: admin.cookie });
    const shown = await dataIn<CommentDto[]>(await call('GET', at(article.id)));
    expect(shown).toMatchObject([{ id: top.id, hidden: false, replies: 0 }]);
    expect(await ids(article.id, `?reply_to=${top.id}`)).toEqual([]);

    // Kept means kept: reports past the threshold no longer hide it.
    for (let i = 0; i < COMMENT_REPORT_THRESHOLD; i++)
      await call('POST', `${at(article.id)}/${top.id}/report`, { cookie: (await makeSession()).cookie, body: { reason: 'Spam' } });
    expect(await ids(article.id)).toEqual([top.id]);

    expect((await auditRows('comment', top.id)).map((r) => [r.action, r.data?.after])).toEqual([
      ['restore', { moderation: 'kept', hidden: false }],
      ['hide', { moderation: 'hidden', hidden: true }],
    ]);
  });

  it('deletes as a reader’s removal does: text blanked, thread kept, counts right, out of the queue', async () => {
    const admin = await makeAdmin();
    const { article, comment } = await makeReportedComment(['Spam']);
    const replier = await makeSession();
    const reply = await dataIn<CommentDto>(
      await call('POST', at(article.id), { cookie: replier.cookie, body: { body: 'Agreed', reply_to: comment.id } }),
    );
    const removed = await call('DELETE', `/admin/api/comments/${comment.id}`, { cookie: admin.cookie });
    expect(await dataIn<ModerationDto>(removed)).toMatchObject({ id: comment.id, deleted: true });
    const shown = await dataIn<CommentDto[]>(await call('GET', at(article.id)));
    expect(shown).toMatchObject([{ id: comment.id, deleted: true, body: '' }]);
    expect(await ids(article.id, `?reply_to=${comment.id}`)).toEqual([reply.id]);
    expect(await count(article.id)).toBe(1);
    expect((await queue(admin.cookie)).map((r) => r.id)).not.toContain(comment.id);
    const [row] = await auditRows('comment', comment.id);
    expect(row).toMatchObject({ action: 'delete', adminId: admin.id, data: { before: { body: comment.body, deleted: false } } });

    for (const path of [
      `/admin/api/comments/${comment.id}/hide`,
      `/admin/api/comments/${comment.id}`,
      '/admin/api/comments/999999999/restore',
    ]) {
      const method = path.endsWith('hide') || path.endsWith('restore') ? 'POST' : 'DELETE';
      expect((await call(method, path, { cookie: admin.cookie })).status, path).toBe(404);
    }
    expect(await auditRows('comment', comment.id)).toHaveLength(1);
  });
});
