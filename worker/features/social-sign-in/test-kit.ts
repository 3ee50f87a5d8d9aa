/** @module The browser's side of a social sign-in for the tests: start, the local provider's authorize page, the callback. */
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { json, SITE } from '../../test/http';

// Test files may share D1 and run side by side: a random start keeps their subjects apart.
let n = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
export const next = () => n++;
export type Provider = 'google' | 'facebook' | 'twitter' | 'apple';

export type Flow = { cookie: string; authorize: URL; callback: { method: 'GET' | 'POST'; url: string; body?: string; origin?: string } };

/** The login_hint grammar of the local provider (scripts/standins/oidc.ts). */
const hint = (h: Record<string, string>) => new URLSearchParams(h).toString();
const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_m, d: string) => String.fromCharCode(Number(d)));

export async function begin(provider: Provider | string, opts: { hint?: Record<string, string>; redirect?: string } = {}): Promise<Flow> {
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
  const action = unescapeHtml(/<form method="post" action="([^"]+)"/.exec(html)![1]!);
  const fields = new URLSearchParams(
    [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [unescapeHtml(m[1]!), unescapeHtml(m[2]!)]),
  );
  return { cookie, authorize, callback: { method: 'POST', url: action, body: fields.toString(), origin: authorize.origin } };
}

/** The message of the signed one-time cookie (http/flash.ts): `<json>.<signature>`, URI-encoded. */
export function flashMessage(cookieValue: string): string | null {
  const raw = decodeURIComponent(cookieValue);
  const json = JSON.parse(raw.slice(0, raw.lastIndexOf('.'))) as { toasts?: { message: string }[] };
  return json.toasts?.[0]?.message ?? null;
}

export type Outcome = { status: number; location: string; flash: string | null; session: string | null; cleared: boolean };

export async function finish(flow: Flow, opts: { cookie?: string | null; url?: string; origin?: string } = {}): Promise<Outcome> {
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
      ?.split(';')[0]
      ?.slice(name.length + 1);
  const flash = value('ew_flash');
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    flash: flash ? flashMessage(flash) : null,
    session: value('ew_session') ? `ew_session=${value('ew_session')}` : null,
    cleared: set.some((c) => c.startsWith('ew_oauth=;') && /Max-Age=0/i.test(c)),
  };
}

export const profileOf = async (session: string) => {
  const res = await SELF.fetch(`${SITE}/api/profile`, { headers: { cookie: session } });
  expect(res.status).toBe(200);
  return (await res.json<{ data: { id: number; email: string; onBoarded: boolean } }>()).data;
};
export const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;
export const usersWith = (email: string) => count('SELECT count(*) AS n FROM users WHERE lower(email) = lower(?)', email);
export const identities = (provider: string, subject: string) =>
  count('SELECT count(*) AS n FROM social_identities WHERE provider = ? AND subject = ?', provider, subject);

export async function passwordAccount(email: string) {
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
export function expectRefused(out: Outcome, message: string, redirect?: string) {
  expect(out.status).toBe(303);
  expect(out.location).toBe(redirect ? `/login?redirect=${redirect}` : '/login');
  expect(out.flash).toBe(message);
  expect(out.session).toBeNull();
}
