// The back office's users pages as a browser without JavaScript uses them: the guard, the list and
// its POST search (no e-mail in any URL), the support view, and each form's good path (303, toast,
// the change, one audit row) and bad input (the page again with the field's message, nothing written).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { adminAuditLog, users } from '../../db/schema';
import { auditRows, expectPagesRefused, makeAdmin } from '../../test/admin';
import { db, makeReader, makeSession, uniq } from '../../test/factories';
import { call, postForm } from '../../test/http';
import { toastMessagesAfter } from '../../test/pages';
import { makeKeptSubscriber } from '../../test/subscribers';
import { DELETE_CONFIRM, planEnd, USER_TOASTS } from './admin-forms';

const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
const writtenBy = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));

describe('users pages: who may see them', () => {
  it('send a guest to sign in and refuse a reader, pages and forms alike', async () => {
    const reader = await makeReader('free');
    const pages = ['/admin/users', '/admin/users/new', `/admin/users/${reader.id}`];
    await expectPagesRefused(reader, pages, [[`/admin/users/${reader.id}/deactivate`, {}]]);
    expect((await userRow(reader.id))!.isActive).toBe(true);
  });
});

describe('the list and the search', () => {
  it('lists users newest first with their badges, filters by role and access, and links each row', async () => {
    const admin = await makeAdmin();
    const plus = await makeReader('plus');
    const html = await (await call('GET', '/admin/users', { cookie: admin.cookie })).text();
    const { username } = (await userRow(plus.id))!;
    expect(html).toContain(`href="/admin/users/${plus.id}"`);
    expect(html).toContain(username);
    expect(html).toContain('href="/aux/admin/exports/users"');
    expect(html).toContain('href="/admin/users/new"');
    const admins = await (await call('GET', '/admin/users?role=admin&active=true', { cookie: admin.cookie })).text();
    expect(admins).toContain(`data-user="${admin.id}"`);
    expect(admins).not.toContain(`data-user="${plus.id}"`);
    expect((await call('GET', '/admin/users?role=owner', { cookie: admin.cookie })).status).toBe(400);
  });

  it('finds a user by e-mail through a POST, keeps the words in the field, and puts no e-mail in a URL', async () => {
    const admin = await makeAdmin();
    const { user } = await makeSession({ prefix: 'findme' });
    const res = await postForm('/admin/users/search', { q: user.email, role: '', active: '' }, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toContain(`data-user="${user.id}"`);
    expect(html).toContain(`value="${user.email}"`);
    expect(html).toContain('1 user matches');
    // No link carries the words: the pager is POST forms too.
    expect(html).not.toMatch(/href="[^"]*(q=|@example\.com)/);
    // By part of the username, too; a query string's q is never searched.
    const byName = await postForm('/admin/users/search', { q: user.username.slice(0, 14) }, { cookie: admin.cookie });
    expect(await byName.text()).toContain(`data-user="${user.id}"`);
    const tooLong = await postForm('/admin/users/search', { q: 'x'.repeat(101) }, { cookie: admin.cookie });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain('q must be 100 characters or less');
  });
});

