// Reply notifications through the real queue and the real mail catcher, honouring each reader's
// email_notification_comments (all, replies, none); and the comment forms without JavaScript.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type CommentDto, COMMENT_MESSAGES as M } from '../../contracts/comments';
import { makeArticle, makeSession } from '../../test/factories';
import { call, dataIn, postForm } from '../../test/http';
import { caughtFor, uniqueAddress, waitForMail } from '../../test/mail';

const at = (articleId: number) => `/aux/articles/${articleId}/comments`;

async function readerWith(setting: 'all' | 'replies' | 'none') {
  const s = await makeSession();
  const email = uniqueAddress(setting);
  await env.DB.prepare('UPDATE users SET email = ?, email_notification_comments = ? WHERE id = ?').bind(email, setting, s.user.id).run();
  return { ...s, email };
}
const post = async (cookie: string, articleId: number, body: string, reply_to?: number) =>
  dataIn<CommentDto>(await call('POST', at(articleId), { cookie, body: { body, reply_to } }));

describe('reply notifications', () => {
  it('e-mails the thread’s author (all or replies) and earlier repliers (all), never the poster or a reader who chose none', async () => {
    const article = await makeArticle({ title: 'Rivers <rise>' });
    const author = await readerWith('replies');
    const joiner = await readerWith('all');
    const quiet = await readerWith('none');
    const top = await post(author.cookie, article.id, 'Top-level thought');
    await post(joiner.cookie, article.id, 'First reply', top.id);
    await post(quiet.cookie, article.id, 'Quiet reply', top.id);
    const last = await post(author.cookie, article.id, 'The author answers <b>back</b>', top.id);

    // The author heard of both replies by others, and not of their own.
    const toAuthor = await waitForMail(author.email, (m) => m.text.includes('Quiet reply'));
    expect(toAuthor.subject).toBe(`${quiet.user.username} replied to your comment`);
    expect(toAuthor.text).toContain('on "Rivers <rise>"');
    expect(toAuthor.text).toContain(`/article/${article.id}?comment_id=${top.id}&reply_id=`);
    expect(toAuthor.html).toContain('Rivers &lt;rise&gt;');
    expect(toAuthor.html).toMatch(/^<!DOCTYPE html/);
    expect(toAuthor.text).toContain('Read the conversation http://');
    await waitForMail(author.email, (m) => m.text.includes('First reply'));
    // The joiner ('all') hears of later replies in the thread, the author's included, escaped.
    const toJoiner = await waitForMail(joiner.email, (m) => m.text.includes('The author answers'));
    expect(toJoiner.subject).toBe(`${author.user.username} also replied in a conversation you joined`);
    expect(toJoiner.text).toContain(`reply_id=${last.id}#comment-${last.id}`);
    expect(toJoiner.html).toContain('&lt;b&gt;back&lt;/b&gt;');
    // 'none' hears nothing, and nobody hears of their own words.
    await new Promise((r) => setTimeout(r, 500));
    expect(await caughtFor(quiet.email)).toEqual([]);
    expect((await caughtFor(author.email)).filter((m) => m.text.includes('The author answers'))).toEqual([]);
  });

  it('sends nothing for a top-level comment, or to an author who chose none', async () => {
    const article = await makeArticle();
    const author = await readerWith('none');
    const other = await readerWith('all');
    const top = await post(author.cookie, article.id, 'Hello');
    await post(other.cookie, article.id, 'Another top-level');
    await post(other.cookie, article.id, 'A reply', top.id);
    await new Promise((r) => setTimeout(r, 800));
    expect(await caughtFor(author.email)).toEqual([]);
    expect(await caughtFor(other.email)).toEqual([]);
  });
});

describe('the comment forms without JavaScript', () => {
  it('posts, replies, edits and removes, each going back to the comment', async () => {
    const article = await makeArticle();
    const { cookie } = await makeSession();
    const posted = await postForm(`/article/${article.id}/comments`, { body: 'From a form' }, { cookie });
    expect(posted.status).toBe(303);
    const [top] = await dataIn<CommentDto[]>(await call('GET', at(article.id)));
    expect(top).toMatchObject({ body: 'From a form' });
    expect(posted.headers.get('location')).toBe(`/article/${article.id}?comment_id=${top!.id}#comment-${top!.id}`);

    const replied = await postForm(`/article/${article.id}/comments`, { body: 'A reply', reply_to: String(top!.id) }, { cookie });
    const [reply] = await dataIn<CommentDto[]>(await call('GET', `${at(article.id)}?reply_to=${top!.id}`));
    expect(replied.headers.get('location')).toBe(`/article/${article.id}?comment_id=${top!.id}&reply_id=${reply!.id}#comment-${reply!.id}`);
    // The page at that link shows the thread open at the reply.
    const page = await (await call('GET', replied.headers.get('location')!, { cookie })).text();
    expect(page).toContain(`id="comment-${reply!.id}" data-comment="${reply!.id}" data-focused=""`);

    expect((await postForm(`/article/${article.id}/comments/${top!.id}/edit`, { body: 'Edited' }, { cookie })).status).toBe(303);
    expect((await postForm(`/article/${article.id}/comments/${reply!.id}/delete`, {}, { cookie })).status).toBe(303);
    const after = await dataIn<CommentDto[]>(await call('GET', at(article.id)));
    expect(after).toMatchObject([{ id: top!.id, body: 'Edited', replies: 0 }]);
  });

  it('goes back with the spec’s failure text and the text kept when a post is refused; guests log in first', async () => {
    const article = await makeArticle();
    const { cookie } = await makeSession();
    const refused = await postForm(`/article/${article.id}/comments`, { body: '   ' }, { cookie });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`/article/${article.id}#comments`);
    const flash = refused.headers.get('set-cookie')!;
    const page = await (await call('GET', `/article/${article.id}`, { cookie: `${cookie}; ${flash.split(';')[0]}` })).text();
    expect(page).toContain(`Failed to send comment! Reason: ${M.blank}`);
    const guest = await postForm(`/article/${article.id}/comments`, { body: 'Hi' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toMatch(/^\/login/);
    expect(await dataIn<CommentDto[]>(await call('GET', at(article.id)))).toEqual([]);
  });
});
