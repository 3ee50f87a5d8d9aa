// Social sign-in through the real Worker and the real local provider (oauth2-mock-server, started
// by scripts/standins/oidc.global-setup.ts): the test plays the browser — /auth/{p}/start, the
// provider's authorize page, back to the callback (Apple: the form_post page's POST) — then checks
// where the reader lands, the session, and what D1 holds. Bad input ends on /login with the
// catalogue message in `ew_flash`, nothing created or changed, never a 500.
import { env, SELF } from 'cloudflare:test';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../../contracts/auth';
import { json, makeTag } from '../../../test/factories';
import { s256Challenge } from './pkce';

const SITE = 'http://edgewire.test';
let n = 0;
const uniq = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
type Provider = 'google' | 'facebook' | 'twitter' | 'apple';

type Flow = { cookie: string; authorize: URL; callback: { method: 'GET' | 'POST'; url: string; body?: string; origin?: string } };

/** The login_hint grammar of the local provider (scripts/standins/oidc.ts). */
const hint = (h: Record<string, string>) => new URLSearchParams(h).toString();
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, d: string) => String.fromCharCode(Number(d)));

async function begin(provider: Provider | string, opts: { hint?: Record<string, string>; redirect?: string } = {}): Promise<Flow> {
  const q = new URLSearchParams();
  if (opts.redirect) q.set('redirect', opts.redirect);
  if (opts.hint) q.set('login_hint', hint(opts.hint));
  const start = await SELF.fetch(`${SITE}/auth/${provider}/start?${q}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const cookie = start.headers
    .getSetCookie()
    .find((c) => c.startsWith('ew_oauth='))!
    .split(';')[0]!;
  const authorize = new URL(start.headers.get('location')!);
  const res = await fetch(authorize, { redirect: 'manual' });
  if (res.status === 302) return { cookie, authorize, callback: { method: 'GET', url: res.headers.get('location')! } };
  // Apple: the provider answers a page that POSTs the response to our callback.
  expect(res.status).toBe(200);
  const html = await res.text();
  const action = unescape(/<form method="post" action="([^"]+)"/.exec(html)![1]!);
  const fields = new URLSearchParams([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]));
  return { cookie, authorize, callback: { method: 'POST', url: action, body: fields.toString(), origin: authorize.origin } };
}

type Outcome = { status: number; location: string; flash: string | null; session: string | null; cleared: boolean };

async function finish(flow: Flow, opts: { cookie?: string | null; url?: string; origin?: string } = {}): Promise<Outcome> {
  const cookie = opts.cookie === undefined ? flow.cookie : opts.cookie;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const cb = flow.callback;
  const init: RequestInit =
    cb.method === 'GET'
      ? { headers }
      : {
          method: 'POST',
          body: cb.body,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', origin: opts.origin ?? cb.origin! },
        };
  const res = await SELF.fetch(opts.url ?? cb.url, { ...init, redirect: 'manual' });
  const set = res.headers.getSetCookie();
  const value = (name: string) =>
    set
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]!
      .slice(name.length + 1);
  const flash = value('ew_flash');
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    flash: flash ? decodeURIComponent(flash) : null,
    session: value('ew_session') ? `ew_session=${value('ew_session')}` : null,
    cleared: set.some((c) => c.startsWith('ew_oauth=;') && /Max-Age=0/i.test(c)),
  };
}

const profileOf = async (session: string) => {
  const res = await SELF.fetch(`${SITE}/api/profile`, { headers: { cookie: session } });
  expect(res.status).toBe(200);
  return (await res.json<{ data: { id: number; email: string; onBoarded: boolean } }>()).data;
};
const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;
const usersWith = (email: string) => count('SELECT count(*) AS n FROM users WHERE lower(email) = lower(?)', email);
const identities = (provider: string, subject: string) =>
  count('SELECT count(*) AS n FROM social_identities WHERE provider = ? AND subject = ?', provider, subject);

async function passwordAccount(email: string) {
  const res = await SELF.fetch(
    `${SITE}/api/signup`,
    json(
      { email, password: 'secret-1', confirm_password: 'secret-1' },
      { headers: { 'cf-connecting-ip': `10.77.${n % 250}.${(n * 3) % 250}` } },
    ),
  );
  expect(res.status).toBe(201);
  return (await res.json<{ data: { profile: { id: number } } }>()).data.profile.id;
}

/** Refused: back on /login (keeping ?redirect=), the message flashed, no session, attempt cookie cleared. */
function expectRefused(out: Outcome, message: string, redirect?: string) {
  expect(out.status).toBe(303);
  expect(out.location).toBe(redirect ? `/login?redirect=${redirect}` : '/login');
  expect(out.flash).toBe(message);
  expect(out.session).toBeNull();
}

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
      expect(q.get('code_challenge')).toBe(await s256Challenge(record.cv as string));
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
      decodeURIComponent(
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

  it('facebook: a new person gets a new account without a password and their identity, then onboarding', async () => {
    const sub = `1${Date.now()}${n++}`;
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
    const sub = `16${Date.now()}${n++}`;
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
    const out = await finish(await begin('twitter', { hint: { sub: `16${Date.now()}${n++}`, email } }));
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

describe('bad input: the catalogue message, nothing created or changed, never a 500', () => {
  it('a replayed callback is refused: without the attempt cookie (cleared on first use) and with it (the code is single-use)', async () => {
    const sub = `1${Date.now()}${n++}`;
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
    const attacker = await begin('facebook', { hint: { sub: `1${Date.now()}${n++}`, email } });
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
    const sub = `1${Date.now()}${n++}`;
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
