// POST /admin/api/users/{id}/activate and /deactivate (the spec's GETs, served as POST): a
// deactivated reader's session stops at once and their password no longer signs in, with the
// sign-in's own message; activated again, they sign in afresh (the old cookie stays dead).
import { describe, expect, it } from 'vitest';
import type { UserDetailDto } from '../../contracts/admin-users';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { makeSession, uniq } from '../../test/factories';
import { call, dataIn, firstError, sessionCookie } from '../../test/http';

const IP = { 'cf-connecting-ip': '10.36.0.2' };
const signIn = (email: string, password: string) =>
  call('POST', '/api/auth/sign-in', { body: { method: 'password-sign-in', email, password }, headers: IP });

/** A reader made through the admin API with a password, signed in: their session cookie. */
async function readerWithPassword(adminCookie: string) {
  const email = `act${uniq()}@example.com`;
  const made = await call('POST', '/admin/api/users', { cookie: adminCookie, body: { email, password: 'reader-pass-1' } });
  expect(made.status).toBe(201);
  const { id } = await dataIn<UserDetailDto>(made);
  const res = await signIn(email, 'reader-pass-1');
  expect(res.status).toBe(200);
  return { id, email, cookie: sessionCookie(res)! };
}

describe('activate and deactivate', () => {
  it('are for admins only, and GET is not served', async () => {
    const { user } = await makeSession();
    await expectAdminOnly('POST', `/admin/api/users/${user.id}/deactivate`);
    await expectAdminOnly('POST', `/admin/api/users/${user.id}/activate`);
    const admin = await makeAdmin();
    const get = await call('GET', `/admin/api/users/${user.id}/deactivate`, { cookie: admin.cookie });
    expect(get.status).toBe(404);
  });

  it('deactivating ends the session at once and refuses sign-in; activating lets them sign in again', async () => {
    const admin = await makeAdmin();
    const reader = await readerWithPassword(admin.cookie);
    expect((await call('GET', '/api/profile', { cookie: reader.cookie })).status).toBe(200);

    const off = await call('POST', `/admin/api/users/${reader.id}/deactivate`, { cookie: admin.cookie });
    expect(off.status).toBe(200);
    expect(await dataIn<UserDetailDto>(off)).toMatchObject({ id: reader.id, is_active: false });
    const profile = await call('GET', '/api/profile', { cookie: reader.cookie });
    expect(profile.status).toBe(401);
    // The hot routes check the session in their own query, and refuse it too.
    const page = await call('GET', '/trending', { cookie: reader.cookie });
    expect(sessionCookie(page)).toBeNull();
    await page.body?.cancel();
    const refused = await signIn(reader.email, 'reader-pass-1');
    expect(refused.status).toBe(401);
    expect((await firstError(refused)).message).toBe('Account does not exist.');

    const on = await call('POST', `/admin/api/users/${reader.id}/activate`, { cookie: admin.cookie });
    expect(on.status).toBe(200);
    expect(await dataIn<UserDetailDto>(on)).toMatchObject({ is_active: true });
    // The old cookie stays dead (its session version moved); a new sign-in works.
    expect((await call('GET', '/api/profile', { cookie: reader.cookie })).status).toBe(401);
    const again = await signIn(reader.email, 'reader-pass-1');
    expect(again.status).toBe(200);
    expect((await call('GET', '/api/profile', { cookie: sessionCookie(again)! })).status).toBe(200);

    const audits = await auditRows('user', reader.id);
    expect(audits.map((a) => a.action)).toEqual(['activate', 'deactivate', 'create']);
    expect(audits[1]!.data).toEqual({ before: { is_active: true }, after: { is_active: false } });
    expect(audits.every((a) => a.adminId === admin.id)).toBe(true);
  });

  it('keeps an admin from deactivating themself, and answers 404 for an unknown user', async () => {
    const admin = await makeAdmin();
    const own = await call('POST', `/admin/api/users/${admin.id}/deactivate`, { cookie: admin.cookie });
    expect(own.status).toBe(400);
    expect(await firstError(own)).toMatchObject({ message: 'You cannot deactivate your own account.', path: 'id' });
    expect((await call('GET', '/admin/api/users?count=1', { cookie: admin.cookie })).status).toBe(200);
    expect(await auditRows('user', admin.id)).toEqual([]);
    const missing = await call('POST', '/admin/api/users/999999999/activate', { cookie: admin.cookie });
    expect(missing.status).toBe(404);
  });
});
