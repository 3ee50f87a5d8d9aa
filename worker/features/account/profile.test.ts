// PATCH /api/profile through the real Worker: every field's rule and message, 409 for taken
// values, 401 without a session, and the saved theme reaching the server-rendered <html>.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../test/factories';
import { call, dataIn, firstError, postForm } from '../../test/http';
import { islandProps, toastsAfter } from '../../test/pages';

type Profile = {
  username: string;
  email: string;
  phone: string | null;
  theme: string | null;
  notification_breaking: boolean;
  notification_am_pm: boolean;
  email_notification_comments: string;
  push_notification_comments: string;
};
const patch = (cookie: string | undefined, body: unknown) => call('PATCH', '/api/profile', { cookie, body });
const row = (id: number) =>
  env.DB.prepare('SELECT username, email, phone, sms_consent_at, theme FROM users WHERE id = ?').bind(id).first<Record<string, unknown>>();

describe('PATCH /api/profile', () => {
  it('refuses a guest with the spec message', async () => {
    const res = await patch(undefined, { username: 'someone' });
    expect(res.status).toBe(401);
    expect(await firstError(res)).toMatchObject({ message: 'No user logged in', code: 'unauthorized' });
  });

  it('updates the username and answers the whole profile', async () => {
    const { user, cookie } = await makeSession();
    const name = `new.name_${user.id}`;
    const res = await patch(cookie, { username: `  ${name} ` });
    expect(res.status).toBe(200);
    expect(await dataIn<Profile>(res)).toMatchObject({ username: name, email: user.email });
    expect((await row(user.id))!.username).toBe(name);
  });

  it.each([
    ['white space', 'two words'],
    ['empty', ''],
    ['symbols', 'bad!name'],
    ['41 characters', 'x'.repeat(41)],
    ['a number', 42],
  ])('refuses a username with %s', async (_label, username) => {
    const { user, cookie } = await makeSession();
    const res = await patch(cookie, { username });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({
      path: 'username',
      code: 'validation',
      message: expect.stringMatching(/^Username may only use/),
    });
    expect((await row(user.id))!.username).toBe(user.username);
  });

  it('refuses a username another reader has, whatever its case (409)', async () => {
    const a = await makeSession();
    const b = await makeSession();
    const res = await patch(b.cookie, { username: a.user.username.toUpperCase() });
    expect(res.status).toBe(409);
    expect(await firstError(res)).toMatchObject({ message: 'That username is already taken.', code: 'conflict', path: 'username' });
    // Keeping one's own username (in another case) is not a conflict.
    expect((await patch(a.cookie, { username: a.user.username.toUpperCase() })).status).toBe(200);
  });

  it.each(['plain', 'a@b', 'a b@example.com', 'ä@example.com', 'a@example.travel', 'a@example.c', 'a+tag@example.com', '@example.com', 42])(
    "refuses the e-mail %j with 'Invalid email format' on the email field",
    async (email) => {
      const { user, cookie } = await makeSession();
      const res = await patch(cookie, { email });
      expect(res.status).toBe(400);
      expect(await firstError(res)).toEqual({ message: 'Invalid email format', code: 'validation', path: 'email' });
      expect((await row(user.id))!.email).toBe(user.email);
    },
  );

  it('changes the e-mail under the profile rule', async () => {
    const { user, cookie } = await makeSession();
    const email = `New.Mail_${user.id}%x-y@Mail.Example.info`;
    const res = await patch(cookie, { email });
    expect(res.status).toBe(200);
    expect((await dataIn<Profile>(res)).email).toBe(email);
  });

  it('refuses an e-mail another account has (409, the sign-up message)', async () => {
    const a = await makeSession();
    const b = await makeSession();
    const res = await patch(b.cookie, { email: a.user.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(await firstError(res)).toEqual({ message: 'An account with this email already exists.', code: 'conflict', path: 'email' });
  });

  it('stores a phone number; a new or removed number withdraws SMS consent, the same one keeps it', async () => {
    const { user, cookie } = await makeSession();
    expect((await dataIn<Profile>(await patch(cookie, { phone: ' +1 (512) 555-0142 ' }))).phone).toBe('+1 (512) 555-0142');
    await env.DB.prepare('UPDATE users SET sms_consent_at = 100 WHERE id = ?').bind(user.id).run();
    await patch(cookie, { phone: '+1 (512) 555-0142' });
    expect((await row(user.id))!.sms_consent_at).toBe(100);
    await patch(cookie, { phone: '512.555.0199' });
    expect(await row(user.id)).toMatchObject({ phone: '512.555.0199', sms_consent_at: null });
    expect((await dataIn<Profile>(await patch(cookie, { phone: '' }))).phone).toBeNull();
    expect((await dataIn<Profile>(await patch(cookie, { phone: null }))).phone).toBeNull();
  });

  it.each(['12345', 'call me', '+1 555 0100 0100 0100 99', '1'.repeat(41)])('refuses the phone %j', async (phone) => {
    const { cookie } = await makeSession();
    const res = await patch(cookie, { phone });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ message: 'Please enter a valid phone number.', path: 'phone' });
  });

  it('saves the theme (dark, light, null = device) and the next page render carries it on <html>', async () => {
    const { user, cookie } = await makeSession();
    for (const theme of ['dark', 'light', null] as const) {
      const res = await patch(cookie, { theme });
      expect(res.status).toBe(200);
      expect((await dataIn<Profile>(res)).theme).toBe(theme);
      expect((await row(user.id))!.theme).toBe(theme);
      const html = await (await call('GET', '/about', { cookie })).text();
      const open = /<html[^>]*>/.exec(html)![0];
      if (theme) expect(open).toContain(`class="${theme}"`);
      else expect(open).not.toContain('class=');
    }
  });

  it.each([
    [{ theme: 'blue' }, 'theme', 'theme must be dark, light or null'],
    [{ notification_breaking: 'yes' }, 'notification_breaking', 'must be true or false'],
    [{ email_notification_comments: 'some' }, 'email_notification_comments', 'must be all, replies or none'],
    [{ push_notification_comments: null }, 'push_notification_comments', 'must be all, replies or none'],
    [{ role: 'admin' }, 'role', 'Unknown field: role'],
    [{}, 'body', 'Nothing to update.'],
  ])('refuses %j naming %s', async (body, path, message) => {
    const { cookie } = await makeSession();
    const res = await patch(cookie, body);
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ path, message });
  });

  it('saves notification settings as the comments toggle sends them', async () => {
    const { cookie } = await makeSession();
    const off = {
      notification_breaking: false,
      notification_am_pm: false,
      email_notification_comments: 'none',
      push_notification_comments: 'none',
    };
    expect(await dataIn<Profile>(await patch(cookie, off))).toMatchObject(off);
    const on = {
      notification_breaking: true,
      notification_am_pm: true,
      email_notification_comments: 'all',
      push_notification_comments: 'all',
    };
    expect(await dataIn<Profile>(await patch(cookie, on))).toMatchObject(on);
  });

  it('answers bad JSON and a non-object with 400, never 500', async () => {
    const { cookie } = await makeSession();
    const bad = await call('PATCH', '/api/profile', { cookie, raw: '{"username":' });
    expect(bad.status).toBe(400);
    expect((await firstError(bad)).code).toBe('malformed_json');
    expect((await call('PATCH', '/api/profile', { cookie, raw: '[1,2]' })).status).toBe(400);
    expect((await call('PATCH', '/api/profile', { cookie, raw: 'null' })).status).toBe(400);
  });

  it('refuses a cross-site form post (CSRF)', async () => {
    const { cookie } = await makeSession();
    const res = await call('PATCH', '/api/profile', {
      cookie,
      raw: 'username=evil',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });
});

