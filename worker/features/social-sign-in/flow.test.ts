// Social sign-in through the real Worker and the real local provider (oauth2-mock-server, started
// by scripts/standins/oidc.global-setup.ts), the way it should go: the test plays the browser —
// /auth/{p}/start, the provider's authorize page, back to the callback (Apple: the form_post
// page's POST) — then checks where the reader lands, the session, and what D1 holds.
import { env, SELF } from 'cloudflare:test';
import { decodeJwt } from 'jose';
import { calculatePKCECodeChallenge } from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { makeTag, uniq } from '../../test/factories';
import { SITE } from '../../test/http';
import { begin, count, expectRefused, finish, flashMessage, identities, next, passwordAccount, profileOf, usersWith } from './test-kit';

describe('the authorization request', () => {
  it.each(['google', 'facebook', 'twitter', 'apple'] as const)(
    '%s: code flow with PKCE S256 and state (+ nonce for OIDC) kept in a signed, single-path cookie',
    async (provider) => {
      const start = await SELF.fetch(`${SITE}/auth/${provider}/start?redirect=local`, { redirect: 'manual' });
      expect(start.status).toBe(302);
      expect(start.headers.get('cache-control')).toMatch(/no-store/);
      const setCookie = start.headers.getSetCookie().find((c) => c.startsWith('ew_oauth='))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Max-Age=600/);
      expect(setCookie).toContain(`Path=/auth/${provider}/callback`);
      const record = decodeJwt(setCookie.split(';')[0]!.slice('ew_oauth='.length));
      expect(record).toMatchObject({ sub: provider, aud: 'edgewire-oauth-state', rd: 'local' });
      const q = new URL(start.headers.get('location')!).searchParams;
      expect(q.get('response_type')).toBe('code');
      expect(q.get('client_id')).toBe(`edgewire-local-${provider}`);
      expect(q.get('redirect_uri')).toBe(`${SITE}/auth/${provider}/callback`);
      expect(q.get('state')).toBe(record.st);
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toBe(await calculatePKCECodeChallenge(record.cv as string));
      expect((record.cv as string).length).toBeGreaterThanOrEqual(43);
      const oidc = provider === 'google' || provider === 'apple';
      expect(q.get('nonce')).toBe(oidc ? record.nonce : null);
      expect(q.get('response_mode')).toBe(provider === 'apple' ? 'form_post' : null);
      if (provider === 'facebook') expect(q.get('scope')!.split(' ')).toContain('email');
    },
  );

  it("an unknown provider goes back to /login with 'Unknown social sign-in provider'", async () => {
    const start = await SELF.fetch(`${SITE}/auth/myspace/start?redirect=foryou`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toBe('/login?redirect=foryou');
    expect(
      flashMessage(
        start.headers
          .getSetCookie()
          .find((c) => c.startsWith('ew_flash='))!
          .split(';')[0]!
          .slice(9),
      ),
    ).toBe(M.unknownProvider);
    const flow = await begin('google');
    expectRefused(await finish(flow, { url: flow.callback.url.replace('/auth/google/', '/auth/myspace/') }), M.unknownProvider);
  });
});

