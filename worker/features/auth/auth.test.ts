// The account API through the real Worker: sign-up, sign-in, sign-out, profile, with the
// catalogue's messages; failures change nothing, copied cookies stop working after sign-out.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { firstError, json, SITE } from '../../test/http';

let n = 0;
const email = () => `acct${Date.now()}${n++}@example.com`;
const post = (path: string, body: unknown, cookie?: string, ip = `10.9.${n % 250}.${(n * 7) % 250}`) =>
  SELF.fetch(`${SITE}${path}`, json(body, { headers: { ...(cookie ? { cookie } : {}), 'cf-connecting-ip': ip } }));
const cookieOf = (res: Response) => res.headers.get('set-cookie')?.match(/(ew_session=[^;]+)/)?.[1] ?? null;
const users = async (e: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM users WHERE lower(email) = lower(?)').bind(e).first<{ n: number }>())!.n;

describe('sign-up', () => {
  it('creates the account, signs in, records campaign info once, and sends a new reader to onboarding', async () => {
    const e = email();
    const res = await post('/api/signup', {
      email: e,
      password: 'secret-1',
      confirm_password: 'secret-1',
      utm_url: 'https://x.example/?utm_source=a',
      utm_referrer: 'https://ref.example',
      signup_article_id: 12,
    });
    expect(res.status).toBe(201);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const { data } = await res.json<{ data: { next: string; profile: { email: string; onBoarded: boolean; isNewAccount: boolean } } }>();
    expect(data.next).toBe('/onboarding');
    expect(data.profile).toMatchObject({ email: e, onBoarded: false, isNewAccount: true });
    const row = await env.DB.prepare('SELECT utm_url, utm_referrer, signup_article_id FROM users WHERE email = ?').bind(e).first();
    expect(row).toEqual({ utm_url: 'https://x.example/?utm_source=a', utm_referrer: 'https://ref.example', signup_article_id: 12 });
    const profile = await SELF.fetch(`${SITE}/api/profile`, { headers: { cookie: cookieOf(res)! } });
    expect((await profile.json<{ data: { email: string } }>()).data.email).toBe(e);
  });

  it('uses a __Host- cookie, Secure, where the scheme allows it', async () => {
    const res = await SELF.fetch(
      'https://edgewire.test/api/signup',
      json(
        { email: email(), password: 'secret-1', confirm_password: 'secret-1' },
        { headers: { 'cf-connecting-ip': '10.8.8.8', origin: 'https://edgewire.test' } },
      ),
    );
    expect(res.status).toBe(201);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^__Host-ew_session=[^;]+;/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    // And the server reads it back under that name: the reader stays signed in on https.
    const cookie = setCookie.split(';')[0]!;
    const profile = await SELF.fetch('https://edgewire.test/api/profile', { headers: { cookie } });
    expect(profile.status).toBe(200);
    const out = await SELF.fetch(
      'https://edgewire.test/api/auth/sign-out',
      json({}, { headers: { cookie, origin: 'https://edgewire.test' } }),
    );
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-ew_session=;.*Max-Age=0/);
    expect((await SELF.fetch('https://edgewire.test/api/profile', { headers: { cookie } })).status).toBe(401);
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email', password: 'secret-1', confirm_password: 'secret-1' }, 'Invalid email format.', 'email'],
    [
      'different passwords',
      { email: 'a@b.co', password: 'secret-1', confirm_password: 'secret-2' },
      'Your passwords to not match.',
      'password',
    ],
    ['no password', { email: 'a@b.co' }, 'Missing password', 'password'],
    [
      'a 10 KB password',
      { email: 'a@b.co', password: 'x'.repeat(10_240), confirm_password: 'x'.repeat(10_240) },
      M.somethingWrong,
      'password',
    ],
  ])('refuses %s with its message and creates nothing', async (_label, body, message, path) => {
    const res = await post('/api/signup', body);
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ message, path });
    expect(await users('a@b.co')).toBe(0);
  });

  it('accepts a unicode e-mail that the spec rule allows, and signs in with it', async () => {
    const e = `ünï${Date.now()}${n++}@exämple.de`;
    expect((await post('/api/signup', { email: e, password: 'secret-1', confirm_password: 'secret-1' })).status).toBe(201);
    expect((await post('/api/auth/sign-in', { method: 'password-sign-in', email: e, password: 'secret-1' })).status).toBe(200);
    const unknown = await post('/api/auth/sign-in', {
      method: 'password-sign-in',
      email: `nö${Date.now()}@exämple.de`,
      password: 'secret-1',
    });
    expect((await firstError(unknown)).message).toBe('Account does not exist.');
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const e = email();
    expect((await post('/api/signup', { email: e, password: 'secret-1', confirm_password: 'secret-1' })).status).toBe(201);
    const again = await post('/api/signup', { email: e.toUpperCase(), password: 'other-pw', confirm_password: 'other-pw' });
    expect(again.status).toBe(409);
    expect((await firstError(again)).message).toBe('An account with this email already exists.');
    expect(await users(e)).toBe(1);
  });
});

