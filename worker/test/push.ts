/**
 * @module Web Push in tests: the local push service (web-push-testing, scripts/standins/web-push.ts)
 * as a browser would use it (a subscription made there, what it received, a 410, failures on
 * purpose), and a reader following a fresh tag with a registered subscription, so a push job's
 * audience (`filters: { tags: [tag.id] }`) is exactly the subscriptions a test made.
 */
import { env } from 'cloudflare:test';
import { expect, inject } from 'vitest';
import { makeReader, makeTag } from './factories';
import { call, dataIn } from './http';

export type ServiceSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

export const pushService = (path: string, body: unknown = {}) =>
  fetch(`${inject('pushServiceUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A subscription made at the local push service, as a browser's pushManager.subscribe would make it. */
export async function subscribeAtService(): Promise<ServiceSubscription> {
  const key = await dataIn<{ public_key: string }>(await call('GET', '/api/notifications/key'));
  const res = await pushService('/subscribe', { applicationServerKey: key.public_key });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ServiceSubscription }).data;
}

/** The decrypted payloads the push service received for one subscription. */
export async function received(clientHash: string): Promise<string[]> {
  const res = await pushService('/get-notifications', { clientHash });
  return ((await res.json()) as { data: { messages: string[] } }).data.messages;
}

/** The push service answers the next `count` pushes with `status` (a service that is down). */
export const failNextPushes = (count: number, status = 503) => pushService('/_control/fail', { count, status });

/** `fcm_token` as the browser sends it: the subscription's JSON. */
export const tokenOf = (sub: ServiceSubscription) => JSON.stringify({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys });

/** A free reader following a new tag, with `subscriptions` subscriptions registered through the API. */
export async function pushFollower(subscriptions = 1) {
  const reader = await makeReader('free');
  const tag = await makeTag();
  await env.DB.prepare('INSERT INTO tag_follows (user_id, tag_id) VALUES (?, ?)').bind(reader.id, tag.id).run();
  const subs: ServiceSubscription[] = [];
  for (let i = 0; i < subscriptions; i++) {
    const sub = await subscribeAtService();
    const res = await call('POST', '/api/notifications', { cookie: reader.cookie, body: { fcm_token: tokenOf(sub) } });
    expect(res.status).toBe(201);
    subs.push(sub);
  }
  return { reader, tag, subs };
}

/** The job's row: its status and counts. */
export const jobRow = (jobId: number) =>
  env.DB.prepare('SELECT status, sent, failed, removed, total, planned, batches FROM push_notifications WHERE id = ?')
    .bind(jobId)
    .first<{ status: string; sent: number; failed: number; removed: number; total: number; planned: number; batches: number }>();

/** Waits (up to 30 s) until the job has left queued/sending. */
export async function settled(jobId: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const row = await jobRow(jobId);
    if (row && row.status !== 'queued' && row.status !== 'sending') return row;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`push job ${jobId} did not finish`);
}
