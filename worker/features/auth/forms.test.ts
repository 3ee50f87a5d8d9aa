// The sign-in and reset screens posted as a browser without JavaScript posts them: same rules,
// limits and messages as the JSON API, a 303 on success, the page again with the problem on its
// field otherwise; nothing personal in a URL, passwords never echoed, never a 500.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, resetSentMessage } from '../../contracts/auth';
import type { FormFeedback } from '../../contracts/forms';
import { passwordCredentials, tagFollows } from '../../db/schema';
import { sha256Hex } from '../../http/tokens';
import { db, makeSession, makeTag, uniq } from '../../test/factories';
import { postForm, sessionCookie, url } from '../../test/http';
import { islandProps, setCookie } from '../../test/pages';
import { hashPassword } from './password';

/** A unique address per test, so the exact per-address limits never meet. */
const ip = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  postForm(path, fields, { cookie, headers: { 'cf-connecting-ip': ip() } });
const feedbackOf = async (res: Response, island = 'AuthForm') =>
  islandProps<{ feedback?: FormFeedback }>(await res.text(), island).feedback;

async function account(password = 'secret-1') {
  const { user } = await makeSession();
  await db()
    .insert(passwordCredentials)
    .values({ userId: user.id, ...(await hashPassword(password)) });
  return user;
}

describe('login and sign-up without JavaScript', () => {
  it('a good login signs in and goes on with 303; the address never enters a URL', async () => {
    const user = await account();
    // Onboarded (follows a tag), so the redirect key decides where to go.
    await db()
      .insert(tagFollows)
      .values({ userId: user.id, tagId: (await makeTag()).id });
    const res = await post('/login?redirect=local', { email: user.email, password: 'secret-1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/local');
    expect(sessionCookie(res)).toMatch(/^ew_session=/);
    expect(res.headers.get('location')).not.toContain('@');
  });

  it('a wrong password: the screen again, 401, the message, the e-mail kept, the password not', async () => {
    const user = await account();
    const res = await post('/login', { email: user.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const feedback = await feedbackOf(res);
    expect(feedback?.errors[0]?.message).toBe(M.incorrectPassword);
    expect(feedback?.values).toEqual({ email: user.email });
    expect(sessionCookie(res)).toBeNull();
  });

  it('missing, empty and extra fields get a clear message, never a 500', async () => {
    for (const [fields, message] of [
      [{}, M.invalidEmail],
      [{ email: '', password: '' }, M.invalidEmail],
      [{ email: 'a@b.co' }, M.missingPassword],
      [{ email: 'a@b.co', password: 'x', admin: '1' }, 'Unknown field: admin'],
    ] as const) {
      const res = await post('/login', fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((await feedbackOf(res))?.errors[0]?.message).toBe(message);
    }
  });

  it('sign-up creates the account, signs in and goes to onboarding; a taken address says so', async () => {
    const email = `form-${uniq()}@example.com`;
    const res = await post('/signup', { email, password: 'secret-1', confirm_password: 'secret-1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/onboarding');
    expect(sessionCookie(res)).toMatch(/^ew_session=/);
    const again = await post('/signup', { email, password: 'secret-1', confirm_password: 'secret-1' });
    expect(again.status).toBe(409);
    expect((await feedbackOf(again))?.errors[0]).toMatchObject({ message: M.emailExists, path: 'email' });
    const mismatch = await post('/signup', { email: `x${email}`, password: 'secret-1', confirm_password: 'secret-2' });
    expect(mismatch.status).toBe(400);
    expect((await feedbackOf(mismatch))?.errors[0]?.message).toBe(M.passwordsMismatch);
  });

  it('a post from another site is refused before anything is read (403)', async () => {
    const user = await account();
    const res = await postForm(
      '/login',
      { email: user.email, password: 'secret-1' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.status).toBe(403);
    expect(sessionCookie(res)).toBeNull();
  });

  it('the login limit holds for form posts too (429 with Retry-After, on the page)', async () => {
    const user = await account();
    const from = ip();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++)
      last = await postForm('/login', { email: user.email, password: 'nope' }, { headers: { 'cf-connecting-ip': from } });
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await feedbackOf(last!))?.errors[0]?.code).toBe('rate_limited');
  });
});

describe('password reset without JavaScript', () => {
  it('asking for a link goes to /login, where the spec’s sentence is shown once', async () => {
    const user = await account();
    const res = await post('/forgotpassword', { email: user.email });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    const flash = setCookie(res, 'ew_flash')!;
    const login = await SELF.fetch(url('/login'), { headers: { cookie: flash } });
    const shown = islandProps<{ initial: { message: string }[] }>(await login.text(), 'Toaster').initial.map((t) => t.message);
    expect(shown).toContain(resetSentMessage(user.email));
    const empty = await post('/forgotpassword', { email: '  ' });
    expect(empty.status).toBe(400);
    expect((await feedbackOf(empty, 'ForgotPasswordForm'))?.errors[0]).toMatchObject({ message: M.resetEmpty, path: 'email' });
  });

  it('a new password from the link: 303 to /login; a used link says it does not work; the token never echoes', async () => {
    const user = await account('old-pass');
    const token = `tok_${uniq()}_${crypto.randomUUID()}`;
    await env.DB.prepare('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .bind(await sha256Hex(token), user.id, Math.floor(Date.now() / 1000) + 600)
      .run();
    const short = await post('/reset-password', { token, password: 'abc', confirm_password: 'abc' });
    expect(short.status).toBe(400);
    const feedback = await feedbackOf(short, 'ResetPasswordForm');
    expect(feedback?.errors[0]?.message).toBe(M.newPasswordShort);
    expect(feedback?.values).toEqual({});
    const ok = await post('/reset-password', { token, password: 'new-pass', confirm_password: 'new-pass' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/login');
    const used = await post('/reset-password', { token, password: 'new-pass', confirm_password: 'new-pass' });
    expect(used.status).toBe(400);
    expect((await feedbackOf(used, 'ResetPasswordForm'))?.errors[0]?.message).toBe(M.resetLinkInvalid);
  });
});

describe('sign-out without JavaScript', () => {
  it('revokes the session, clears the cookie and goes home (303); a copy of the cookie stops working', async () => {
    const { cookie } = await makeSession();
    expect((await SELF.fetch(url('/api/profile'), { headers: { cookie } })).status).toBe(200);
    const out = await post('/sign-out', {}, cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(setCookie(out, 'ew_session')).toBe('ew_session=');
    expect((await SELF.fetch(url('/api/profile'), { headers: { cookie } })).status).toBe(401);
  });

  it('refuses a cross-site post and keeps the session', async () => {
    const { cookie } = await makeSession();
    const res = await SELF.fetch(url('/sign-out'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: '',
    });
    expect(res.status).toBe(403);
    expect((await SELF.fetch(url('/api/profile'), { headers: { cookie } })).status).toBe(200);
  });
});