describe('one user', () => {
  it('shows the support view with the subscriptions; an admin’s own page offers no role, deactivate or delete', async () => {
    const admin = await makeAdmin();
    const end = Math.floor(Date.now() / 1000) + 40 * 86_400;
    const plus = await makeKeptSubscriber(end);
    const html = await (await call('GET', `/admin/users/${plus.user.id}`, { cookie: admin.cookie })).text();
    expect(html).toContain(plus.user.email);
    expect(html).toMatch(/<td[^>]*>annual<\/td>/);
    expect(html).toContain(`value="${new Date(end * 1000).toISOString().slice(0, 10)}"`);
    expect(html).toContain(`action="/admin/users/${plus.user.id}/deactivate"`);
    expect(html).toContain('data-island="AdminConfirm"');
    const own = await (await call('GET', `/admin/users/${admin.id}`, { cookie: admin.cookie })).text();
    expect(own).toContain('data-own-account');
    expect(own).not.toContain('name="role"');
    expect(own).not.toContain('/deactivate"');
    expect(own).not.toContain('data-island="AdminConfirm"');
    // Posted anyway: the API's refusal, and nothing changes.
    const refused = await postForm(`/admin/users/${admin.id}/deactivate`, {}, { cookie: admin.cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('You cannot deactivate your own account.');
    expect((await userRow(admin.id))!.isActive).toBe(true);
    const me = (await userRow(admin.id))!;
    const demoted = await postForm(
      `/admin/users/${admin.id}`,
      { username: me.username, email: me.email, role: 'reader' },
      { cookie: admin.cookie },
    );
    expect(demoted.status).toBe(400);
    expect(await demoted.text()).toContain('You cannot remove your own admin role.');
    expect((await userRow(admin.id))!.role).toBe('admin');
    expect((await call('GET', '/admin/users/999999999', { cookie: admin.cookie })).status).toBe(404);
  });

  it('deactivating through the form ends the reader’s session at once, with one audit row; activating again', async () => {
    const admin = await makeAdmin();
    const reader = await makeReader('free');
    expect((await call('GET', '/api/profile', { cookie: reader.cookie })).status).toBe(200);
    const off = await postForm(`/admin/users/${reader.id}/deactivate`, {}, { cookie: admin.cookie });
    expect(off.headers.get('location')).toBe(`/admin/users/${reader.id}`);
    expect(await toastMessagesAfter(off, admin.cookie)).toContain(USER_TOASTS.deactivated);
    expect((await call('GET', '/api/profile', { cookie: reader.cookie })).status).toBe(401);
    const audits = await auditRows('user', reader.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ adminId: admin.id, action: 'deactivate' });
    const on = await postForm(`/admin/users/${reader.id}/activate`, {}, { cookie: admin.cookie });
    expect(await toastMessagesAfter(on, admin.cookie)).toContain(USER_TOASTS.activated);
    expect((await userRow(reader.id))!.isActive).toBe(true);
    expect(await auditRows('user', reader.id)).toHaveLength(2);
  });

  it('saves the edit form (Plus through the end of the chosen UTC day) with one audit row; no change writes nothing', async () => {
    const admin = await makeAdmin();
    const { user } = await makeSession();
    const username = `edited${uniq()}`;
    const form = {
      username,
      email: user.email,
      phone: '',
      role: 'reader',
      subscription_end: '2031-05-17',
      notification_breaking: 'true',
      email_notification_comments: 'replies',
      push_notification_comments: 'none',
    };
    const res = await postForm(`/admin/users/${user.id}`, form, { cookie: admin.cookie });
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(USER_TOASTS.saved);
    expect(await userRow(user.id)).toMatchObject({
      username,
      subscriptionEnd: Date.UTC(2031, 4, 17, 23, 59, 59) / 1000,
      notificationBreaking: true,
      notificationAmPm: false,
      emailNotificationComments: 'replies',
    });
    expect(await auditRows('user', user.id)).toHaveLength(1);
    const again = await postForm(`/admin/users/${user.id}`, form, { cookie: admin.cookie });
    expect(again.status).toBe(303);
    expect(await auditRows('user', user.id)).toHaveLength(1);
  });

  it('answers bad edits with the page, the field’s message and the typed values, and writes nothing', async () => {
    const admin = await makeAdmin();
    const { user } = await makeSession();
    const other = await makeSession();
    const base = { username: user.username, email: user.email, email_notification_comments: 'all', push_notification_comments: 'all' };
    // The change, its status and message, and whether the typed value shows again in a text field.
    const cases: [Record<string, string>, number, string, boolean][] = [
      [{ username: 'no spaces!' }, 400, A.usernameInvalid, true],
      [{ email: 'not-an-address' }, 400, M.invalidEmailFormat, true],
      [{ email: other.user.email }, 409, M.emailExists, true],
      [{ subscription_end: '2031-02-30' }, 400, 'Enter the date as YYYY-MM-DD.', true],
      [{ role: 'owner' }, 400, 'role must be reader or admin', false],
    ];
    for (const [change, status, message, kept] of cases) {
      const res = await postForm(`/admin/users/${user.id}`, { ...base, ...change }, { cookie: admin.cookie });
      expect(res.status, message).toBe(status);
      const html = await res.text();
      expect(html).toContain(message);
      if (kept) expect(html).toContain(`value="${Object.values(change)[0]}"`);
    }
    expect(await userRow(user.id)).toMatchObject({ username: user.username, email: user.email });
    expect(await writtenBy(admin.id)).toHaveLength(0);
  });
});

describe('create and delete', () => {
  it('creates a user (303 to their page, toast, one audit row), and answers bad input with the page and nothing written', async () => {
    const admin = await makeAdmin();
    const email = `made${uniq()}@example.com`;
    const bad = await postForm(
      '/admin/users/new',
      { email: 'made-at-nowhere', username: '', role: 'reader', password: 'secret-1' },
      { cookie: admin.cookie },
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain(M.invalidEmailFormat);
    expect(html).toContain('value="made-at-nowhere"');
    expect(html).not.toContain('secret-1');
    const short = await postForm('/admin/users/new', { email, role: 'reader', password: '123' }, { cookie: admin.cookie });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain(M.newPasswordShort);
    expect(await writtenBy(admin.id)).toHaveLength(0);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const res = await postForm('/admin/users/new', { email, username: '', role: 'reader', password: '' }, { cookie: admin.cookie });
    const [made] = await db().select().from(users).where(eq(users.email, email));
    expect(res.headers.get('location')).toBe(`/admin/users/${made!.id}`);
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(USER_TOASTS.created);
    expect(await auditRows('user', made!.id)).toMatchObject([{ action: 'create', adminId: admin.id }]);
  });

  it('deletes only through the confirm step: the page, then the post with confirm=yes', async () => {
    const admin = await makeAdmin();
    const { user } = await makeSession();
    const page = await call('GET', `/admin/users/${user.id}/delete`, { cookie: admin.cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<input type="hidden" name="confirm" value="yes"\/>/);
    const unconfirmed = await postForm(`/admin/users/${user.id}/delete`, {}, { cookie: admin.cookie });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain(DELETE_CONFIRM);
    expect(await userRow(user.id)).toBeDefined();
    const res = await postForm(`/admin/users/${user.id}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(res.headers.get('location')).toBe('/admin/users');
    expect(await toastMessagesAfter(res, admin.cookie)).toContain(USER_TOASTS.deleted);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await auditRows('user', user.id)).toMatchObject([{ action: 'delete' }]);
    const self = await postForm(`/admin/users/${admin.id}/delete`, { confirm: 'yes' }, { cookie: admin.cookie });
    expect(self.status).toBe(400);
    expect(await self.text()).toContain('You cannot delete your own account.');
  });
});

describe('planEnd', () => {
  it('reads a UTC day as the end of that day; empty ends Plus; anything else is the date format message', () => {
    expect(planEnd('2030-01-10')).toBe(Date.UTC(2030, 0, 10, 23, 59, 59) / 1000);
    expect(planEnd('')).toBeNull();
    for (const bad of ['2030-1-10', '2030-02-30', 'tomorrow']) expect(() => planEnd(bad)).toThrow('Enter the date as YYYY-MM-DD.');
  });
});