describe('round trips', () => {
  it('google: a verified e-mail links to the existing account; the identity signs in to it from then on', async () => {
    const email = `linked-${uniq()}@example.com`;
    const userId = await passwordAccount(email);
    const sub = `g-${uniq()}`;
    const out = await finish(await begin('google', { hint: { sub, email } }));
    expect(out.status).toBe(303);
    expect(out.location).toBe('/onboarding');
    expect(out.cleared).toBe(true);
    expect((await profileOf(out.session!)).id).toBe(userId);
    expect(await usersWith(email)).toBe(1);
    const row = await env.DB.prepare('SELECT user_id, email, email_verified FROM social_identities WHERE provider = ? AND subject = ?')
      .bind('google', sub)
      .first();
    expect(row).toEqual({ user_id: userId, email, email_verified: 1 });
    // Later the provider reports another address: the identity, not the e-mail, decides.
    const again = await finish(await begin('google', { hint: { sub, email: `changed-${uniq()}@example.com` } }));
    expect((await profileOf(again.session!)).id).toBe(userId);
  });

  it('an onboarded reader goes where ?redirect= pointed', async () => {
    const email = `onboarded-${uniq()}@example.com`;
    const userId = await passwordAccount(email);
    const tag = await makeTag();
    await env.DB.prepare('INSERT INTO tag_follows (user_id, tag_id) VALUES (?, ?)').bind(userId, tag.id).run();
    expect((await finish(await begin('google', { hint: { sub: `g-${uniq()}`, email }, redirect: 'foryou' }))).location).toBe('/foryou');
    expect((await finish(await begin('google', { hint: { sub: `g-${uniq()}`, email } }))).location).toBe('/trending');
  });

  it('from the /subscribe funnel: a new account goes on to payment (new=yes), an existing one to payment (new=no)', async () => {
    const fresh = await finish(
      await begin('google', { hint: { sub: `g-${uniq()}`, email: `funnel-${uniq()}@example.com` }, redirect: 'subscribe-annual-a42' }),
    );
    expect(fresh.location).toBe('/subscribe/payment?plan=annual&new=yes&article=42');
    const email = `funnel-old-${uniq()}@example.com`;
    await passwordAccount(email);
    const known = await finish(await begin('google', { hint: { sub: `g-${uniq()}`, email }, redirect: 'subscribe-monthly' }));
    expect(known.location).toMatch(/^\/subscribe\/(payment|login)\?plan=monthly/);
    // Anything else in ?redirect= is dropped, never followed.
    const junk = await finish(
      await begin('google', { hint: { sub: `g-${uniq()}`, email: `junk-${uniq()}@example.com` }, redirect: '//evil.example' }),
    );
    expect(junk.location).toBe('/onboarding');
  });

  it('facebook: a new person gets a new account without a password and their identity, then onboarding', async () => {
    const sub = `1${Date.now()}${next()}`;
    const email = `fb-${uniq()}@example.com`;
    const out = await finish(await begin('facebook', { hint: { sub, email } }));
    expect(out.location).toBe('/onboarding');
    const profile = await profileOf(out.session!);
    expect(profile.email).toBe(email);
    expect(await count('SELECT count(*) AS n FROM password_credentials WHERE user_id = ?', profile.id)).toBe(0);
    const row = await env.DB.prepare('SELECT user_id, email, email_verified FROM social_identities WHERE provider = ? AND subject = ?')
      .bind('facebook', sub)
      .first();
    expect(row).toEqual({ user_id: profile.id, email, email_verified: 1 });
  });

  it('twitter (X) without an e-mail: the account gets a placeholder on a reserved domain', async () => {
    const sub = `16${Date.now()}${next()}`;
    const out = await finish(await begin('twitter', { hint: { sub } }));
    expect(out.location).toBe('/onboarding');
    const profile = await profileOf(out.session!);
    expect(profile.email).toBe(`x-${sub}@users.edgewire.invalid`);
    const row = await env.DB.prepare('SELECT email, email_verified FROM social_identities WHERE provider = ? AND subject = ?')
      .bind('twitter', sub)
      .first();
    expect(row).toEqual({ email: null, email_verified: 0 });
    // The placeholder is not a verified address: it never links anything.
    expect((await finish(await begin('twitter', { hint: { sub } }))).session).not.toBeNull();
    expect(await usersWith(`x-${sub}@users.edgewire.invalid`)).toBe(1);
  });

  it('twitter (X) with confirmed_email (users.email granted) uses that address', async () => {
    const email = `x-${uniq()}@example.com`;
    const out = await finish(await begin('twitter', { hint: { sub: `16${Date.now()}${next()}`, email } }));
    expect((await profileOf(out.session!)).email).toBe(email);
  });

  it('apple: form_post callback, ES256 client secret accepted by the provider, e-mail from the id_token', async () => {
    const sub = `000001.${uniq()}.0001`;
    const email = `apple-${uniq()}@privaterelay.example.com`;
    const flow = await begin('apple', { hint: { sub, email }, redirect: 'account' });
    expect(flow.callback.method).toBe('POST');
    const out = await finish(flow);
    expect(out.status).toBe(303);
    expect(out.location).toBe('/onboarding');
    expect((await profileOf(out.session!)).email).toBe(email);
    expect(await identities('apple', sub)).toBe(1);
  });
});