describe('the profile page’s forms without JavaScript', () => {
  it('saves the changed details with 303 and their toasts; a bad value comes back on its field; cross-site is refused', async () => {
    const { cookie } = await makeSession();
    const me = await dataIn<{ username: string; email: string }>(await call('GET', '/api/profile', { cookie }));
    const name = `nojs${Date.now().toString(36)}`;
    // The form posts all three values; only the username changed.
    const saved = await postForm('/account/profile', { username: name, email: me.email, phone: '' }, { cookie });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/account/profile');
    expect(await toastsAfter(saved, cookie)).toEqual([{ type: 'success', message: 'Username updated.' }]);
    expect((await dataIn<{ username: string }>(await call('GET', '/api/profile', { cookie }))).username).toBe(name);
    const two = await postForm('/account/profile', { username: name, email: `n${me.email}`, phone: '+1 512 555 0142' }, { cookie });
    expect(await toastsAfter(two, cookie)).toEqual([{ type: 'success', message: 'Email updated. Phone number updated.' }]);
    const same = await postForm('/account/profile', { username: name, email: `n${me.email}`, phone: '+1 512 555 0142' }, { cookie });
    expect(same.status).toBe(303);
    expect(await toastsAfter(same, cookie)).toEqual([{ type: 'info', message: 'Nothing to update.' }]);
    const bad = await postForm('/account/profile', { username: name, email: `n${me.email}`, phone: 'not a phone' }, { cookie });
    expect(bad.status).toBe(400);
    const props = islandProps<{ feedback?: { form: string; errors: { path: string; message: string }[] } }>(
      await bad.text(),
      'ProfileSettings',
    );
    expect(props.feedback?.form).toBe('details');
    expect(props.feedback?.errors[0]).toMatchObject({ path: 'phone', message: 'Please enter a valid phone number.' });
    const extra = await postForm('/account/profile', { username: 'x', role: 'admin' }, { cookie });
    expect(extra.status).toBe(400);
    const evil = await postForm(
      '/account/profile',
      { username: 'evil' },
      { cookie, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(evil.status).toBe(403);
    const short = await postForm('/account/password', { password: 'abc', confirm_password: 'abc' }, { cookie });
    expect(short.status).toBe(400);
    const guest = await postForm('/account/profile', { username: 'guest' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=account');
  });
});
