/**
 * @module The refusals the session route table (session-table.test.ts) sends on top of its generic
 * probes: answers a route gives only to a well-formed request (a free reader's down-vote, a draft,
 * a taken username, a rate limit), each with the status it must have. None may clear the session.
 */
import { makeArticle, makeSession, uniq } from '../../test/factories';
import { SITE } from '../../test/http';

/** Whether an answer clears the session cookie: `ew_session=` with no value, or with Max-Age=0. */
export const clearsSession = (res: Response) =>
  res.headers
    .getSetCookie()
    .some((line) => /^(__Host-)?ew_session=(;|$)/.test(line) || (/^(__Host-)?ew_session=/.test(line) && /Max-Age=0/i.test(line)));

/** An address no other test uses, so per-IP limits count this test's requests only. */
export const probeIp = () =>
  `2001:db8::${crypto
    .getRandomValues(new Uint16Array(3))
    .join(':')
    .replace(/\d+/g, (n) => Number(n).toString(16))}`;

export type Refusal = {
  /** The route as the app declares it (Hono's `:param` syntax). */
  route: string;
  name: string;
  reader?: 'free' | 'plus';
  /** The request; `times` sends it again until the last answer is the one asserted (a rate limit). */
  prepare: (reader: { id: number; cookie: string }) => Promise<{ path: string; init: RequestInit; times?: number }>;
  status: number;
  code?: string;
};

const json = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const get = (path: string) => async () => ({ path, init: {} });
const published = () => makeArticle();
const draft = () => makeArticle({ status: 'drafted' });
const paid = () => makeArticle({ paywall: 'paid', contentType: 'mxm_exclusive' });

export const REFUSALS: Refusal[] = [
  // The probe: each of these signed the reader out.
  { route: 'GET /article/:id', name: 'a malformed id', prepare: get('/article/abc'), status: 404 },
  { route: 'GET /article/:id', name: 'an id with a tail', prepare: get('/article/320x'), status: 404 },
  { route: 'GET /news/:id', name: 'a negative id', prepare: get('/news/-1'), status: 404 },
  { route: 'GET /articles/:id', name: 'an id with an extension', prepare: get('/articles/320.json'), status: 404 },
  { route: 'GET /article/:id', name: 'a draft', prepare: async () => ({ path: `/article/${(await draft()).id}`, init: {} }), status: 404 },
  {
    route: 'POST /api/articles/:id/downvote',
    name: "a free reader's down-vote",
    prepare: async () => ({ path: `/api/articles/${(await published()).id}/downvote`, init: json('POST', {}) }),
    status: 403,
    code: 'plus_required',
  },
  {
    route: 'POST /api/articles/:id/upvote',
    name: 'a draft',
    prepare: async () => ({ path: `/api/articles/${(await draft()).id}/upvote`, init: json('POST', {}) }),
    status: 404,
    code: 'not_found',
  },
  {
    route: 'POST /api/articles/:id/upvote',
    name: 'an unknown id',
    prepare: async () => ({ path: '/api/articles/999999999/upvote', init: json('POST', {}) }),
    status: 404,
    code: 'not_found',
  },
  {
    route: 'POST /api/articles/:id/downvote',
    name: 'a malformed id',
    prepare: async () => ({ path: '/api/articles/abc/downvote', init: json('POST', {}) }),
    status: 400,
    code: 'validation',
  },
  {
    route: 'POST /article/:id/vote',
    name: "a free reader's down-vote without JavaScript goes to the plans",
    prepare: async () => ({ path: `/article/${(await published()).id}/vote`, init: form({ press: 'down' }) }),
    status: 303,
  },
  {
    route: 'POST /article/:id/vote',
    name: 'a draft, without JavaScript',
    prepare: async () => ({ path: `/article/${(await draft()).id}/vote`, init: form({ press: 'up' }) }),
    status: 404,
  },
  {
    route: 'POST /api/articles/:id/upvote',
    name: 'a body type no route takes',
    prepare: async () => ({
      path: `/api/articles/${(await published()).id}/upvote`,
      init: { method: 'POST', body: 'up', headers: { 'content-type': 'text/plain' } },
    }),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    route: 'GET /api/articles/:id',
    name: 'a draft through the API',
    prepare: async () => ({ path: `/api/articles/${(await draft()).id}`, init: {} }),
    status: 404,
    code: 'not_found',
  },
  {
    route: 'PATCH /api/profile',
    name: "another reader's username",
    prepare: async () => ({ path: '/api/profile', init: json('PATCH', { username: (await makeSession()).user.username }) }),
    status: 409,
    code: 'conflict',
  },
  {
    // Ten failed sign-ins (401 each) and the eleventh is over the account's limit: a reader trying
    // another account's password stays signed in as themselves. No e-mail is sent on the way.
    route: 'POST /api/auth/sign-in',
    name: 'the eleventh failed sign-in to one account in 15 minutes',
    prepare: async () => ({
      path: '/api/auth/sign-in',
      init: json('POST', { method: 'password-sign-in', email: `nobody-${uniq()}@example.com`, password: 'wrong-pass-1' }),
      times: 11,
    }),
    status: 429,
    code: 'rate_limited',
  },
  {
    route: 'POST /aux/articles/share-in-email',
    name: 'a free reader sharing a paid article',
    prepare: async () => {
      const a = await paid();
      return {
        path: '/aux/articles/share-in-email',
        init: json('POST', { addresses: ['friend@example.com'], article: a.id, url: `${SITE}/article/${a.id}` }),
      };
    },
    status: 403,
    code: 'plus_required',
  },
  {
    route: 'POST /aux/articles/:articleId/comments',
    name: 'a free reader commenting on a paid article',
    prepare: async () => ({ path: `/aux/articles/${(await paid()).id}/comments`, init: json('POST', { body: 'Probe' }) }),
    status: 403,
  },
];
