/**
 * @module D1's Sessions API (read replicas) for every request. Reads go to whichever copy of the
 * database is near, so a reader who has just written must carry where their write landed: after a
 * successful unsafe request the session's bookmark leaves in a short-lived signed cookie, and the
 * reader's next requests open their session at that bookmark, so a replica that has not caught up
 * with their own vote, comment, bookmark or settings never answers them. Everyone else starts
 * `first-unconstrained`; the back office, the cron and the queue consumer `first-primary`. A
 * forged, malformed or stale cookie, or one D1 refuses, is ignored: that request starts (or goes on)
 * at the primary, never fails, and the cookie is replaced or cleared.
 * See docs/decisions/068-d1-sessions.md.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { verifiedWithSessionKeys } from '../http/session-keys';
import { BookmarkSession } from './bookmark-session';
import { createDb } from './client';

/** Not `ew_session` (the sign-in), which no part of this module ever reads or writes. */
export const BOOKMARK_COOKIE = 'ew_d1s';
/**
 * Long past any replica lag D1 shows (seconds), short enough that the cookie is gone soon after the
 * write. Past it the reader's own write is on every replica, so nothing is lost by forgetting it.
 */
export const BOOKMARK_TTL_SECONDS = 300;
/** A clock a little ahead on another machine must not make a fresh cookie look forged. */
const CLOCK_SKEW_SECONDS = 60;
/** Sent at all, well-formed or not: a value the cookie parser skips is refused, not absent. */
const BOOKMARK_SENT = new RegExp(`(^|;)\\s*${BOOKMARK_COOKIE}=`);
/** D1's bookmarks are hex groups joined by dashes; anything else is not one of ours. */
const BOOKMARK = /^[0-9A-Za-z-]{1,128}$/;

export type Start = D1SessionConstraint | { bookmark: string };

/** Where the back office reads: right after an editor's change, from the primary (decision file). */
const PRIMARY_PATHS = /^\/(admin|aux\/admin|aux\/jobs)(\/|$)/;

/**
 * The cookie's value as read (pure): absent, a bookmark to start at, or refused (bad signature,
 * malformed, out of its time). `signed` is getSignedCookie's answer: undefined when absent, false
 * when the signature is wrong.
 */
export function bookmarkFromCookie(signed: string | false | undefined, now: number): { bookmark: string } | 'none' | 'refused' {
  if (signed === undefined) return 'none';
  if (signed === false) return 'refused';
  const dot = signed.lastIndexOf('.');
  const bookmark = signed.slice(0, dot);
  const issued = Number(signed.slice(dot + 1));
  if (dot < 1 || !BOOKMARK.test(bookmark) || !Number.isSafeInteger(issued)) return 'refused';
  if (issued > now + CLOCK_SKEW_SECONDS || now - issued > BOOKMARK_TTL_SECONDS) return 'refused';
  return { bookmark };
}

/** Where this request's session starts (pure): the back office and a refused cookie at the primary. */
export function sessionStart(path: string, cookie: ReturnType<typeof bookmarkFromCookie>): Start {
  if (PRIMARY_PATHS.test(path) || cookie === 'refused') return 'first-primary';
  return cookie === 'none' ? 'first-unconstrained' : cookie;
}

/**
 * A D1Database whose statements run in one session, for code that takes the binding (`c.env.DB`,
 * drizzle's client). `exec` and `dump` have no session form and go to the primary, as they do on
 * the binding; nothing on a request path uses them. The session is opened by the first statement:
 * most guest requests are answered from what the isolate keeps and never query (issue 29's
 * profile: opening one per request was a tenth of a kept guest page's time). A session from a
 * bookmark goes on at the primary if D1 refuses the bookmark (bookmark-session.ts); `refused()`
 * says whether it did. `bookmark()` is null while no statement has run.
 */
export function sessionBinding(
  d1: D1Database,
  start: Start,
): { binding: D1Database; bookmark: () => string | null; refused: () => boolean } {
  let session: D1DatabaseSession | BookmarkSession | undefined;
  const open = () => (session ??= typeof start === 'string' ? d1.withSession(start) : new BookmarkSession(d1, start.bookmark));
  const binding = {
    prepare: (query: string) => open().prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => open().batch<T>(statements),
    exec: (query: string) => d1.exec(query),
    dump: () => d1.dump(),
    withSession: (constraint?: string) => d1.withSession(constraint),
  };
  return {
    binding: binding as D1Database,
    bookmark: () => session?.getBookmark() ?? null,
    refused: () => session instanceof BookmarkSession && session.refused,
  };
}

/** Env with its DB read through one session from `start` (the cron's and the consumer's entry). */
export const envInSession = (env: Env, start: Start): Env => ({ ...env, DB: sessionBinding(env.DB, start).binding });

const cookieOptions = (c: Context) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: c.req.url.startsWith('https:'),
  maxAge: BOOKMARK_TTL_SECONDS,
});

/** Reads the request's bookmark cookie and picks where its session starts; `refused` when the cookie was. */
export async function requestStart(c: Context<AppEnv>, now: number): Promise<{ start: Start; refused: boolean }> {
  // Guests and most readers carry no bookmark: no HMAC key is imported for them.
  if (!BOOKMARK_SENT.test(c.req.header('cookie') ?? '')) return { start: sessionStart(c.req.path, 'none'), refused: false };
  // A value without a well-formed signature is skipped by getSignedCookie (undefined): refused too.
  const signed = (await verifiedWithSessionKeys(c.env, (secret) => getSignedCookie(c, secret, BOOKMARK_COOKIE))) ?? false;
  const cookie = bookmarkFromCookie(signed, now);
  return { start: sessionStart(c.req.path, cookie), refused: cookie === 'refused' };
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After the answer: a successful unsafe request (the reader's own write: a vote, a comment, a
 * save, a setting, a sign-in) hands its session's bookmark to the browser. Error answers and page
 * views set nothing, so a cached guest page never carries it and no refusal touches the sign-in
 * cookie. A bookmark cookie that was refused (by us or by D1) and not replaced is cleared, so the
 * reader's next requests stop paying for the primary.
 */
export async function keepBookmark(
  c: Context<AppEnv>,
  session: { bookmark: () => string | null },
  now: number,
  refused = false,
): Promise<void> {
  const bookmark = SAFE.has(c.req.method) || c.res.status >= 400 ? null : session.bookmark();
  if (bookmark && BOOKMARK.test(bookmark))
    await setSignedCookie(c, BOOKMARK_COOKIE, `${bookmark}.${now}`, c.env.SESSION_SECRET, cookieOptions(c));
  else if (refused) deleteCookie(c, BOOKMARK_COOKIE, { path: '/', secure: cookieOptions(c).secure });
}

/**
 * The one place a request's reads are routed: `c.env.DB` (taken by the hot routes' own queries)
 * and `c.var.db` (drizzle) both become this request's session.
 */
export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const now = Math.floor(Date.now() / 1000);
  const { start, refused } = await requestStart(c, now);
  const opened = sessionBinding(c.env.DB, start);
  // The request's env is the Worker's with DB overridden: a new object whose other bindings are
  // read through to the original's (copying them all was most of this middleware's time).
  c.env = Object.create(c.env, { DB: { value: opened.binding, enumerable: true } });
  c.set('db', createDb(opened.binding));
  await next();
  await keepBookmark(c, opened, now, refused || opened.refused());
};
