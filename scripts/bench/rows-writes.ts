/**
 * @module bench:rows's requests: one request sent as a same-origin page sends it (CSRF: the origin
 * header), the writes a reader makes, and the queue consumer's log line of what a queued write cost.
 */
import type { Tally } from '../../worker/db/meter-tally';
import type { ScaleSetup } from './scale-setup.ts';

const REQUEST_TIMEOUT_MS = 60_000;
/** The queue delivers within its batch timeout (1 s in wrangler.toml); a loaded machine takes longer. */
const CONSUMER_WAIT_MS = 20_000;
/** A browser's: the analytics route does not count robots, and Node's fetch says it is one. */
const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export interface Shot {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The status a write answers; a read must answer 2xx. */
  expect?: number;
  /** Its work is finished by the queue consumer (a job of this kind), which logs what that cost. */
  queued?: string;
}

export type WriteShot = Shot & { name: string; shown: string };

/** Sends one request; fails on a status other than the one expected. */
export async function shoot(origin: string, shot: Shot): Promise<Response> {
  const unsafe = shot.method !== 'GET';
  const res = await fetch(new URL(shot.path, origin), {
    method: shot.method,
    redirect: 'manual',
    headers: {
      ...(unsafe ? { origin, 'sec-fetch-site': 'same-origin' } : {}),
      ...(shot.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...shot.headers,
    },
    body: shot.body === undefined ? undefined : JSON.stringify(shot.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  const good = shot.expect === undefined ? res.ok : res.status === shot.expect;
  if (!good) throw new Error(`${shot.method} ${shot.path}: HTTP ${res.status} ${text.slice(0, 200).replace(/\s+/g, ' ')}`);
  return res;
}

/** A reader's writes on an article the reader may read (a paid one refuses a free reader's comment). */
export async function writeShots(setup: ScaleSetup): Promise<WriteShot[]> {
  const id = await readableArticle(setup);
  const reader = { cookie: setup.readerCookie };
  const analytics = (name: string, data: Record<string, unknown>) => ({
    sessionId: `bench-rows-${name}`,
    event: { name, data, timestamp: Date.now() },
  });
  const guest = { 'user-agent': BROWSER_AGENT };
  return [
    { name: 'sign-in', shown: 'POST /api/auth/sign-in', method: 'POST', path: '/api/auth/sign-in', body: signInBody(setup) },
    {
      name: 'vote',
      shown: `POST /api/articles/${id}/upvote`,
      method: 'POST',
      path: `/api/articles/${id}/upvote`,
      headers: reader,
      expect: 200,
    },
    {
      name: 'vote, undone',
      shown: 'the same again (a second up-vote clears it)',
      method: 'POST',
      path: `/api/articles/${id}/upvote`,
      headers: reader,
      expect: 200,
    },
    {
      name: 'bookmark',
      shown: `POST /api/articles/${id}/bookmark`,
      method: 'POST',
      path: `/api/articles/${id}/bookmark`,
      headers: reader,
      expect: 200,
    },
    {
      name: 'bookmark, removed',
      shown: `DELETE /api/articles/${id}/bookmark`,
      method: 'DELETE',
      path: `/api/articles/${id}/bookmark`,
      headers: reader,
      expect: 200,
    },
    {
      name: 'comment',
      shown: `POST /aux/articles/${id}/comments`,
      method: 'POST',
      path: `/aux/articles/${id}/comments`,
      headers: reader,
      body: { body: 'Counted by bench:rows.' },
      expect: 201,
    },
    {
      name: 'page view',
      shown: 'POST /aux/analytics (page-view)',
      method: 'POST',
      path: '/aux/analytics',
      headers: guest,
      body: analytics('page-view', { path: `/article/${id}`, articleId: id }),
      expect: 202,
      queued: 'analytics.events',
    },
    {
      name: 'article read',
      shown: 'POST /aux/analytics (article-read)',
      method: 'POST',
      path: '/aux/analytics',
      headers: guest,
      body: analytics('article-read', { articleId: id }),
      expect: 202,
      queued: 'analytics.events',
    },
  ];
}

/** The first sampled article the reader is not locked out of (the API's `locked`), not yet requested. */
async function readableArticle(setup: ScaleSetup): Promise<number> {
  for (const id of setup.facts.articleIds.slice(10, 60)) {
    const res = await fetch(new URL(`/api/articles/${id}`, setup.origin), { headers: { cookie: setup.readerCookie } });
    const body = (await res.json()) as { data?: { locked?: unknown } };
    if (res.ok && body.data?.locked === null) return id;
  }
  throw new Error('no article the reader may read among the sampled ids');
}

const signInBody = (setup: ScaleSetup) => ({ method: 'password-sign-in', ...setup.reader });

/** The consumer's meter line for a job of `kind` written after `from` (the Worker's output chunks), waited for. */
export async function consumerLog(output: string[], from: number, event: string, kind: string): Promise<{ db: Tally; events: Tally }> {
  const deadline = Date.now() + CONSUMER_WAIT_MS;
  const marker = `"event":"${event}","kind":"${kind}"`;
  while (Date.now() < deadline) {
    // The last piece may be a line still being written.
    const lines = output.slice(from).join('').split('\n').slice(0, -1);
    const line = lines.find((l) => l.includes(marker));
    if (line) return JSON.parse(line.slice(line.indexOf('{'))) as { db: Tally; events: Tally };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the queue consumer logged no ${event} for a ${kind} job within ${CONSUMER_WAIT_MS / 1000} s`);
}
