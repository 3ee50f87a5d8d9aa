// PATCH and DELETE /admin/api/users/{id}: support's changes (role, e-mail, Plus until when, the
// reader's settings), 409 and 400 naming the field with nothing written, and an admin who cannot
// demote or delete themself. Every write leaves exactly one audit row.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { UserDetailDto } from '../../contracts/admin-users';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { makeArticle, makeSession, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const patch = (cookie: string, id: number, body: unknown) => call('PATCH', `/admin/api/users/${id}`, { cookie, body });
const row = (id: number) => env.DB.prepare('SELECT * FROM users WHERE id = ?').bind(id).first<Record<string, unknown>>();

describe('PATCH /admin/api/users/{id}', () => {
  it('is for admins only', async () => {
    const { user } = await makeSession();
    await expectAdminOnly('PATCH', `/admin/api/users/${user.id}`, { role: 'admin' });
    expect((await row(user.id))!.role).toBe('reader');
  });

  it('changes role, e-mail, phone, Plus and settings, with one audit row of the changed fields', async () => {
    const admin = await makeAdmin();
    const { user, cookie } = await makeSession();
    const end = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const email = `moved${uniq()}@example.com`;
    const res = await patch(admin.cookie, user.id, {
      role: 'admin',
      email,
      phone: '555 0100',
      subscription_end: end,
      theme: 'dark',
      notification_breaking: false,
    });
    expect(res.status).toBe(200);
    expect(await dataIn<UserDetailDto>(res)).toMatchObject({
      id: user.id,
      role: 'admin',
      email,
      phone: '555 0100',
      subscription_end: end,
      subscribed: true,
      theme: 'dark',
      notification_breaking: false,
    });
    const audits = await auditRows('user', user.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ adminId: admin.id, action: 'update' });
    expect(audits[0]!.data).toEqual({
      before: { role: 'reader', email: user.email, phone: null, subscription_end: null, theme: null, notification_breaking: true },
      after: { role: 'admin', email, phone: '555 0100', subscription_end: end, theme: 'dark', notification_breaking: false },
    });
    // The new role holds at once: the reader's own session is now an admin's.
    expect((await call('GET', '/admin/api/users?count=1', { cookie })).status).toBe(200);
    // Support ends Plus.
    const ended = await patch(admin.cookie, user.id, { subscription_end: null });
    expect(await dataIn<UserDetailDto>(ended)).toMatchObject({ subscription_end: null, subscribed: false });
  });

  it.each([
    ['an empty body', {}, 'Nothing to update.', 'body'],
    ['a bad e-mail', { email: 'a@b' }, 'Invalid email format.', 'email'],
    ['a bad role', { role: 'owner' }, 'role must be reader or admin', 'role'],
    ['a fractional subscription_end', { subscription_end: 1.5 }, 'subscription_end must be epoch seconds or null', 'subscription_end'],
    ['an unknown field', { password: 'secret-123' }, 'Unknown field: password', 'password'],
  ])('%s → 400 naming the field, nothing written', async (_label, body, message, path) => {
    const admin = await makeAdmin();
    const { user } = await makeSession();
    const res = await patch(admin.cookie, user.id, body);
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ message, path });
    expect(await auditRows('user', user.id)).toEqual([]);
  });

  it('refuses a taken username or e-mail with 409 naming the field, and writes nothing', async () => {
    const admin = await makeAdmin();
    const { user } = await makeSession();
    const other = await makeSession();
    const byName = await patch(admin.cookie, user.id, { username: other.user.username.toUpperCase() });
    expect(byName.status).toBe(409);
    expect(await firstError(byName)).toMatchObject({ message: 'That username is already taken.', path: 'username' });
    const byEmail = await patch(admin.cookie, user.id, { email: other.user.email, theme: 'dark' });
    expect(byEmail.status).toBe(409);
    expect(await firstError(byEmail)).toMatchObject({ message: 'An account with this email already exists.', path: 'email' });
    expect((await row(user.id))!.theme).toBeNull();
    expect(await auditRows('user', user.id)).toEqual([]);
  });

  it('keeps an admin from removing their own admin role, but lets them change the rest', async () => {
    const admin = await makeAdmin();
    const res = await patch(admin.cookie, admin.id, { role: 'reader' });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ message: 'You cannot remove your own admin role.', path: 'role' });
    expect((await row(admin.id))!.role).toBe('admin');
    expect((await patch(admin.cookie, admin.id, { role: 'admin', theme: 'light' })).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await makeAdmin();
    const res = await patch(admin.cookie, 999_999_999, { theme: 'dark' });
    expect(res.status).toBe(404);
    expect((await firstError(res)).message).toBe('User not found');
  });
});

describe('DELETE /admin/api/users/{id}', () => {
  it('is for admins only', async () => {
    const { user } = await makeSession();
    await expectAdminOnly('DELETE', `/admin/api/users/${user.id}`);
    expect(await row(user.id)).not.toBeNull();
  });

  it('deletes the user, takes their votes out of the counts, and keeps the audit row', async () => {
    const admin = await makeAdmin();
    const { user, cookie } = await makeSession();
    const article = await makeArticle();
    expect((await call('POST', `/api/articles/${article.id}/upvote`, { cookie })).status).toBe(200);
    const res = await call('DELETE', `/admin/api/users/${user.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await dataIn(res)).toEqual({ id: user.id, deleted: true });
    expect(await row(user.id)).toBeNull();
    const votes = await env.DB.prepare('SELECT upvotes FROM articles WHERE id = ?').bind(article.id).first<{ upvotes: number }>();
    expect(votes!.upvotes).toBe(0);
    const [audit, ...more] = await auditRows('user', user.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ adminId: admin.id, action: 'delete' });
    expect(audit!.data).toMatchObject({ before: { email: user.email, role: 'reader' }, after: {} });
    expect((await call('GET', '/api/profile', { cookie })).status).toBe(401);
  });

  it('keeps an admin from deleting themself, and answers 404 for an unknown user', async () => {
    const admin = await makeAdmin();
    const own = await call('DELETE', `/admin/api/users/${admin.id}`, { cookie: admin.cookie });
    expect(own.status).toBe(400);
    expect(await firstError(own)).toMatchObject({ message: 'You cannot delete your own account.', path: 'id' });
    expect(await row(admin.id)).not.toBeNull();
    expect(await auditRows('user', admin.id)).toEqual([]);
    expect((await call('DELETE', '/admin/api/users/999999999', { cookie: admin.cookie })).status).toBe(404);
  });
});
