// Password reset: one answer for everyone, links single-use and expiring, a new password ends
// every session (a copied cookie is refused), and bad input changes nothing.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { json, SITE } from '../../test/http';
import { waitForMail } from '../../test/mail';
import { RESET_TTL_SECONDS } from './actions';

let n = 0;
const uniq = () => `${Date.now()}${n++}`;
const post = (path: string, body: unknown, cookie?: string) =>
  SELF.fetch(
    `${SITE}${path}`,
    json(body, { headers: { 'cf-connecting-ip': `10.60.${n % 250}.${(n * 3) % 250}`, ...(cookie ? { cookie } : {}) } }),
  );
const message = async (res: Response) => (await res.json()) as { data?: { message: string }; errors?: { message: string }[] };

async function sha256(text: string) {
  const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function signedUp() {
  const email = `reset${uniq()}@example.com`;
  const res = await post('/api/signup', { email, password: 'old-pass', confirm_password: 'old-pass' });
  const cookie = res.headers.get('set-cookie')!.match(/(ew_session=[^;]+)/)![1]!;
  const { data } = await res.json<{ data: { profile: { id: number } } }>();
  return { email, cookie, id: data.profile.id };
}

async function link(userId: number, expiresIn = RESET_TTL_SECONDS) {
  const token = `tok_${uniq()}_${crypto.randomUUID()}`;
  await env.DB.prepare('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
    .bind(await sha256(token), userId, Math.floor(Date.now() / 1000) + expiresIn)
    .run();
  return token;
}

const signIn = (email: string, password: string) => post('/api/auth/sign-in', { method: 'password-sign-in', email, password });

describe('password reset request', () => {
  it('answers the same sentence for an account and for nobody, and stores a token only for the account', async () => {
    const { email, id } = await signedUp();
    for (const e of [email, `nobody${uniq()}@example.com`]) {
      const res = await post('/api/auth/password-reset', { email: e });
      expect(res.status).toBe(202);
      expect((await message(res)).data!.message).toBe(
        `If ${e} exists, you will recieve a reset link within 1-2 minutes. Please check your email.`,
      );
    }
    const rows = await env.DB.prepare('SELECT token_hash, expires_at - created AS ttl FROM password_reset_tokens WHERE user_id = ?')
      .bind(id)
      .all<{ token_hash: string; ttl: number }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends the link by a branded e-mail: an HTML part and a plain-text part with the same link', async () => {
    const { email } = await signedUp();
    expect((await post('/api/auth/password-reset', { email })).status).toBe(202);
    const mail = await waitForMail(email, (m) => m.subject === 'Reset your Edgewire password');
    const link = new RegExp(`${SITE}/reset-password\\?token=[\\w-]+`);
    const inText = link.exec(mail.text)?.[0];
    expect(inText).toBeTruthy();
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(`href="${inText}"`);
    expect(mail.text).toContain(`The link works once, for ${RESET_TTL_SECONDS / 60} minutes`);
    expect(mail.text).not.toContain('<');
  });

  it('asks for an e-mail when none is given', async () => {
    for (const body of [{}, { email: '   ' }]) {
      const res = await post('/api/auth/password-reset', body);
      expect(res.status).toBe(400);
      expect((await message(res)).errors![0]!.message).toBe('Please enter a valid email.');
    }
  });
});

describe('password reset link', () => {
  it('sets the new password once, and every earlier session stops working', async () => {
    const { email, cookie, id } = await signedUp();
    const token = await link(id);
    const res = await post('/api/auth/password-reset/confirm', { token, password: 'new-pass-1', confirm_password: 'new-pass-1' });
    expect(res.status).toBe(200);
    expect((await SELF.fetch(`${SITE}/api/profile`, { headers: { cookie } })).status).toBe(401);
    expect((await signIn(email, 'old-pass')).status).toBe(401);
    expect((await signIn(email, 'new-pass-1')).status).toBe(200);
    const again = await post('/api/auth/password-reset/confirm', { token, password: 'third-pass', confirm_password: 'third-pass' });
    expect(again.status).toBe(400);
    expect((await message(again)).errors![0]!.message).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await signIn(email, 'third-pass')).status).toBe(401);
  });

  it('refuses an expired or unknown link and changes nothing', async () => {
    const { email, id } = await signedUp();
    for (const token of [await link(id, -1), 'no-such-token']) {
      const res = await post('/api/auth/password-reset/confirm', { token, password: 'new-pass-1', confirm_password: 'new-pass-1' });
      expect(res.status).toBe(400);
    }
    expect((await signIn(email, 'old-pass')).status).toBe(200);
  });

  it('applies the new-password rules before touching the link', async () => {
    const { id } = await signedUp();
    const token = await link(id);
    for (const [password, confirm, text] of [
      ['', '', 'New password should not be null'],
      ['12345', '12345', 'New password must be 6 or more characters in length.'],
      ['123456', '654321', 'New Password and Confirm Password do not match.'],
    ]) {
      const res = await post('/api/auth/password-reset/confirm', { token, password, confirm_password: confirm });
      expect((await message(res)).errors![0]!.message).toBe(text);
    }
    // The link is still unused.
    const row = await env.DB.prepare('SELECT used_at FROM password_reset_tokens WHERE token_hash = ?')
      .bind(await sha256(token))
      .first<{ used_at: number | null }>();
    expect(row!.used_at).toBeNull();
  });

  it('gives one of two simultaneous uses of a link the password', async () => {
    const { id } = await signedUp();
    const token = await link(id);
    const [a, b] = await Promise.all(
      ['first-pass', 'second-pass'].map((p) => post('/api/auth/password-reset/confirm', { token, password: p, confirm_password: p })),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 400]);
  });
});
