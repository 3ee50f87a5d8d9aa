// POST /api/profile/password and DELETE /api/profile through the real Worker: the new-password
// messages, every other session revoked while this browser stays signed in, account deletion
// with its cascade, and 'No user logged in' without a session.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeSession, makeTag } from '../../test/factories';
import { call, dataIn, firstError, sessionCookie } from '../../test/http';

const change = (cookie: string | undefined, body: unknown) => call('POST', '/api/profile/password', { cookie, body });
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe('POST /api/profile/password', () => {
  it('refuses a guest', async () => {
    const res = await change(undefined, { password: 'secret-2', confirm_password: 'secret-2' });
    expect(res.status).toBe(401);
    expect((await firstError(res)).message).toBe('No user logged in');
  });

  it.each([
    ['no fields', {}, 'New password should not be null', 'password'],
    ['empty fields', { password: '', confirm_password: '' }, 'New password should not be null', 'password'],
    ['nulls', { password: null, confirm_password: null }, 'New password should not be null', 'password'],
    ['5 characters', { password: 'abc12', confirm_password: 'abc12' }, 'New password must be 6 or more characters in length.', 'password'],
    [
      'different passwords',
      { password: 'secret-2', confirm_password: 'secret-3' },
      'New Password and Confirm Password do not match.',
      'confirm_password',
    ],
    ['no confirmation', { password: 'secret-2' }, 'New Password and Confirm Password do not match.', 'confirm_password'],
    ['a 10 KB password', { password: 'x'.repeat(10_240), confirm_password: 'x'.repeat(10_240) }, 'Something went wrong.', 'password'],
    ['an unknown field', { password: 'secret-2', confirm_password: 'secret-2', extra: 1 }, 'Unknown field: extra', 'extra'],
  ])('%s → %s', async (_label, body, message, path) => {
    const { user, cookie } = await makeSession();
    const res = await change(cookie, body);
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ message, path });
    expect(await count('SELECT count(*) AS n FROM password_credentials WHERE user_id = ?', user.id)).toBe(0);
  });

  it('sets the password, kills copied cookies and keeps this browser signed in with a fresh one', async () => {
    const { user, cookie } = await makeSession();
    const res = await change(cookie, { password: 'brand-new-pw', confirm_password: 'brand-new-pw' });
    expect(res.status).toBe(200);
    expect(await dataIn<{ message: string }>(res)).toEqual({ message: 'Password updated.' });
    const fresh = sessionCookie(res);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(cookie);
    // The old token (and any copy of it) is refused at once; the fresh one works.
    expect((await call('GET', '/api/profile', { cookie })).status).toBe(401);
    expect((await call('GET', '/api/profile', { cookie: fresh! })).status).toBe(200);
    // And the new password signs in.
    const signIn = await call('POST', '/api/auth/sign-in', {
      body: { method: 'password-sign-in', email: user.email, password: 'brand-new-pw' },
      headers: { 'cf-connecting-ip': '10.77.0.1' },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('DELETE /api/profile', () => {
  it('refuses a guest', async () => {
    const res = await call('DELETE', '/api/profile');
    expect(res.status).toBe(401);
    expect((await firstError(res)).message).toBe('No user logged in');
  });

  it('deletes the account with its follows, bookmarks and votes, fixes vote counts and ends the session', async () => {
    const { user, cookie } = await makeSession();
    const other = await makeSession();
    const tag = await makeTag({ type: 'category' });
    const article = await makeArticle({ upvotes: 3, downvotes: 2 });
    const db = env.DB;
    await db.batch([
      db.prepare('INSERT INTO tag_follows (user_id, tag_id) VALUES (?, ?), (?, ?)').bind(user.id, tag.id, other.user.id, tag.id),
      db.prepare('INSERT INTO bookmarks (user_id, article_id) VALUES (?, ?)').bind(user.id, article.id),
      db.prepare('INSERT INTO votes (user_id, article_id, direction) VALUES (?, ?, -1)').bind(user.id, article.id),
      db.prepare("INSERT INTO comments (article_id, user_id, body) VALUES (?, ?, 'kept, anonymous')").bind(article.id, user.id),
    ]);
    const res = await call('DELETE', '/api/profile', { cookie });
    expect(res.status).toBe(200);
    expect(await dataIn(res)).toEqual({ deleted: true });
    expect(res.headers.get('set-cookie')).toMatch(/ew_session=;/);
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', user.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM tag_follows WHERE user_id = ?', user.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM tag_follows WHERE user_id = ?', other.user.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM bookmarks WHERE user_id = ?', user.id)).toBe(0);
    expect(await db.prepare('SELECT upvotes, downvotes FROM articles WHERE id = ?').bind(article.id).first()).toEqual({
      upvotes: 3,
      downvotes: 1,
    });
    expect(await count('SELECT count(*) AS n FROM comments WHERE article_id = ? AND user_id IS NULL', article.id)).toBe(1);
    // A copy of the cookie is worthless now.
    expect((await call('GET', '/api/profile', { cookie })).status).toBe(401);
    expect((await call('DELETE', '/api/profile', { cookie })).status).toBe(401);
  });
});
