/**
 * Read-your-writes over D1 read replicas (db/d1-session.ts, decision 068-d1-sessions): the Worker
 * runs over a D1 whose replica lags (test/lagging-d1.ts). A reader votes, saves, comments and
 * changes a setting; their next request, carrying the bookmark cookie the write answered with,
 * sees the change at once, while the same request without the cookie is answered by the lagging
 * replica and does not. A forged, malformed or stale cookie is ignored: that request starts at the
 * primary and answers as usual. The bookmark cookie never touches the sign-in cookie.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { generateSignedCookie } from 'hono/cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../app';
import type { ArticleDto } from '../contracts/articles';
import type { CommentDto } from '../contracts/comments';
import { clearsSession } from '../features/auth/session.cases';
import { makeAdmin } from '../test/admin';
import { makeArticle, makeReader } from '../test/factories';
import { call, SAME_ORIGIN, url } from '../test/http';
import { bookmarkAt, LaggingD1 } from '../test/lagging-d1';
import { BOOKMARK_COOKIE, BOOKMARK_TTL_SECONDS } from './d1-session';

const d1 = new LaggingD1(env.DB, env.LAGGING_REPLICA);

/** One request through the Worker over the lagging D1, as a same-origin page sends it. */
async function send(method: string, path: string, cookies: (string | null)[], body?: unknown) {
  const headers: Record<string, string> = { ...SAME_ORIGIN, cookie: cookies.filter(Boolean).join('; ') };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const ctx = createExecutionContext();
  const req = new Request(url(path), { method, headers, redirect: 'manual', body: body === undefined ? undefined : JSON.stringify(body) });
  const res = await app.fetch(req, { ...env, DB: d1.binding }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
const data = async <T>(res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<{ data: T }>()).data;
};
/** The bookmark cookie an answer sets, as the browser sends it back, or null. */
const bookmarkCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`))
    ?.split(';')[0] ?? null;
const lastStart = () => d1.sessions.at(-1)?.start;
const counts = (a: ArticleDto) => [a.upvotes, a.downvotes, a.voted];
/** Whether an answer clears the bookmark cookie (sets it empty, expired). */
const clearsBookmark = (res: Response) =>
  res.headers.getSetCookie().some((line) => line.startsWith(`${BOOKMARK_COOKIE}=;`) && /Max-Age=0/.test(line));

let reader: { id: number; cookie: string };
let article: { id: number };
beforeAll(async () => {
  [reader, article] = await Promise.all([makeReader('plus'), makeArticle({ upvotes: 4, downvotes: 0 })]);
  await d1.catchUp();
});

/** Each write is made, then read back with and without the cookie, before the replica catches up. */
const WRITES = [
  {
    name: 'a vote',
    write: () => send('POST', `/api/articles/${article.id}/upvote`, [reader.cookie]),
    read: async (cookie: string | null) =>
      (await data<ArticleDto>(await send('GET', `/api/articles/${article.id}`, [reader.cookie, cookie]))).voted,
    before: 0,
    after: 1,
  },
  {
    name: 'a saved article',
    write: () => send('POST', `/api/articles/${article.id}/bookmark`, [reader.cookie]),
    read: async (cookie: string | null) =>
      (await data<ArticleDto[]>(await send('GET', '/api/bookmarks', [reader.cookie, cookie]))).map((a) => a.id),
    before: [],
    after: () => [article.id],
  },
  {
    name: 'a comment',
    write: () => send('POST', `/aux/articles/${article.id}/comments`, [reader.cookie], { body: 'Seen at once' }),
    read: async (cookie: string | null) =>
      (await data<CommentDto[]>(await send('GET', `/aux/articles/${article.id}/comments`, [reader.cookie, cookie]))).map((c) => c.body),
    before: [],
    after: ['Seen at once'],
  },
  {
    name: 'a setting (the theme)',
    write: () => send('PATCH', '/api/profile', [reader.cookie], { theme: 'dark' }),
    read: async (cookie: string | null) =>
      (await data<{ theme: string | null }>(await send('GET', '/api/profile', [reader.cookie, cookie]))).theme,
    before: null,
    after: 'dark',
  },
] as const;

describe('a reader sees their own writes at once, read from a lagging replica', () => {
  it.each(WRITES)('$name', async ({ write, read, before, after }) => {
    const expected = typeof after === 'function' ? after() : after;
    const res = await write();
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const cookie = bookmarkCookie(res);
    expect(cookie, 'the write answered with a bookmark cookie').not.toBeNull();
    expect(clearsSession(res)).toBe(false);

    // With the bookmark: the reader's next request sees the write, though the replica has not.
    expect(await read(cookie)).toEqual(expected);
    expect(d1.sessions.at(-1)?.served).toContain('primary');
    // Without it, the same request is answered by the lagging replica: proof that the replica lags
    // and that the cookie, not luck, made the read above see the write.
    expect(await read(null)).toEqual(before);
    expect(lastStart()).toBe('first-unconstrained');
    expect(d1.sessions.at(-1)?.served.every((c) => c === 'replica')).toBe(true);

    // Once the replica has caught up, every request sees it.
    await d1.catchUp();
    expect(await read(null)).toEqual(expected);
  });

  it('sets the bookmark cookie HttpOnly, SameSite=Lax, short-lived, holding only the bookmark', async () => {
    const res = await send('POST', `/api/articles/${article.id}/upvote`, [reader.cookie]);
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${BOOKMARK_COOKIE}=`))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(new RegExp(`; Max-Age=${BOOKMARK_TTL_SECONDS}(;|$)`));
    expect(line).toMatch(/; Path=\//);
    // http://edgewire.test: no Secure, which browsers refuse there (the app sets it on https).
    expect(line).not.toMatch(/Secure/);
    const value = decodeURIComponent(line.split(';')[0]!.slice(BOOKMARK_COOKIE.length + 1));
    // Nothing but where the write landed, when, and the server's signature over both.
    const [bookmark, issued, signature] = value.split('.');
    expect(bookmark).toBe(bookmarkAt(d1.position));
    expect(Math.abs(Number(issued) - Date.now() / 1000)).toBeLessThan(60);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    await d1.catchUp();
  });
});

