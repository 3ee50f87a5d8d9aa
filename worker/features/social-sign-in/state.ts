/**
 * @module The sign-in attempt kept by the browser between /auth/{provider}/start and the callback:
 * {provider, state, nonce, verifier, redirect} in a jose-signed (HS256, SESSION_SECRET, its own
 * audience so it can never pass for a session) JWT, in an HttpOnly cookie that lives 10 minutes,
 * is sent only to that provider's callback path, and is cleared on first use so a replayed
 * callback finds nothing. Also the flash cookie that carries a sign-in failure to /login.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { isSocialProvider, type SocialProvider, signInRedirect } from '../../contracts/auth';
import type { AppEnv } from '../../env';
import { setFlash } from '../../http/flash';
import { verifiedWithSessionKeys } from '../../http/session-keys';
import { SESSION_ISSUER } from '../auth/session';

export const STATE_TTL_SECONDS = 10 * 60;
export const STATE_AUDIENCE = 'edgewire-oauth-state';
export const STATE_COOKIE = 'ew_oauth';

export type StateRecord = {
  provider: SocialProvider;
  state: string;
  nonce: string | null;
  verifier: string;
  /** A sign-in redirect key, or the /subscribe funnel's key (contracts/auth.ts signInRedirect). */
  redirect: string | null;
};

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signState(secret: string, rec: StateRecord, now: number): Promise<string> {
  return new SignJWT({ st: rec.state, nonce: rec.nonce, cv: rec.verifier, rd: rec.redirect })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(SESSION_ISSUER)
    .setAudience(STATE_AUDIENCE)
    .setSubject(rec.provider)
    .setIssuedAt(now)
    .setExpirationTime(now + STATE_TTL_SECONDS)
    .sign(key(secret));
}

/** The record, or null when the token is forged, expired, for another provider or malformed. */
export async function verifyState(secret: string, token: string, provider: SocialProvider, now: number): Promise<StateRecord | null> {
  try {
    const { payload: p } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: SESSION_ISSUER,
      audience: STATE_AUDIENCE,
      subject: provider,
      currentDate: new Date(now * 1000),
      requiredClaims: ['iat', 'exp'],
    });
    if (!isSocialProvider(p.sub) || typeof p.st !== 'string' || typeof p.cv !== 'string' || !p.st || !p.cv) return null;
    if (p.nonce !== null && typeof p.nonce !== 'string') return null;
    return { provider: p.sub, state: p.st, nonce: p.nonce, verifier: p.cv, redirect: signInRedirect(p.rd as string | null) };
  } catch {
    return null;
  }
}

const isHttps = (c: Context<AppEnv>) => c.req.url.startsWith('https:');

/**
 * Cookie attributes. Apple answers with a cross-site form POST, which carries SameSite=Lax cookies
 * only between same-site pages: on https the Apple cookie is SameSite=None (with Secure, which None
 * requires). Browsers refuse Secure on http://127.0.0.1, where Lax is used: the local provider is
 * same-site with the app (another port of 127.0.0.1), so Lax cookies still arrive there.
 */
function cookieOptions(c: Context<AppEnv>, provider: SocialProvider) {
  const secure = isHttps(c);
  return {
    path: `/auth/${provider}/callback`,
    httpOnly: true,
    sameSite: secure && provider === 'apple' ? ('None' as const) : ('Lax' as const),
    ...(secure ? { secure: true, prefix: 'secure' as const } : {}),
  };
}

export async function setStateCookie(c: Context<AppEnv>, rec: StateRecord, now: number): Promise<void> {
  setCookie(c, STATE_COOKIE, await signState(c.env.SESSION_SECRET, rec, now), {
    ...cookieOptions(c, rec.provider),
    maxAge: STATE_TTL_SECONDS,
  });
}

/** Reads the attempt and clears its cookie in the same breath: a second use finds nothing. */
export async function takeState(c: Context<AppEnv>, provider: SocialProvider, now: number): Promise<StateRecord | null> {
  const token = isHttps(c) ? getCookie(c, STATE_COOKIE, 'secure') : getCookie(c, STATE_COOKIE);
  if (!token) return null;
  deleteCookie(c, STATE_COOKIE, cookieOptions(c, provider));
  if (token.length > 4096) return null;
  return verifiedWithSessionKeys(c.env, (secret) => verifyState(secret, token, provider, now));
}

/**
 * The failure /login shows once (auth/pages.tsx): a signed one-time cookie (http/flash.ts).
 * 'Login cancelled' is flashed too; the page keeps it silent.
 */
export async function flashFailure(c: Context<AppEnv>, message: string): Promise<void> {
  await setFlash(c, { toasts: [{ type: 'error', message }] });
}
