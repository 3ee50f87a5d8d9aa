/**
 * @module Reading the session on every request. A session is a jose-signed HS256 JWT in an
 * HttpOnly cookie; the user row and any revocation are read from D1 in one round trip, so a
 * revoked (copied) cookie stops working at once. Guests cost no D1 query at all.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { jwtVerify } from 'jose';
import type { Db } from '../../db/client';
import { sessionRevocations, users } from '../../db/schema';
import type { AppEnv, Viewer } from '../../env';

export const SESSION_ISSUER = 'edgewire';
export const SESSION_AUDIENCE = 'edgewire-web';

/** `__Host-` needs Secure, which browsers refuse on plain http://127.0.0.1; fall back there. */
export function sessionCookieName(url: string): string {
  return url.startsWith('https:') ? '__Host-ew_session' : 'ew_session';
}

export type SessionClaims = { sub: string; jti: string; iat: number; exp: number };

export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
    });
    if (!payload.sub || !payload.jti || !payload.iat || !payload.exp) return null;
    return payload as SessionClaims;
  } catch {
    return null;
  }
}

export async function loadViewer(db: Db, claims: SessionClaims): Promise<Viewer | null> {
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
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ id: sessionRevocations.id })
      .from(sessionRevocations)
      .where(
        and(
          eq(sessionRevocations.userId, userId),
          or(eq(sessionRevocations.jti, claims.jti), and(isNull(sessionRevocations.jti), gt(sessionRevocations.revokedAt, claims.iat - 1))),
        ),
      )
      .limit(1),
  ]);
  const user = userRows[0];
  if (!user || !user.isActive || revoked.length > 0) return null;
  const { isActive: _active, ...rest } = user;
  return { ...rest, jti: claims.jti };
}

export const viewerMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('viewer', null);
  const token = getCookie(c, sessionCookieName(c.req.url));
  if (token) {
    const claims = await verifySessionToken(token, c.env.SESSION_SECRET);
    if (claims) c.set('viewer', await loadViewer(c.get('db'), claims));
  }
  await next();
};
