/**
 * @module The session check inside a route's own D1 read, for the reader's hottest requests (the
 * trending page, the article page, a vote). Every other route pays one D1 round trip for the
 * session in viewerMiddleware before its own; here the check is a WHERE clause on the route's
 * one SELECT, so a signed-in reader costs what a guest costs plus that one query. Exactness is
 * kept: the row comes back only while the account is active, the session version matches and
 * this token's jti is not revoked, so a sign-out or a password change still ends the session at
 * once (decision 013). The route records the answer with decideSession as soon as it has it: no
 * row means a guest answer and a refused cookie, which is dropped; a route that throws before its
 * query (a malformed id) leaves the session unchecked, and the cookie alone.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import { columnsOf, type RawRow, type RawShape, selectList } from '../../db/raw';
import { users } from '../../db/schema';
import type { AppEnv, SessionClaims, Viewer } from '../../env';
import { unauthorized } from '../../http/errors';
import { NO_USER } from '../../http/guards';
import { readSession, settleSession } from './session-state';

/** Replaces viewerMiddleware on the routes mounted under it: verifies the cookie, reads nothing. */
export const sessionInBatch: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claims = await readSession(c);
  c.set('claims', claims);
  c.set('viewer', null);
  await next();
  await settleSession(c, claims);
};

/** The viewer's columns, named as a raw row carries them: the raw shape and the drizzle query both read these. */
const viewerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  subscription_end: users.subscriptionEnd,
  theme: users.theme,
  session_version: users.sessionVersion,
};
/** The viewer's part of a sessionSelect row (db/raw.ts): `users` is `u` in the statement. */
export const VIEWER_ROW = columnsOf('u', viewerColumns);
export type ViewerRow = RawRow<typeof VIEWER_ROW>;

/**
 * One SELECT of the user's row while the session stands, with the route's own `row` (a shape that
 * includes VIEWER_ROW; subqueries may use ?1, the user id; the route's own parameters start at ?5,
 * see sessionParams). Read its rows back with `rawRow(row, …)`.
 */
export function sessionSelect(row: RawShape & typeof VIEWER_ROW): string {
  return `SELECT ${selectList(row)} FROM users u
WHERE u.id = ?1 AND u.is_active = 1 AND u.session_version = ?2
AND NOT EXISTS (SELECT 1 FROM session_revocations r WHERE r.user_id = ?1 AND r.jti = ?3 AND r.revoked_at <= ?4)`;
}

/** ?1 to ?4 of sessionSelect, or null when the claims cannot name a user. */
export function sessionParams(claims: SessionClaims, now: number): [number, number, string, number] | null {
  const userId = Number(claims.sub);
  return Number.isSafeInteger(userId) ? [userId, claims.sv ?? 0, claims.jti, now] : null;
}

/** The viewer a sessionSelect row stands for. */
export function viewerOfRow(row: ViewerRow, claims: Pick<SessionClaims, 'jti'>): Viewer {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    subscriptionEnd: row.subscription_end,
    theme: row.theme,
    jti: claims.jti,
    sessionVersion: row.session_version,
  };
}

/**
 * The same check for drizzle batches: a condition that holds only while the session stands, for
 * the WHERE of every write a batch makes on the reader's behalf (so a refused session writes nothing).
 */
export function sessionStands(claims: SessionClaims, now: number): SQL {
  const [userId, version, jti, at] = sessionParams(claims, now) ?? [-1, -1, '', now];
  return sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.is_active = 1 AND u.session_version = ${version}
    AND NOT EXISTS (SELECT 1 FROM session_revocations r WHERE r.user_id = ${userId} AND r.jti = ${jti} AND r.revoked_at <= ${at}))`;
}

/** The viewer's row as a batchable query: none unless the session stands. */
export function viewerQuery(db: Db, claims: SessionClaims, now: number) {
  return db
    .select(viewerColumns)
    .from(users)
    .where(and(eq(users.id, sessionParams(claims, now)?.[0] ?? -1), sessionStands(claims, now)));
}

/**
 * For a JSON route under sessionInBatch: 401 for a request without a verified session cookie,
 * before validation and any query (a guest learns "sign in" first, as with readerRequired). The
 * route's own batch then decides whether the session still stands.
 */
export function claimsRequired(message = NO_USER): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.claims) throw unauthorized(message);
    await next();
  };
}
