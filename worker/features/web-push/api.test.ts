// Registering a browser's push subscription: POST/DELETE /api/notifications with the spec's
// fcm_token, the guards every reader route has, and bad input refused with 400 naming fcm_token
// (no SSRF through push: private, loopback and link-local hosts, plain http, keys of the wrong size).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { WEB_PUSH_MESSAGES as M, PUSH_REFRESH_SECONDS, PUSH_SUBSCRIPTIONS_PER_READER } from '../../contracts/web-push';
import { makeReader, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { subscribeAtService, tokenOf } from '../../test/push';

const P256 = `B${'A'.repeat(86)}`; // 65 bytes, first 0x04
const AUTH = 'A'.repeat(22); // 16 bytes
const token = (endpoint: string, keys: Record<string, string> = { p256dh: P256, auth: AUTH }) => ({ endpoint, expirationTime: null, keys });
const rows = (userId: number) =>
  env.DB.prepare('SELECT endpoint, last_seen FROM push_subscriptions WHERE user_id = ? ORDER BY id')
    .bind(userId)
    .all<{ endpoint: string }>();

describe('GET /api/notifications/key', () => {
  it('answers the VAPID public key: 65 bytes of uncompressed P-256', async () => {
    const res = await call('GET', '/api/notifications/key');
    expect(res.status).toBe(200);
    const { public_key } = await dataIn<{ public_key: string }>(res);
    expect(public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });
});

describe('POST /api/notifications', () => {
  it('stores the subscription (a JSON string or the object), once per endpoint, and says when to register again', async () => {
    const reader = await makeReader('free');
    const sub = await subscribeAtService();
    const res = await call('POST', '/api/notifications', { cookie: reader.cookie, body: { fcm_token: tokenOf(sub) } });
    expect(res.status).toBe(201);
    const data = await dataIn<{ refresh_after: number }>(res);
    expect(data.refresh_after - Math.floor(Date.now() / 1000)).toBeGreaterThan(PUSH_REFRESH_SECONDS - 60);
    const again = await call('POST', '/api/notifications', { cookie: reader.cookie, body: { fcm_token: JSON.parse(tokenOf(sub)) } });
    expect(again.status).toBe(201);
    expect((await rows(reader.id)).results).toHaveLength(1);
    // The same browser, now signed in as someone else: the subscription moves to them.
    const other = await makeReader('plus');
    expect((await call('POST', '/api/notifications', { cookie: other.cookie, body: { fcm_token: tokenOf(sub) } })).status).toBe(201);
    expect((await rows(reader.id)).results).toHaveLength(0);
    expect((await rows(other.id)).results).toHaveLength(1);
  });

  it(`keeps a reader's ${PUSH_SUBSCRIPTIONS_PER_READER} most recent browsers`, async () => {
    const reader = await makeReader('free');
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_PER_READER; i++) {
      const res = await call('POST', '/api/notifications', {
        cookie: reader.cookie,
        body: { fcm_token: token(`https://push.example.com/${uniq()}-${i}`) },
      });
      expect(res.status).toBe(201);
    }
    expect((await rows(reader.id)).results).toHaveLength(PUSH_SUBSCRIPTIONS_PER_READER);
  });

  it('refuses a guest (401) and another site (403)', async () => {
    const body = { fcm_token: token('https://push.example.com/x') };
    expect((await call('POST', '/api/notifications', { body })).status).toBe(401);
    const reader = await makeReader('free');
    const cross = await call('POST', '/api/notifications', {
      cookie: reader.cookie,
      body,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
  });

  it('refuses bad subscriptions with 400 naming fcm_token, and stores nothing', async () => {
    const reader = await makeReader('free');
    const cases: [unknown, string][] = [
      ['not json', M.token],
      [{ endpoint: 'https://push.example.com/x' }, M.token],
      [token('http://push.example.com/x'), M.endpointHttps],
      [token('ftp://push.example.com/x'), M.endpointHttps],
      [token('https://127.0.0.1/x'), M.endpointHost],
      [token('https://10.1.2.3/x'), M.endpointHost],
      [token('https://192.168.0.10/x'), M.endpointHost],
      [token('https://169.254.169.254/latest'), M.endpointHost],
      [token('https://[::1]/x'), M.endpointHost],
      [token('https://[fe80::1]/x'), M.endpointHost],
      [token('https://[fd00::1]/x'), M.endpointHost],
      [token('https://[::ffff:10.0.0.1]/x'), M.endpointHost],
      [token('https://localhost/x'), M.endpointHost],
      [token('https://push.localhost/x'), M.endpointHost],
      [token('https://metadata.internal/x'), M.endpointHost],
      [token('https://intranet/x'), M.endpointHost],
      [token('https://user:pw@push.example.com/x'), M.endpointHost],
      // The local push service's own http://127.0.0.1 is allowed (PUSH_DEV_ORIGINS); another loopback port is not.
      [token('http://127.0.0.1:1/notify/x'), M.endpointHttps],
      [token('https://push.example.com/x', { p256dh: `B${'A'.repeat(40)}`, auth: AUTH }), M.p256dh],
      [token('https://push.example.com/x', { p256dh: `A${'A'.repeat(86)}`, auth: AUTH }), M.p256dh],
      [token('https://push.example.com/x', { p256dh: `${P256.slice(0, -1)}+`, auth: AUTH }), M.p256dh],
      [token('https://push.example.com/x', { p256dh: P256, auth: 'A'.repeat(30) }), M.auth],
    ];
    for (const [fcm_token, message] of cases) {
      const res = await call('POST', '/api/notifications', { cookie: reader.cookie, body: { fcm_token } });
      expect(res.status, JSON.stringify(fcm_token)).toBe(400);
      expect(await firstError(res), JSON.stringify(fcm_token)).toMatchObject({ message, path: 'fcm_token' });
    }
    expect((await call('POST', '/api/notifications', { cookie: reader.cookie, body: {} })).status).toBe(400);
    expect((await rows(reader.id)).results).toEqual([]);
  });
});

describe('DELETE /api/notifications', () => {
  it("removes this reader's subscription, idempotently, and never another reader's", async () => {
    const [a, b] = [await makeReader('free'), await makeReader('free')];
    const fcm_token = token(`https://push.example.com/${uniq()}`);
    expect((await call('POST', '/api/notifications', { cookie: a.cookie, body: { fcm_token } })).status).toBe(201);
    const byOther = await call('DELETE', '/api/notifications', { cookie: b.cookie, body: { fcm_token } });
    expect(await dataIn(byOther)).toEqual({ removed: false });
    const res = await call('DELETE', '/api/notifications', { cookie: a.cookie, body: { fcm_token } });
    expect(res.status).toBe(200);
    expect(await dataIn(res)).toEqual({ removed: true });
    expect(await dataIn(await call('DELETE', '/api/notifications', { cookie: a.cookie, body: { fcm_token } }))).toEqual({ removed: false });
    expect((await call('DELETE', '/api/notifications', { body: { fcm_token } })).status).toBe(401);
  });
});
