// The notifications, theme and delete forms of /account posted as a browser without JavaScript
// posts them: the same change as PATCH / DELETE /api/profile, a 303 with the spec's toast in the
// flash cookie, the page again with the problem and 400 for a bad post, a guest sent to sign in,
// a cross-site post refused.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import type { FormFeedback } from '../../contracts/forms';
import { makeSession } from '../../test/factories';
import { call, postForm, sessionCookie } from '../../test/http';
import { islandProps, toastMessagesAfter } from '../../test/pages';

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

const settingsOf = (id: number) =>
  env.DB.prepare(
    'SELECT theme, notification_breaking AS breaking, notification_am_pm AS ampm, email_notification_comments AS email, push_notification_comments AS push FROM users WHERE id = ?',
  )
    .bind(id)
    .first<{ theme: string | null; breaking: number; ampm: number; email: string; push: string }>();

const feedbackOf = async (res: Response, island: string) => islandProps<{ feedback?: FormFeedback }>(await res.text(), island).feedback;

describe('POST /account/notifications', () => {
  it('saves the ticked boxes, turns the unticked ones off, 303 back with the toast', async () => {
    const { user, cookie } = await makeSession();
    const off = await postForm('/account/notifications', { notification_am_pm: 'true' }, { cookie });
    expect(off.status).toBe(303);
    expect(off.headers.get('location')).toBe('/account/notifications');
    expect(await toastMessagesAfter(off, cookie)).toContain(A.notificationsUpdated);
    expect(await settingsOf(user.id)).toMatchObject({ breaking: 0, ampm: 1, email: 'none', push: 'none' });
    const on = await postForm('/account/notifications', { notification_breaking: 'true', comments: 'true' }, { cookie });
    expect(on.status).toBe(303);
    expect(await settingsOf(user.id)).toMatchObject({ breaking: 1, ampm: 0, email: 'all', push: 'all' });
  });

  it("keeps 'replies' when the comments box did not move", async () => {
    const { user, cookie } = await makeSession();
    await call('PATCH', '/api/profile', { cookie, body: { email_notification_comments: 'replies', push_notification_comments: 'none' } });
    await postForm('/account/notifications', { comments: 'true' }, { cookie });
    expect(await settingsOf(user.id)).toMatchObject({ breaking: 0, ampm: 0, email: 'replies', push: 'none' });
  });

  it('a bad value or an unknown field: the page again, 400, the message; nothing saved', async () => {
    const { user, cookie } = await makeSession();
    const before = await settingsOf(user.id);
    for (const [fields, message] of [
      [{ notification_breaking: 'yes' }, 'must be true or absent'],
      [{ notification_breaking: 'true', role: 'admin' }, 'Unknown field: role'],
    ] as const) {
      const res = await postForm('/account/notifications', fields, { cookie });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((await feedbackOf(res, 'NotificationSettings'))?.errors[0]?.message).toBe(message);
    }
    expect(await settingsOf(user.id)).toEqual(before);
  });

  it('a guest goes to sign in; a cross-site post is refused', async () => {
    const guest = await postForm('/account/notifications', { notification_breaking: 'true' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=account');
    const { user, cookie } = await makeSession();
    const before = await settingsOf(user.id);
    const evil = await postForm('/account/notifications', {}, { cookie, headers: EVIL });
    expect(evil.status).toBe(403);
    expect(await settingsOf(user.id)).toEqual(before);
  });
});

describe('POST /account/theme', () => {
  it('saves the choice (device = null), 303 back with the toast, and the next page is drawn in it', async () => {
    const { user, cookie } = await makeSession();
    const dark = await postForm('/account/theme', { theme: 'dark' }, { cookie });
    expect(dark.status).toBe(303);
    expect(dark.headers.get('location')).toBe('/account/theme');
    expect(await toastMessagesAfter(dark, cookie)).toContain(A.themeUpdated);
    expect((await settingsOf(user.id))?.theme).toBe('dark');
    const html = await (await call('GET', '/account/theme', { cookie })).text();
    expect(/<html[^>]*>/.exec(html)![0]).toContain('class="dark"');
    expect((await postForm('/account/theme', { theme: 'device' }, { cookie })).status).toBe(303);
    expect((await settingsOf(user.id))?.theme).toBeNull();
  });

  it('a bad or missing choice: the page again, 400, the message; a guest signs in; cross-site is refused', async () => {
    const { user, cookie } = await makeSession();
    for (const fields of [{ theme: 'blue' }, {}] as Record<string, string>[]) {
      const res = await postForm('/account/theme', fields, { cookie });
      expect(res.status).toBe(400);
      expect((await feedbackOf(res, 'ThemeSettings'))?.errors[0]).toMatchObject({
        path: 'theme',
        message: 'theme must be dark, light or device',
      });
    }
    const guest = await postForm('/account/theme', { theme: 'dark' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=account');
    expect((await postForm('/account/theme', { theme: 'dark' }, { cookie, headers: EVIL })).status).toBe(403);
    expect((await settingsOf(user.id))?.theme).toBeNull();
  });
});

describe('POST /account/delete', () => {
  it('without the confirmation box: the profile page again, 400, the message; the account stays', async () => {
    const { user, cookie } = await makeSession();
    const res = await postForm('/account/delete', {}, { cookie });
    expect(res.status).toBe(400);
    const props = islandProps<{ feedback?: { form: string } & FormFeedback }>(await res.text(), 'ProfileSettings');
    expect(props.feedback?.form).toBe('delete');
    expect(props.feedback?.errors[0]).toMatchObject({ path: 'confirm', message: A.deleteConfirmRequired });
    expect(await settingsOf(user.id)).not.toBeNull();
  });

  it('a guest signs in first; a cross-site post is refused and deletes nothing', async () => {
    const guest = await postForm('/account/delete', { confirm: 'yes' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=account');
    const { user, cookie } = await makeSession();
    expect((await postForm('/account/delete', { confirm: 'yes' }, { cookie, headers: EVIL })).status).toBe(403);
    expect(await settingsOf(user.id)).not.toBeNull();
  });

  it('confirmed: the account is gone, the session cleared, 303 to / as the island goes', async () => {
    const { user, cookie } = await makeSession();
    const res = await postForm('/account/delete', { confirm: 'yes' }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(sessionCookie(res)).toBeNull();
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ew_session=;') || /ew_session=[^;]*;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await settingsOf(user.id)).toBeNull();
    expect((await call('GET', '/api/profile', { cookie })).status).toBe(401);
  });
});
