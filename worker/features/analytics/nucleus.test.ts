// POST /aux/nucleus/event through the real Worker, queue and D1 (the events database): a signed-in reader's growth event
// is recorded once per session and event; a guest, an unknown event and too many are refused in
// the envelope, never a 500.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { windowStart } from '../../http/rate-limit';
import { eventRows } from '../../test/events';
import { makeReader } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { NUCLEUS_LIMIT } from './aux';

const send = (body: unknown, cookie?: string) => call('POST', '/aux/nucleus/event', { cookie, body });
const recorded = async (userId: number) =>
  await eventRows<{ name: string; session_id: string }>(
    "user_id = ? AND name LIKE 'nucleus.%' ORDER BY name",
    [userId],
    'name, session_id',
  );

/** The queue writes in the background: wait until `n` events are there. */
async function recordedWhen(userId: number, n: number) {
  for (let i = 0; i < 50; i++) {
    const rows = await recorded(userId);
    if (rows.length >= n) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  return recorded(userId);
}

describe('POST /aux/nucleus/event', () => {
  it('records login, signup and subscribe for the signed-in reader, each once per session', async () => {
    const { id, cookie } = await makeReader('free');
    for (const event of ['login', 'signup', 'subscribe', 'login']) {
      const res = await send({ event }, cookie);
      expect(res.status, event).toBe(202);
      expect(await dataIn(res)).toEqual({ accepted: 1 });
    }
    const rows = await recordedWhen(id, 3);
    await new Promise((r) => setTimeout(r, 500));
    expect((await recorded(id)).map((r) => r.name)).toEqual(['nucleus.login', 'nucleus.signup', 'nucleus.subscribe']);
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(1);
  });

  it('refuses an unknown or missing event naming the field, a guest, and too many', async () => {
    const { id, cookie } = await makeReader('free');
    for (const body of [{ event: 'purchase' }, {}, { event: 'login', extra: 1 }]) {
      const res = await send(body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await firstError(res)).code).toBe('validation');
    }
    expect(await firstError(await send({ event: 'purchase' }, cookie))).toMatchObject({
      message: 'event must be login, signup or subscribe',
      path: 'event',
    });
    expect((await send({ event: 'login' })).status).toBe(401);
    await env.DB.prepare(
      'INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3) ON CONFLICT (key, window_start) DO UPDATE SET count = ?3',
    )
      .bind(`nucleus:${id}`, windowStart(Math.floor(Date.now() / 1000), NUCLEUS_LIMIT.windowSeconds), NUCLEUS_LIMIT.limit)
      .run();
    const limited = await send({ event: 'login' }, cookie);
    expect(limited.status).toBe(429);
    expect((await firstError(limited)).code).toBe('rate_limited');
    expect(await recorded(id)).toEqual([]);
  });
});
