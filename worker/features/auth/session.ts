/**
 * @module Sessions. A session is a jose-signed HS256 JWT in an HttpOnly, SameSite=Lax cookie
 * (`__Host-` and Secure on https). On every request the user row and any revocation are read from
 * D1 in one round trip (inside the route's own query on the hottest routes: session-batch.ts), so
 * a revoked (copied) cookie stops working at once; guests cost no query.
 * Tokens live SESSION_TTL_SECONDS and are re-issued (rotated) once older than ROTATE_AFTER_SECONDS,
 * the old one revoked after a short grace; no session outlives MAX_SESSION_SECONDS from sign-in
 * (the `auth_time` claim). What a request's cookie turns out to be is session-state.ts's. See
 * docs/decisions/013.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { sessionRevocations, users } from '../../db/schema';
import type { AppEnv, SessionClaims, Viewer } from '../../env';
import { SESSION_COOKIE_BASE, SESSION_COOKIE_NAMES } from '../../http/session-cookie';
import { SESSION_AUDIENCE, SESSION_ISSUER } from './token-names';

export { SESSION_AUDIENCE, SESSION_ISSUER };

/** `__Host-` needs Secure, which browsers refuse on plain http://127.0.0.1; fall back there. */
export function sessionCookieName(url: string): string {
  return url.startsWith('https:') ? SESSION_COOKIE_NAMES.https : SESSION_COOKIE_NAMES.http;
}

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
export const ROTATE_AFTER_SECONDS = 3600;
export const MAX_SESSION_SECONDS = 30 * 24 * 3600;
/** A rotated-out token keeps working this long, so requests already in flight do not fail. */
export const ROTATION_GRACE_SECONDS = 60;

export type { SessionClaims };

// Verified tokens, per isolate: checking an HS256 signature is pure (the same token and secret
// always give the same answer), so a reader's every request need not pay for it again. Only the
// signature is remembered; expiry is checked each time, and revocation is D1's, every request.
const MAX_VERIFIED = 2_000;
const verified = new Map<string, { secret: string; claims: SessionClaims }>();

export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  const kept = verified.get(token);
  if (kept && kept.secret === secret) return kept.claims.exp > Date.now() / 1000 ? kept.claims : null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
    });
    if (!payload.sub || !payload.jti || !payload.iat || !payload.exp) return null;
    const claims = payload as SessionClaims;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, claims });
    return claims;
  } catch {
    return null;
  }
}

export async function loadViewer(db: Db, claims: SessionClaims, now = Math.floor(Date.now() / 1000)): Promise<Viewer | null> {
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) return null;
  const [userRows, revoked] = await db.batch([
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        subscriptionEnd: users.subscriptionEnd,
        theme: users.theme,
        isActive: users.isActive,
        sessionVersion: users.sessionVersion,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ id: sessionRevocations.id })
      .from(sessionRevocations)
      .where(and(eq(sessionRevocations.userId, userId), eq(sessionRevocations.jti, claims.jti), lte(sessionRevocations.revokedAt, now)))
      .limit(1),
  ]);
  const user = userRows[0];
  // A password change moves the version: every session issued before it is refused at once.
  if (!user?.isActive || revoked.length > 0 || (claims.sv ?? 0) !== user.sessionVersion) return null;
  const { isActive: _active, sessionVersion, ...rest } = user;
  return { ...rest, jti: claims.jti, sessionVersion };
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs a session for a user; `authTime` carries the original sign-in across rotations. */
export async function signSession(
  secret: string,
  userId: number,
  now: number,
  authTime = now,
  sessionVersion = 0,
): Promise<{ token: string; jti: string }> {
  const jti = crypto.randomUUID();
  const exp = Math.min(now + SESSION_TTL_SECONDS, authTime + MAX_SESSION_SECONDS);
  const token = await new SignJWT({ auth_time: authTime, sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setJti(jti)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(secret));
  return { token, jti };
}

/** Sets the session cookie (`__Host-` on https). */
export function writeSessionCookie(c: Context, token: string, maxAge: number) {
  const secure = c.req.url.startsWith('https:');
  // hono adds the `__Host-` prefix itself (prefix: 'host'), so the base name goes in.
  setCookie(c, SESSION_COOKIE_BASE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge,
    ...(secure ? { secure: true, prefix: 'host' as const } : {}),
  });
}

/**
 * Signs the reader in: a fresh session cookie on this response, under the user's current session
 * version. Generic because a route behind a guard has a narrower environment (viewer non-null).
 */
export async function startSession<E extends AppEnv>(c: Context<E>, userId: number, now: number): Promise<void> {
  // Signing in over an existing session replaces it: the old token must not live on elsewhere.
  const previous = c.get('viewer');
  if (previous) await revokeSession(c.get('db'), previous.id, previous.jti, now);
  const [row] = await c.get('db').select({ v: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
  const { token } = await signSession(c.env.SESSION_SECRET, userId, now, now, row?.v ?? 0);
  writeSessionCookie(c, token, SESSION_TTL_SECONDS);
  // Guest pages may be shown from the browser's cache while it revalidates (edge-cache/cache.ts):
  // the reader who signs in must never get a guest copy back, so their browser forgets them.
  c.header('Clear-Site-Data', '"cache"');
}

/** Clears the cookie (the caller revokes the token server-side). */
export function endSession(c: Context): void {
  const secure = c.req.url.startsWith('https:');
  deleteCookie(c, SESSION_COOKIE_BASE, { path: '/', ...(secure ? { secure: true, prefix: 'host' as const } : {}) });
}

/** Revokes one session (sign-out) from `at` on. */
export async function revokeSession(db: Db, userId: number, jti: string, at: number): Promise<void> {
  await db
    .insert(sessionRevocations)
    .values({ userId, jti, revokedAt: at, expiresAt: at + SESSION_TTL_SECONDS + ROTATION_GRACE_SECONDS })
    .onConflictDoNothing();
}

/**
 * Ends every session of a user (password change, reset): the session version moves, so tokens
 * issued before refuse at once, while a session started after (startSession) carries the new one.
 */
export function revokeAllStatement(db: Db, userId: number) {
  return db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}