describe('on the local D1 itself (no replica)', () => {
  it('a write answers with the bookmark workerd and miniflare give, and it is honoured', async () => {
    const res = await call('POST', `/api/articles/${article.id}/upvote`, { cookie: reader.cookie });
    expect(res.status).toBe(200);
    await res.body?.cancel();
    const cookie = bookmarkCookie(res);
    expect(cookie).not.toBeNull();
    const read = await call('GET', `/api/articles/${article.id}`, { cookie: `${reader.cookie}; ${cookie}` });
    expect(read.status).toBe(200);
    expect(bookmarkCookie(read)).toBeNull();
    await read.body?.cancel();
    await d1.catchUp();
  });
});

describe('where a session starts', () => {
  it('a guest and a reader without a bookmark: first-unconstrained; the back office: first-primary', async () => {
    await (await send('GET', `/api/articles/${article.id}`, [])).body?.cancel();
    expect(lastStart()).toBe('first-unconstrained');
    await (await send('GET', '/api/bookmarks', [reader.cookie])).body?.cancel();
    expect(lastStart()).toBe('first-unconstrained');
    const admin = await makeAdmin();
    await d1.catchUp();
    const res = await send('GET', '/admin/api/tags', [admin.cookie]);
    expect(res.status).toBe(200);
    await res.body?.cancel();
    expect(lastStart()).toBe('first-primary');
  });

  it('answers a page view with no bookmark cookie, and an error answer with none either', async () => {
    const page = await send('GET', `/api/articles/${article.id}`, [reader.cookie]);
    await page.body?.cancel();
    expect(bookmarkCookie(page)).toBeNull();
    const missing = await send('POST', '/api/articles/999999999/upvote', [reader.cookie]);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
    expect(bookmarkCookie(missing)).toBeNull();
    expect(clearsSession(missing)).toBe(false);
  });
});

