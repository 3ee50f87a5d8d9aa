// The cron's upkeep deletes only rows that can no longer matter.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { windowStart } from '../../http/rate-limit';
import { db, makeSession } from '../../test/factories';
import { pruneExpired } from './prune';

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe('pruneExpired', () => {
  it('drops ended rate-limit windows, spent revocations and old reset links, and keeps the rest', async () => {
    const now = 2_000_000_000;
    const { user } = await makeSession();
    await env.DB.batch([
      // A day's window (the share and report limits) started two hours ago still counts: it is kept.
      env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 3), (?, ?, 4), (?, ?, 5)').bind(
        'prune:old',
        now - 86_400 - 1,
        'prune:live',
        now - 600,
        'prune:day',
        windowStart(now - 7200, 86_400),
      ),
      env.DB.prepare('INSERT INTO session_revocations (user_id, jti, revoked_at, expires_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)').bind(
        user.id,
        `old-${user.id}`,
        now - 900_000,
        now - 1,
        user.id,
        `live-${user.id}`,
        now - 60,
        now + 600_000,
      ),
      env.DB.prepare('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?), (?, ?, ?)').bind(
        `old${user.id}`,
        user.id,
        now - 2 * 86_400,
        `new${user.id}`,
        user.id,
        now - 3600,
      ),
    ]);
    const removed = await pruneExpired(db(), now);
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
    expect(await count("SELECT count(*) AS n FROM rate_limits WHERE key = 'prune:old'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM rate_limits WHERE key IN ('prune:live', 'prune:day')")).toBe(2);
    expect(await count('SELECT count(*) AS n FROM session_revocations WHERE user_id = ?', user.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?', user.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM session_revocations WHERE jti = ?', `live-${user.id}`)).toBe(1);
  });
});
