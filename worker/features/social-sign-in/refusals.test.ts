// Social sign-in refused: replays, login CSRF, tampered state, bad id_tokens, provider error
// answers, failing token and user-info calls, taken e-mails, deactivated accounts, junk callbacks —
// each ends on /login with the catalogue message in `ew_flash`, nothing created or changed, never a 500.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { uniq } from '../../test/factories';
import { SITE } from '../../test/http';
import { begin, count, expectRefused, finish, identities, next, passwordAccount, profileOf, usersWith } from './test-kit';

describe('bad input: the catalogue message, nothing created or changed, never a 500', () => {
  it('a replayed callback is refused: without the attempt cookie (cleared on first use) and with it (the code is single-use)', async () => {
    const sub = `1${Date.now()}${next()}`;
    const email = `replay-${uniq()}@example.com`;
    const flow = await begin('facebook', { hint: { sub, email } });
    const first = await finish(flow);
    expect(first.session).not.toBeNull();
    expect(first.cleared).toBe(true);
    expectRefused(await finish(flow, { cookie: null }), M.somethingWrong);
    expectRefused(await finish(flow), M.somethingWrong);
    expect(await usersWith(email)).toBe(1);
    expect(await identities('facebook', sub)).toBe(1);
  });

  it('a callback meant for another browser (login CSRF) is refused and creates nothing', async () => {
    const victim = await begin('facebook', { redirect: 'local' });
    const email = `csrf-${uniq()}@example.com`;
    const attacker = await begin('facebook', { hint: { sub: `1${Date.now()}${next()}`, email } });
    expectRefused(await finish(attacker, { cookie: victim.cookie }), M.somethingWrong, 'local');
    expectRefused(await finish(attacker, { cookie: null }), M.somethingWrong);
    expect(await usersWith(email)).toBe(0);
  });

  it('a tampered or mismatched state is refused', async () => {
    const email = `tamper-${uniq()}@example.com`;
    const flow = await begin('google', { hint: { sub: `g-${uniq()}`, email } });
    const [head, body, sig] = flow.cookie.slice('ew_oauth='.length).split('.');
    const forged = `ew_oauth=${head}.${body}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expectRefused(await finish(flow, { cookie: forged }), M.somethingWrong);
    const url = new URL(flow.callback.url);
    url.searchParams.set('state', 'not-the-state');
    expectRefused(await finish(flow, { url: url.href }), M.somethingWrong);
    expect(await usersWith(email)).toBe(0);
  });

  it.each([
    ['a mismatched nonce', { nonce: 'not-our-nonce' }],
    ['an id_token for another client', { aud: 'someone-else' }],
    ['an id_token from another issuer', { iss: 'https://evil.example' }],
    ['an expired id_token', { expired: '1' }],
  ])('google: %s is refused', async (_label, bad) => {
    const email = `idt-${uniq()}@example.com`;
    expectRefused(await finish(await begin('google', { hint: { sub: `g-${uniq()}`, email, ...bad } })), M.somethingWrong);
    expect(await usersWith(email)).toBe(0);
  });

  it('apple: a mismatched nonce is refused', async () => {
    const email = `apple-nonce-${uniq()}@example.com`;
    expectRefused(await finish(await begin('apple', { hint: { sub: `a.${uniq()}`, email, nonce: 'forged' } })), M.somethingWrong);
    expect(await usersWith(email)).toBe(0);
  });

  it.each([
    ['google', 'access_denied', M.cancelled],
    ['facebook', 'access_denied', M.cancelled],
    ['twitter', 'access_denied', M.cancelled],
    ['apple', 'user_cancelled_authorize', M.cancelled],
    ['google', 'server_error', M.somethingWrong],
    ['apple', 'invalid_request', M.somethingWrong],
    ['facebook', 'temporarily_unavailable', M.somethingWrong],
  ] as const)('%s answering error=%s → %s', async (provider, error, message) => {
    const email = `err-${uniq()}@example.com`;
    const flow = await begin(provider, { hint: { email, error }, redirect: 'foryou' });
    expect(flow.callback.url).not.toContain('code=');
    expectRefused(await finish(flow), message, 'foryou');
    expect(await usersWith(email)).toBe(0);
  });

  it.each(['google', 'facebook', 'twitter', 'apple'] as const)("%s: a failing token call → 'Something went wrong.'", async (provider) => {
    const email = `tok-${uniq()}@example.com`;
    expectRefused(await finish(await begin(provider, { hint: { sub: `s${uniq()}`, email, fail: 'token' } })), M.somethingWrong);
    expect(await usersWith(email)).toBe(0);
  });

  it.each(['facebook', 'twitter'] as const)("%s: a failing user-info call → 'Unknown error. Failed to sign in.'", async (provider) => {
    const email = `ui-${uniq()}@example.com`;
    expectRefused(await finish(await begin(provider, { hint: { sub: `s${uniq()}`, email, fail: 'userinfo' } })), M.unknownSignIn);
    expect(await usersWith(email)).toBe(0);
  });

  it("an UNVERIFIED e-mail that matches an account is refused with 'An account with this email already exists.'", async () => {
    const email = `taken-${uniq()}@example.com`;
    const userId = await passwordAccount(email);
    const sub = `g-${uniq()}`;
    expectRefused(
      await finish(await begin('google', { hint: { sub, email: email.toUpperCase(), email_verified: 'false' } })),
      M.emailExists,
    );
    expect(await identities('google', sub)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM social_identities WHERE user_id = ?', userId)).toBe(0);
  });

  it('an identity whose account was deactivated cannot sign in', async () => {
    const sub = `1${Date.now()}${next()}`;
    const first = await finish(await begin('facebook', { hint: { sub, email: `off-${uniq()}@example.com` } }));
    const { id } = await profileOf(first.session!);
    await env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?').bind(id).run();
    expectRefused(await finish(await begin('facebook', { hint: { sub } })), M.unknownSignIn);
  });

  it('apple: a GET callback, or a POST from another origin, is refused', async () => {
    const email = `apple-x-${uniq()}@example.com`;
    const flow = await begin('apple', { hint: { sub: `a.${uniq()}`, email } });
    expectRefused(await finish(flow, { origin: 'https://evil.example' }), M.somethingWrong);
    const flow2 = await begin('apple', { hint: { sub: `a.${uniq()}`, email } });
    const get = await SELF.fetch(`${flow2.callback.url}?${flow2.callback.body}`, { headers: { cookie: flow2.cookie }, redirect: 'manual' });
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe('/login');
    expect(await usersWith(email)).toBe(0);
  });

  it('a google callback without a code, or with junk, never answers 500', async () => {
    const flow = await begin('google');
    const url = new URL(flow.callback.url);
    url.searchParams.delete('code');
    expectRefused(await finish(flow, { url: url.href }), M.somethingWrong);
    const junk = await begin('google');
    const u2 = new URL(junk.callback.url);
    u2.searchParams.set('code', 'x'.repeat(5000));
    expectRefused(await finish(junk, { url: u2.href }), M.somethingWrong);
    const post = await SELF.fetch(`${SITE}/auth/google/callback`, {
      method: 'POST',
      body: 'code=a&state=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(post.status).toBe(303);
  });
});
