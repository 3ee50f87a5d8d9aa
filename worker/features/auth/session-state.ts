/**
 * @module What this request's session is, decided once: the cookie's signature says whether there
 * is none, a bad one (refused) or a good one (unchecked); where D1 is asked (viewerMiddleware, or a
 * hot route's own query, session-batch.ts) the answer is recorded (standing or refused). After the
 * answer only a refused cookie is cleared, so an error answer (a 400, a 404, a 5xx) never signs a
 * reader out; a standing one is re-issued once an hour old, or at once when signed with the session
 * secret being rotated out. See docs/decisions/049-session-decided-once.md.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, SessionClaims, Viewer } from '../../env';
import { verifyWithSessionKeys } from '../../http/session-keys';
import {
  endSession,
  loadViewer,
  MAX_SESSION_SECONDS,
  ROTATE_AFTER_SECONDS,
  ROTATION_GRACE_SECONDS,
  revokeSession,
  SESSION_TTL_SECONDS,
  sessionCookieName,
  signSession,
  verifySessionToken,
  writeSessionCookie,
} from './session';

/**
 * The cookie's claims while its signature and expiry hold, else null; undefined without a cookie (no
 * I/O). One signed with the session secret being rotated out still holds, and is marked to be
 * re-signed with the current one (settleSession; http/session-keys.ts).
 */
async function cookieClaims(c: Context<AppEnv>): Promise<SessionClaims | null | undefined> {
  const token = getCookie(c, sessionCookieName(c.req.url));
  if (token === undefined) return undefined;
  const verified = await verifyWithSessionKeys(c.env, (secret) => verifySessionToken(token, secret));
  if (verified?.previousKey) c.set('sessionKey', 'previous');
  return verified?.value ?? null;
}

/**
 * Reads this request's session cookie and records what the signature alone can say: no cookie
 * ('none'), a bad or expired token ('refused'), or a good one whose standing D1 has still to
 * confirm ('unchecked'). Answers the claims of a good one.
 */
export async function readSession(c: Context<AppEnv>): Promise<SessionClaims | null> {
  const claims = await cookieClaims(c);
  c.set('session', claims === undefined ? 'none' : claims ? 'unchecked' : 'refused');
  return claims ?? null;
}

/**
 * Records D1's answer where the session was checked (viewerMiddleware, or a hot route's own
 * query): the viewer when the session stands, null when it was refused. Called before anything
 * that may throw, so an error answer after it (a 403, a 404) cannot be taken for a refusal.
 */
export function decideSession(c: Context<AppEnv>, viewer: Viewer | null): void {
  c.set('viewer', viewer);
  if (c.var.session === 'unchecked') c.set('session', viewer ? 'standing' : 'refused');
}

/**
 * For a page that shows who is reading (an error page): a session its route never got to check (a
 * hot route that failed before its query, on a malformed id) is checked now, so the page draws the
 * reader rather than a guest (whose page would also wipe the reader's local caches) and a refused
 * cookie still goes. One D1 round trip, on such error pages only; if it fails, the page is a
 * guest's and the session stays unchecked.
 */
export async function checkSessionForPage(c: Context<AppEnv>): Promise<void> {
  if (c.var.session !== 'unchecked') return;
  try {
    const claims = await cookieClaims(c);
    decideSession(c, claims ? await loadViewer(c.get('db'), claims) : null);
  } catch {
    // D1 failing here must not turn the error page itself into a failure
  }
}

/**
 * A request the page sent by itself (a fetch, an analytics beacon: `Sec-Fetch-Mode` other than
 * navigate) may have left before the reader signed in again: signing in or up revokes the old
 * session, and an answer clearing the old cookie would wipe the new one the browser just stored.
 * So a well-signed cookie that D1 refused (revoked, signed out elsewhere) is cleared only by a
 * navigation (or a client that sends no such header); it opens nothing meanwhile, since every
 * request still checks it. A cookie with a bad signature goes on any answer.
 */
function isBackgroundRequest(c: Context<AppEnv>): boolean {
  const mode = c.req.header('sec-fetch-mode');
  return mode !== undefined && mode !== 'navigate';
}

/** Whether an answer sets the session cookie itself (a sign-in, a sign-out). */
function setsSessionCookie(c: Context<AppEnv>): boolean {
  const name = `${sessionCookieName(c.req.url)}=`;
  return c.res.headers.getSetCookie().some((line) => line.startsWith(name));
}

/**
 * After the answer. Only a cookie found bad is dropped: one that was never checked (a route that
 * threw before its query, a 400 for a malformed id, a 5xx) is left alone, whatever the status, so
 * an error answer never signs a reader out; a revoked one waits for a navigation (isBackgroundRequest). A standing session an hour old
 * (or signed with the previous session secret) is re-issued on a successful GET (never on the sign-out that just ended it).
 */
export async function settleSession(c: Context<AppEnv>, claims: SessionClaims | null): Promise<void> {
  if (c.var.session === 'refused') {
    // A sign-in over a bad cookie sets its own, which must win.
    if (setsSessionCookie(c)) return;
    if (claims && isBackgroundRequest(c)) return;
    try {
      endSession(c);
    } catch {
      // immutable headers (a passed-through response): the next answer drops it
    }
    return;
  }
  const viewer = c.var.viewer;
  if (
    c.var.session !== 'standing' ||
    !claims ||
    !viewer ||
    c.req.method !== 'GET' ||
    c.res.status >= 400 ||
    c.res.headers.has('set-cookie')
  )
    return;
  const now = Math.floor(Date.now() / 1000);
  const authTime = claims.auth_time ?? claims.iat;
  // A token under the session secret being rotated out moves to the current one now, however young:
  // the reader stays signed in when the previous secret is deleted after the grace period.
  const rekey = c.var.sessionKey === 'previous';
  if ((!rekey && now - claims.iat < ROTATE_AFTER_SECONDS) || now - authTime >= MAX_SESSION_SECONDS) return;
  const { token: next } = await signSession(c.env.SESSION_SECRET, viewer.id, now, authTime, viewer.sessionVersion);
  try {
    writeSessionCookie(c, next, SESSION_TTL_SECONDS);
  } catch {
    return; // immutable headers (a passed-through response): rotate on the next page instead
  }
  await revokeSession(c.get('db'), viewer.id, claims.jti, now + ROTATION_GRACE_SECONDS);
}

/** Every route but the few that check the session inside their own batch (session-batch.ts). */
export const viewerMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claims = await readSession(c);
  decideSession(c, claims ? await loadViewer(c.get('db'), claims) : null);
  await next();
  await settleSession(c, claims);
};