describe('sign-in', () => {
  async function account() {
    const e = email();
    await post('/api/signup', { email: e, password: 'secret-1', confirm_password: 'secret-1' });
    return e;
  }

  it('signs in with the password and answers where to go', async () => {
    const e = await account();
    const res = await post('/api/auth/sign-in', {
      method: 'password-sign-in',
      email: ` ${e.toUpperCase()} `,
      password: 'secret-1',
      redirect: 'local',
    });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toBeTruthy();
    // The browser forgets the guest pages it may show while revalidating (edge-cache/cache.ts).
    expect(res.headers.get('clear-site-data')).toBe('"cache"');
    // Not onboarded yet (no followed tag): onboarding comes before the redirect target.
    expect((await res.json<{ data: { next: string } }>()).data.next).toBe('/onboarding');
  });

  it.each([
    [{ method: 'password-sign-in', email: 'nobody-here@example.com', password: 'secret-1' }, 401, 'Account does not exist.'],
    [{ method: 'password-sign-in', email: 'bad', password: 'secret-1' }, 400, 'Invalid email address.'],
    [{ method: 'password-sign-in', email: 'a@b.co' }, 400, 'Missing password'],
    [{ method: 'magic-link', email: 'a@b.co' }, 400, 'Unknown sign-in method.'],
    [{ method: 'social', provider: 'myspace' }, 400, 'Unknown social sign-in provider'],
  ])('%j → %i %s', async (body, status, message) => {
    const res = await post('/api/auth/sign-in', body);
    expect(res.status).toBe(status);
    expect((await firstError(res)).message).toBe(message);
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/ew_session=[^;]/);
  });

  it('says Incorrect password. for a wrong or 10 KB password', async () => {
    const e = await account();
    for (const password of ['secret-2', 'y'.repeat(10_240)]) {
      const res = await post('/api/auth/sign-in', { method: 'password-sign-in', email: e, password });
      expect(res.status).toBe(401);
      expect((await firstError(res)).message).toBe('Incorrect password.');
    }
  });

  it('signing in again over a session revokes the old one', async () => {
    const e = await account();
    const first = cookieOf(await post('/api/auth/sign-in', { method: 'password-sign-in', email: e, password: 'secret-1' }))!;
    const second = cookieOf(await post('/api/auth/sign-in', { method: 'password-sign-in', email: e, password: 'secret-1' }, first))!;
    expect((await SELF.fetch(`${SITE}/api/profile`, { headers: { cookie: second } })).status).toBe(200);
    expect((await SELF.fetch(`${SITE}/api/profile`, { headers: { cookie: first } })).status).toBe(401);
  });

  it('points social sign-in at the provider flow, keeping the redirect key', async () => {
    const res = await post('/api/auth/sign-in', { method: 'social', provider: 'google', redirect: 'foryou' });
    expect((await res.json<{ data: { next: string } }>()).data.next).toBe('/auth/google/start?redirect=foryou');
  });
});

describe('sign-out', () => {
  it('clears the cookie and revokes the token, so a copy of it stops working', async () => {
    const e = email();
    const cookie = cookieOf(await post('/api/signup', { email: e, password: 'secret-1', confirm_password: 'secret-1' }))!;
    expect((await SELF.fetch(`${SITE}/api/profile`, { headers: { cookie } })).status).toBe(200);
    const out = await post('/api/auth/sign-out', {}, cookie);
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/ew_session=;/);
    const copied = await SELF.fetch(`${SITE}/api/profile`, { headers: { cookie } });
    expect(copied.status).toBe(401);
  });

  it('refuses a cross-site form post', async () => {
    const res = await SELF.fetch(`${SITE}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'method=password-sign-in&email=a%40b.co&password=x',
    });
    expect(res.status).toBe(403);
  });
});
