// The session is decided once (docs/decisions/049-session-decided-once.md): a cookie is cleared
// only when it was checked and refused — a bad signature, or D1 found it revoked — on the hot
// routes and everywhere else alike; an answer that fails (even a 500) before or after the check
// leaves a good one alone.
import { env, SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import type { AppEnv } from '../../env';
import { onError } from '../../http/on-error';
import { makeArticle, makeReader } from '../../test/factories';
import { call, url } from '../../test/http';
import { SESSION_AUDIENCE, SESSION_ISSUER } from './session';
import { clearsSession } from './session.cases';
import { sessionInBatch } from './session-batch';
import { decideSession, viewerMiddleware } from './session-state';

/** Signs the cookie's session out on the server, as another browser's sign-out would. */
const revoke = (cookie: string, userId: number) => {
  const { jti } = decodeJwt(cookie.slice(cookie.indexOf('=') + 1));
  return env.DB.prepare(
    'INSERT INTO session_revocations (user_id, jti, revoked_at, expires_at) VALUES (?, ?, unixepoch(), unixepoch() + 3600)',
  )
    .bind(userId, jti)
    .run();
};

/** A well-formed session token signed with someone else's key. */
async function forged(userId: number) {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('someone-elses-secret-0123456789abcdef'));
  return `ew_session=${token}`;
}

/**
 * The app's own session middleware and error path around handlers that fail on purpose: a 500 is
 * the one error answer no real route gives on request.
 */
function failingApp() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', createDb(c.env.DB));
    await next();
  });
  const boom = () => {
    throw new Error('boom');
  };
  app.get('/api/batch-fails-before-its-query', sessionInBatch, boom);
  app.get('/api/batch-fails-after-a-refusal', sessionInBatch, (c) => {
    decideSession(c, null);
    return boom();
  });
  app.get('/api/fails', viewerMiddleware, boom);
  app.onError(onError);
  return (path: string, cookie: string) => app.request(url(path), { headers: { cookie } }, env);
}

describe('a cookie is cleared only when it was checked and refused', () => {
  it('a 500 leaves a good session alone, before or after the check; a refused one still goes', async () => {
    const get = failingApp();
    const { cookie } = await makeReader('free');
    for (const path of ['/api/batch-fails-before-its-query', '/api/fails']) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(500);
      expect(clearsSession(res), path).toBe(false);
    }
    const refused = await get('/api/batch-fails-after-a-refusal', cookie);
    expect(refused.status).toBe(500);
    expect(clearsSession(refused)).toBe(true);
    expect(clearsSession(await get('/api/fails', await forged(1)))).toBe(true);
  });

  it('a revoked cookie is cleared where D1 is asked: the article page, the vote, the trending page, any other route', async () => {
    const article = await makeArticle();
    const reader = await makeReader('free');
    await revoke(reader.cookie, reader.id);
    const answers = {
      article: await call('GET', `/article/${article.id}`, { cookie: reader.cookie }),
      vote: await call('POST', `/api/articles/${article.id}/upvote`, { cookie: reader.cookie }),
      trending: await call('GET', '/trending', { cookie: reader.cookie }),
      profile: await call('GET', '/api/profile', { cookie: reader.cookie }),
    };
    expect(answers.vote.status).toBe(401);
    expect(answers.profile.status).toBe(401);
    for (const [name, res] of Object.entries(answers)) {
      expect(clearsSession(res), name).toBe(true);
      await res.body?.cancel();
    }
  });

  it('a forged cookie is cleared even by an answer that never reaches D1 (a malformed id)', async () => {
    const cookie = await forged((await makeReader('free')).id);
    for (const path of ['/article/abc', '/news/-1', '/articles/320.json']) {
      const res = await SELF.fetch(url(path), { headers: { cookie } });
      expect(res.status, path).toBe(404);
      expect(clearsSession(res), path).toBe(true);
      await res.body?.cancel();
    }
    const vote = await call('POST', '/api/articles/abc/downvote', { cookie });
    expect(vote.status).toBe(401);
    expect(clearsSession(vote)).toBe(true);
  });

  it('an error page checks a session its route never got to: the reader is drawn as signed in, a revoked cookie goes', async () => {
    const reader = await makeReader('free');
    const page = await SELF.fetch(url('/article/abc'), { headers: { cookie: reader.cookie } });
    expect(page.status).toBe(404);
    expect(clearsSession(page)).toBe(false);
    // The browser keeps its signed-in caches only on a page that says a reader is reading.
    expect(await page.text()).toMatch(/<html[^>]* data-session="reader"/);

    await revoke(reader.cookie, reader.id);
    const revoked = await SELF.fetch(url('/article/abc'), { headers: { cookie: reader.cookie } });
    expect(revoked.status).toBe(404);
    expect(clearsSession(revoked)).toBe(true);
    expect(await revoked.text()).toMatch(/<html[^>]* data-session="guest"/);
  });

  it('a JSON error that never asked D1 leaves even a revoked cookie for the next answer that does', async () => {
    // Not checked is not refused: the 400 for a malformed id knows nothing about the session.
    const reader = await makeReader('free');
    await revoke(reader.cookie, reader.id);
    const res = await call('POST', '/api/articles/abc/upvote', { cookie: reader.cookie });
    expect(res.status).toBe(400);
    expect(clearsSession(res)).toBe(false);
    const next = await SELF.fetch(url('/trending'), { headers: { cookie: reader.cookie } });
    expect(clearsSession(next)).toBe(true);
    await Promise.all([res.body?.cancel(), next.body?.cancel()]);
  });

  it('a revoked cookie on a request the page sent by itself is left for the next navigation (a stale beacon must not wipe a new sign-in)', async () => {
    const article = await makeArticle();
    const reader = await makeReader('free');
    await revoke(reader.cookie, reader.id);
    const background = {
      fetch: await call('GET', '/api/profile', { cookie: reader.cookie, headers: { 'sec-fetch-mode': 'cors' } }),
      beacon: await call('POST', `/api/articles/${article.id}/upvote`, { cookie: reader.cookie, headers: { 'sec-fetch-mode': 'no-cors' } }),
    };
    for (const [name, res] of Object.entries(background)) {
      expect(res.status, name).toBe(401);
      expect(clearsSession(res), name).toBe(false);
      await res.body?.cancel();
    }
    const navigation = await SELF.fetch(url('/trending'), { headers: { cookie: reader.cookie, 'sec-fetch-mode': 'navigate' } });
    expect(clearsSession(navigation)).toBe(true);
    await navigation.body?.cancel();
    // A bad signature is never a race: it goes whoever asks.
    const bad = await call('GET', '/api/profile', { cookie: await forged(reader.id), headers: { 'sec-fetch-mode': 'cors' } });
    expect(clearsSession(bad)).toBe(true);
    await bad.body?.cancel();
  });
});
