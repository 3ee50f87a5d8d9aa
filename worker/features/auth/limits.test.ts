// Exact limits under 50 parallel attempts: the count happens before the judgement, in D1.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { uniq } from '../../test/factories';
import { json, SITE } from '../../test/http';
import { AUTH_LIMITS } from './limits';

// A fresh address block per run, so limits counted by an earlier run in the same D1 never apply.
const n = Math.floor(Math.random() * 200);
const post = (path: string, body: unknown, ip: string) => SELF.fetch(`${SITE}${path}`, json(body, { headers: { 'cf-connecting-ip': ip } }));
const statuses = (list: Response[]) =>
  list.reduce<Record<number, number>>((acc, r) => {
    acc[r.status] = (acc[r.status] ?? 0) + 1;
    return acc;
  }, {});

async function account(ip: string) {
  const email = `limit${uniq()}@example.com`;
  const res = await post('/api/signup', { email, password: 'right-pass', confirm_password: 'right-pass' }, ip);
  expect(res.status).toBe(201);
  return email;
}

describe('auth rate limits', () => {
  it('allows exactly 10 failed logins per account in 15 minutes, even 50 at once from 50 addresses', async () => {
    const email = await account('10.50.0.1');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/auth/sign-in', { method: 'password-sign-in', email, password: `wrong-${i}` }, `10.51.0.${i + 1}`),
      ),
    );
    expect(statuses(results)).toEqual({ 401: AUTH_LIMITS.loginPerAccount.limit, 429: 50 - AUTH_LIMITS.loginPerAccount.limit });
    const limited = results.find((r) => r.status === 429)!;
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await limited.json<{ errors: { code: string; message: string }[] }>()).errors[0]).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // Even the right password waits now, and nothing else changed: no session was issued.
    const right = await post('/api/auth/sign-in', { method: 'password-sign-in', email, password: 'right-pass' }, '10.52.0.1');
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('does not count successful sign-ins as failures', async () => {
    const email = await account('10.53.0.1');
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/auth/sign-in', { method: 'password-sign-in', email, password: 'right-pass' }, '10.53.0.2');
      expect(res.status, `attempt ${i + 1}`).toBe(200);
    }
  });

  it('allows exactly 10 sign-ups per address in an hour', async () => {
    const ip = `10.54.${n % 200}.9`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/signup', { email: `burst${uniq()}@example.com`, password: 'secret-1', confirm_password: 'secret-1' }, ip),
      ),
    );
    expect(statuses(results)).toEqual({ 201: 10, 429: 40 });
  });

  it('allows exactly 5 reset requests per e-mail in an hour, from any number of addresses', async () => {
    const email = await account('10.55.0.1');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('/api/auth/password-reset', { email }, `10.56.0.${i + 1}`)),
    );
    expect(statuses(results)).toEqual({ 202: 5, 429: 45 });
    const tokens = await env.DB.prepare(
      'SELECT count(*) AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?',
    )
      .bind(email)
      .first<{ n: number }>();
    expect(tokens!.n).toBe(5);
  });

  it('allows exactly 20 reset-link uses per address in an hour', async () => {
    const ip = `10.57.${n % 200}.7`;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(
          '/api/auth/password-reset/confirm',
          { token: `bogus-token-${i}-${uniq()}`, password: 'secret-12', confirm_password: 'secret-12' },
          ip,
        ),
      ),
    );
    expect(statuses(results)).toEqual({ 400: AUTH_LIMITS.resetUsePerIp.limit, 429: 50 - AUTH_LIMITS.resetUsePerIp.limit });
  });
});