describe('a bad bookmark cookie is ignored: the request starts at the primary', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const signed = async (value: string) =>
    (await generateSignedCookie(BOOKMARK_COOKIE, value, env.SESSION_SECRET, { path: '/' })).split(';')[0]!;
  const BAD: [string, () => Promise<string>][] = [
    [
      'forged (signed with another secret)',
      async () => (await generateSignedCookie(BOOKMARK_COOKIE, `${bookmarkAt(1)}.${now()}`, 'not-our-secret')).split(';')[0]!,
    ],
    ['forged (no signature)', async () => `${BOOKMARK_COOKIE}=${bookmarkAt(99)}.${now()}`],
    ['malformed', async () => `${BOOKMARK_COOKIE}=%%%;;garbage`],
    ['signed but not a bookmark', () => signed(`drop table users.${now()}`)],
    ['signed without a time', () => signed(bookmarkAt(1))],
    ['stale', () => signed(`${bookmarkAt(1)}.${now() - BOOKMARK_TTL_SECONDS - 1}`)],
    ['from the future', () => signed(`${bookmarkAt(1)}.${now() + 3600}`)],
  ];

  it.each(BAD)('%s', async (_name, make) => {
    const cookie = await make();
    // A write the replica has not seen: only a request that starts at the primary sees it.
    await (await send('PATCH', '/api/profile', [reader.cookie], { theme: 'light' })).body?.cancel();
    const res = await send('GET', '/api/profile', [reader.cookie, cookie]);
    expect((await data<{ theme: string | null }>(res)).theme).toBe('light');
    expect(lastStart()).toBe('first-primary');
    expect(clearsSession(res)).toBe(false);
    // Cleared, so the reader's next requests read the nearest copy again.
    expect(clearsBookmark(res)).toBe(true);
    await (await send('PATCH', '/api/profile', [reader.cookie], { theme: null })).body?.cancel();
    await d1.catchUp();
  });
});

describe('a well-signed bookmark that D1 refuses is ignored: the request goes on at the primary', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const signed = async (bookmark: string) =>
    (await generateSignedCookie(BOOKMARK_COOKIE, `${bookmark}.${now()}`, env.SESSION_SECRET, { path: '/' })).split(';')[0]!;
  // Both pass our own checks (our signature, a bookmark's characters, fresh); D1 fails every query
  // of a session opened at either (test/lagging-d1.ts, as D1 does).
  const REFUSED: [string, string][] = [
    ['not a bookmark D1 can read', 'not-a-d1-bookmark'],
    ['ahead of the primary (another database)', bookmarkAt(0xfffffff)],
  ];

  it.each(REFUSED)('a page view: %s', async (_name, bookmark) => {
    await (await send('PATCH', '/api/profile', [reader.cookie], { theme: 'light' })).body?.cancel();
    const res = await send('GET', '/api/profile', [reader.cookie, await signed(bookmark)]);
    expect((await data<{ theme: string | null }>(res)).theme).toBe('light');
    expect(lastStart()).toBe('first-primary');
    expect(clearsBookmark(res)).toBe(true);
    expect(clearsSession(res)).toBe(false);
    await (await send('PATCH', '/api/profile', [reader.cookie], { theme: null })).body?.cancel();
    await d1.catchUp();
  });

  it.each(REFUSED)('a write: %s; the answer carries a bookmark D1 gave', async (_name, bookmark) => {
    const fresh = await makeArticle({ upvotes: 0, downvotes: 0 });
    const res = await send('POST', `/api/articles/${fresh.id}/upvote`, [reader.cookie, await signed(bookmark)]);
    // Counted once: a vote run twice would have cleared itself.
    expect(counts(await data<ArticleDto>(res))).toEqual([1, 0, 1]);
    const cookie = bookmarkCookie(res);
    const value = decodeURIComponent(cookie!.slice(BOOKMARK_COOKIE.length + 1));
    expect(value.split('.')[0]).toBe(bookmarkAt(d1.position));
    expect(clearsBookmark(res)).toBe(false);
    await d1.catchUp();
  });
});
