// The back office's moderation queue as a browser without JavaScript uses it: the guard, the queue
// (article, author, text, reports and reasons, state) with its state filter, and each decision's
// form: back to the queue as shown, a toast, one audit row, and what readers see changed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleHref } from '../../contracts/article-url';
import type { CommentDto } from '../../contracts/comments';
import { comments } from '../../db/schema';
import { auditRows, makeAdmin } from '../../test/admin';
import { db, makeReader } from '../../test/factories';
import { call, dataIn, postForm } from '../../test/http';
import { toastsAfter } from '../../test/pages';
import { makeReportedComment } from './admin.cases';
import { COMMENT_TOASTS } from './admin-forms';

const commentRow = async (id: number) => (await db().select().from(comments).where(eq(comments.id, id)))[0];
const seenBy = async (articleId: number, cookie?: string) =>
  (await dataIn<CommentDto[]>(await call('GET', `/aux/articles/${articleId}/comments`, { cookie }))).map((c) => c.id);

describe('comment moderation pages', () => {
  it('send a guest to sign in and refuse a reader, pages and forms alike', async () => {
    const guest = await call('GET', '/admin/comments');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=admin');
    const reader = await makeReader('free');
    const { comment } = await makeReportedComment();
    expect((await call('GET', '/admin/comments', { cookie: reader.cookie })).status).toBe(403);
    expect((await postForm(`/admin/comments/${comment.id}/hide`, {}, { cookie: reader.cookie })).status).toBe(403);
    expect((await commentRow(comment.id))!.moderation).toBeNull();
  });

  it('show the reported queue with the article, author, reasons and state, filtered by state', async () => {
    const admin = await makeAdmin();
    const { article, author, comment } = await makeReportedComment(['Spam', 'Spam', 'Rude']);
    const html = await (await call('GET', '/admin/comments?count=100', { cookie: admin.cookie })).text();
    const row = new RegExp(`data-comment-row="${comment.id}".*?</tr>`).exec(html)?.[0] ?? '';
    expect(row).toContain(comment.body);
    expect(row).toContain(`href="${articleHref(article.id, article.title).replaceAll('&', '&amp;')}"`);
    expect(row).toContain(`href="/admin/users/${author.user.id}"`);
    expect(row).toMatch(/Spam<!-- --> × <!-- -->2/);
    expect(row).toContain('Undecided');
    expect(row).toContain('Readers do not see it');
    expect(row).toContain(`action="/admin/comments/${comment.id}/hide"`);
    const hiddenOnly = await (await call('GET', '/admin/comments?moderation=hidden&count=100', { cookie: admin.cookie })).text();
    expect(hiddenOnly).not.toContain(`data-comment-row="${comment.id}"`);
    expect((await call('GET', '/admin/comments?moderation=', { cookie: admin.cookie })).status).toBe(200);
    expect((await call('GET', '/admin/comments?moderation=gone', { cookie: admin.cookie })).status).toBe(400);
  });

  it('hides a comment from readers and restores it, back to the queue as shown, one audit row each', async () => {
    const admin = await makeAdmin();
    const { article, comment } = await makeReportedComment(['Spam']);
    const reader = await makeReader('free');
    expect(await seenBy(article.id, reader.cookie)).toContain(comment.id);
    const back = '/admin/comments?moderation=undecided&page=1';
    const hidden = await postForm(`/admin/comments/${comment.id}/hide`, { back }, { cookie: admin.cookie });
    expect(hidden.headers.get('location')).toBe(back);
    expect(await toastsAfter(hidden, admin.cookie)).toEqual([{ type: 'success', message: COMMENT_TOASTS.hidden }]);
    expect((await commentRow(comment.id))!.moderation).toBe('hidden');
    expect(await seenBy(article.id, reader.cookie)).not.toContain(comment.id);
    expect(await seenBy(article.id)).not.toContain(comment.id);

    const kept = await postForm(`/admin/comments/${comment.id}/restore`, { back: 'https://evil.example/' }, { cookie: admin.cookie });
    expect(kept.headers.get('location')).toBe('/admin/comments');
    expect((await commentRow(comment.id))!.moderation).toBe('kept');
    expect(await seenBy(article.id, reader.cookie)).toContain(comment.id);
    expect((await auditRows('comment', comment.id)).map((r) => r.action)).toEqual(['restore', 'hide']);
  });

  it('deletes only after the confirm step; a removed comment gets an error toast, never a 500', async () => {
    const admin = await makeAdmin();
    const { comment } = await makeReportedComment();
    const back = '/admin/comments?moderation=undecided';
    const unconfirmed = await postForm(`/admin/comments/${comment.id}/delete`, { back }, { cookie: admin.cookie });
    expect(unconfirmed.status).toBe(303);
    const confirmPath = unconfirmed.headers.get('location')!;
    expect(confirmPath).toBe(`/admin/comments/${comment.id}/delete?back=${encodeURIComponent(back)}`);
    const confirm = await call('GET', confirmPath, { cookie: admin.cookie });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain(`name="back" value="${back.replaceAll('&', '&amp;')}"`);
    expect((await commentRow(comment.id))!.deletedAt).toBeNull();

    const res = await postForm(`/admin/comments/${comment.id}/delete`, { confirm: 'yes', back }, { cookie: admin.cookie });
    expect(res.headers.get('location')).toBe(back);
    expect(await toastsAfter(res, admin.cookie)).toEqual([{ type: 'success', message: COMMENT_TOASTS.deleted }]);
    expect(await commentRow(comment.id)).toMatchObject({ body: '' });
    expect((await commentRow(comment.id))!.deletedAt).not.toBeNull();
    expect(await auditRows('comment', comment.id)).toMatchObject([{ action: 'delete' }]);

    const again = await postForm(`/admin/comments/${comment.id}/hide`, { back }, { cookie: admin.cookie });
    expect(await toastsAfter(again, admin.cookie)).toMatchObject([{ type: 'error' }]);
    expect(await auditRows('comment', comment.id)).toHaveLength(1);
    expect((await call('GET', `/admin/comments/${comment.id}/delete`, { cookie: admin.cookie })).status).toBe(404);
  });
});
