// Rotating SESSION_SECRET (docs/deploy.md, "Rollback and recovery"): with the old key set as
// SESSION_SECRET_PREVIOUS, a reader signed in under it stays signed in, their session moves to the
// new key on their next page, and once the previous key is deleted they are still signed in.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { previousSessionKey, verifyWithSessionKeys } from '../../http/session-keys';
import { makeReader } from '../../test/factories';
import { SITE } from '../../test/http';
import { SESSION_AUDIENCE, SESSION_ISSUER } from './session';
import { clearsSession } from './session.cases';

const OLD = env.SESSION_SECRET;
const NEW = 'rotated-session-secret-0123456789abcdef0123456789';
const during = { ...env, SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD };
const after = { ...env, SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: '' };

async function get(path: string, cookie: string, withEnv: Env) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${SITE}${path}`, { headers: { cookie } }), withEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The session cookie an answer sets, as a `cookie` header value. */
function sessionSet(res: Response): string | undefined {
  return res.headers
    .getSetCookie()
    .find((line) => line.startsWith('ew_session=') && !line.startsWith('ew_session=;'))
    ?.split(';')[0];
}

const signedWith = async (cookie: string, secret: string) =>
  jwtVerify(cookie.slice(cookie.indexOf('=') + 1), new TextEncoder().encode(secret), {
    issuer: SESSION_ISSUER,
    audience: SESSION_AUDIENCE,
  }).then(
    () => true,
    () => false,
  );

describe('rotating the session secret', () => {
  it('keeps a signed-in reader signed in: the old key verifies during the grace period, the session moves to the new one', async () => {
    const { cookie } = await makeReader('free');
    expect(await signedWith(cookie, OLD)).toBe(true);

    // The new key is in place and the old one is the previous: the reader is still who they were.
    const first = await get('/api/profile', cookie, during);
    expect(first.status).toBe(200);
    expect(clearsSession(first)).toBe(false);
    // …and their session was re-signed with the new key on that answer, however young it was.
    const moved = sessionSet(first);
    expect(moved).toBeDefined();
    expect(await signedWith(moved!, NEW)).toBe(true);
    expect(await signedWith(moved!, OLD)).toBe(false);

    // A page as well, during the grace period and once the previous key is deleted.
    expect((await get('/api/profile', moved!, during)).status).toBe(200);
    const page = await get('/account/profile', moved!, after);
    expect(page.status).toBe(200);
    expect(clearsSession(page)).toBe(false);
    expect((await get('/api/profile', moved!, after)).status).toBe(200);
  });

  it('signs out a session under a key that is neither the current nor the previous', async () => {
    const { cookie } = await makeReader('free');
    const res = await get('/api/profile', cookie, after);
    expect(res.status).toBe(401);
    expect(clearsSession(res)).toBe(true);
  });

  it('moves a session once: a young one under the current key is not re-signed on every page', async () => {
    const { cookie } = await makeReader('free');
    const moved = sessionSet(await get('/api/profile', cookie, during));
    expect(sessionSet(await get('/api/profile', moved!, during))).toBeUndefined();
  });
});

describe('the session keys', () => {
  const check = (good: string) => async (secret: string) => (secret === good ? `signed with ${secret}` : null);

  it('verify with the current key first, then the previous one, and say which verified', async () => {
    const keys = { SESSION_SECRET: 'now', SESSION_SECRET_PREVIOUS: 'before' };
    expect(await verifyWithSessionKeys(keys, check('now'))).toEqual({ value: 'signed with now', previousKey: false });
    expect(await verifyWithSessionKeys(keys, check('before'))).toEqual({ value: 'signed with before', previousKey: true });
    expect(await verifyWithSessionKeys(keys, check('elsewhere'))).toBeNull();
  });

  it('have no previous key outside a rotation', async () => {
    expect(previousSessionKey({ SESSION_SECRET: 'now' })).toBeNull();
    expect(previousSessionKey({ SESSION_SECRET: 'now', SESSION_SECRET_PREVIOUS: '' })).toBeNull();
    expect(previousSessionKey({ SESSION_SECRET: 'now', SESSION_SECRET_PREVIOUS: 'now' })).toBeNull();
    expect(await verifyWithSessionKeys({ SESSION_SECRET: 'now' }, check('before'))).toBeNull();
  });
});
