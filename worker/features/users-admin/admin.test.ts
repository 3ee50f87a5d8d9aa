// The back office's users: list and search, the support view with subscriptions, and create
// (with a password that signs in, the reader's field rules, 409 naming the field, nothing written
// on failure), each write with its one audit row.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { UserDetailDto, UserRowDto } from '../../contracts/admin-users';
import type { Paging } from '../../contracts/envelope';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { makeSession, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe('GET /admin/api/users', () => {
  it('is for admins only', async () => {
    await expectAdminOnly('GET', '/admin/api/users');
    await expectAdminOnly('GET', '/admin/api/users/1');
  });

  it('searches e-mail and username, filters by role and active, newest first, paged', async () => {
    const admin = await makeAdmin();
    const prefix = `find${uniq()}`;
    const a = await makeSession({ prefix });
    const b = await makeSession({ prefix, role: 'admin' });
    const c = await makeSession({ prefix, subscriptionEnd: Math.floor(Date.now() / 1000) + 86_400 });
    await env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?').bind(a.user.id).run();
    const list = async (query: string) => {
      const res = await call('GET', `/admin/api/users?q=${prefix}${query}`, { cookie: admin.cookie });
      expect(res.status).toBe(200);
      return res.json<{ data: UserRowDto[]; meta: { paging: Paging } }>();
    };
    const all = await list('');
    expect(all.data.map((u) => u.id)).toEqual([c.user.id, b.user.id, a.user.id]);
    expect(all.meta.paging).toMatchObject({ total: 3, page: 1 });
    expect(all.data[0]).toEqual({
      id: c.user.id,
      username: c.user.username,
      email: c.user.email,
      phone: null,
      role: 'reader',
      subscription_end: c.user.subscriptionEnd,
      subscribed: true,
      is_active: true,
      onboarded: false,
      joined: c.user.created,
    });
    expect('created' in all.data[0]!).toBe(false);
    expect((await list('&role=admin')).data.map((u) => u.id)).toEqual([b.user.id]);
    expect((await list('&active=false')).data.map((u) => u.id)).toEqual([a.user.id]);
    const second = await list('&count=2&page=2');
    expect(second.data.map((u) => u.id)).toEqual([a.user.id]);
    expect(second.meta.paging).toMatchObject({ pages: 2, page: 2, total: 3 });
    // The e-mail's domain part matches too; % is a literal.
    expect((await list('%')).data).toEqual([]);
  });

  it.each([
    ['role=editor', 'role must be reader or admin', 'role'],
    ['active=yes', 'active must be true or false', 'active'],
    ['count=0', 'count must be 1 or more', 'count'],
  ])('%s → 400 naming the field', async (query, message, path) => {
    const admin = await makeAdmin();
    const res = await call('GET', `/admin/api/users?${query}`, { cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ message, path });
  });
});

describe('GET /admin/api/users/{id}', () => {
  it('answers the user with their subscriptions for support, or 404', async () => {
    const admin = await makeAdmin();
    const { user } = await makeSession();
    await env.DB.prepare(
      "INSERT INTO subscriptions (user_id, provider_subscription_id, plan, status, current_period_end) VALUES (?, ?, 'annual', 'active', 1900000000)",
    )
      .bind(user.id, `sub_${user.id}`)
      .run();
    const res = await call('GET', `/admin/api/users/${user.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const detail = await dataIn<UserDetailDto>(res);
    expect(detail).toMatchObject({ id: user.id, email: user.email, theme: null, notification_breaking: true });
    expect(detail.subscriptions).toEqual([
      { plan: 'annual', status: 'active', current_period_end: 1_900_000_000, cancel_at_period_end: false },
    ]);
    const missing = await call('GET', '/admin/api/users/999999999', { cookie: admin.cookie });
    expect(missing.status).toBe(404);
    expect((await firstError(missing)).message).toBe('User not found');
  });
});

describe('POST /admin/api/users', () => {
  it('is for admins only', async () => {
    await expectAdminOnly('POST', '/admin/api/users', { email: `x${uniq()}@example.com` });
  });

  it('creates a user whose password signs in, with one audit row that holds no password', async () => {
    const admin = await makeAdmin();
    const email = `made${uniq()}@example.com`;
    const res = await call('POST', '/admin/api/users', {
      cookie: admin.cookie,
      body: { email, username: `made${uniq()}`, role: 'admin', password: 'made-by-admin', phone: '+1 555 0100' },
    });
    expect(res.status).toBe(201);
    const user = await dataIn<UserDetailDto>(res);
    expect(user).toMatchObject({ email, role: 'admin', phone: '+1 555 0100', is_active: true, subscribed: false, subscriptions: [] });
    const [row, ...more] = await auditRows('user', user.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ adminId: admin.id, action: 'create' });
    expect(row!.data).toMatchObject({ before: {}, after: { email, role: 'admin', has_password: true } });
    expect(JSON.stringify(row!.data)).not.toMatch(/made-by-admin|scrypt|"hash"|salt/);
    const signIn = await call('POST', '/api/auth/sign-in', {
      body: { method: 'password-sign-in', email, password: 'made-by-admin' },
      headers: { 'cf-connecting-ip': '10.36.0.1' },
    });
    expect(signIn.status).toBe(200);
  });

  it('makes a username from the e-mail when none is given, with no password', async () => {
    const admin = await makeAdmin();
    const local = `nameless${uniq()}`;
    const res = await call('POST', '/admin/api/users', { cookie: admin.cookie, body: { email: `${local}@example.com` } });
    expect(res.status).toBe(201);
    const user = await dataIn<UserDetailDto>(res);
    expect(user.username.toLowerCase().startsWith(local.slice(0, 24).toLowerCase())).toBe(true);
    expect(user.role).toBe('reader');
    expect(await count('SELECT count(*) AS n FROM password_credentials WHERE user_id = ?', user.id)).toBe(0);
  });

  it.each([
    ['a bad e-mail', { email: 'no-dot@example' }, 'Invalid email format.', 'email'],
    ['no e-mail', { email: undefined }, 'Invalid email format.', 'email'],
    ['a short password', { password: 'abc' }, 'New password must be 6 or more characters in length.', 'password'],
    [
      'a bad username',
      { username: 'has space' },
      'Username may only use letters, digits, dots, dashes and underscores (1 to 40).',
      'username',
    ],
    ['a bad role', { role: 'editor' }, 'role must be reader or admin', 'role'],
    ['a bad phone', { phone: 'call me' }, 'Please enter a valid phone number.', 'phone'],
    ['an unknown field', { is_active: false }, 'Unknown field: is_active', 'is_active'],
  ])('%s → 400 naming the field, nothing written', async (_label, fields, message, path) => {
    const admin = await makeAdmin();
    const email = `bad${uniq()}@example.com`;
    const res = await call('POST', '/admin/api/users', { cookie: admin.cookie, body: { email, ...fields } });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ message, path });
    expect(await count('SELECT count(*) AS n FROM users WHERE email = ?', email)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM admin_audit_log WHERE admin_id = ? AND entity = 'user'", admin.id)).toBe(0);
  });

  it('refuses a taken e-mail or username with 409 naming the field, and writes nothing', async () => {
    const admin = await makeAdmin();
    const { user } = await makeSession();
    const byEmail = await call('POST', '/admin/api/users', { cookie: admin.cookie, body: { email: user.email.toUpperCase() } });
    expect(byEmail.status).toBe(409);
    expect(await firstError(byEmail)).toMatchObject({ message: 'An account with this email already exists.', path: 'email' });
    const email = `fresh${uniq()}@example.com`;
    const byName = await call('POST', '/admin/api/users', { cookie: admin.cookie, body: { email, username: user.username } });
    expect(byName.status).toBe(409);
    expect(await firstError(byName)).toMatchObject({ message: 'That username is already taken.', path: 'username' });
    expect(await count('SELECT count(*) AS n FROM users WHERE email = ?', email)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM admin_audit_log WHERE admin_id = ?', admin.id)).toBe(0);
  });
});
