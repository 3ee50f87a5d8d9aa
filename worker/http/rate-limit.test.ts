// The one rate window: the window a moment falls in, what it has used, and when its row is dead.
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { db, uniq } from '../test/factories';
import { endedBefore, hitStatement, inWindow, judge, LONGEST_WINDOW_SECONDS, usedInWindow, windowStart } from './rate-limit';

// Every window length a limit uses today (10 and 15 minutes, an hour, a day), and odd ones.
const LENGTHS = [1, 600, 900, 3600, 7, 86_400];

describe('windowStart', () => {
  it('is the start of the fixed window a moment falls in', () => {
    expect(windowStart(7200 + 600, 3600)).toBe(7200);
    expect(windowStart(7200, 3600)).toBe(7200);
    expect(windowStart(7199, 3600)).toBe(3600);
    expect(windowStart(1_700_000_123, 86_400)).toBe(1_699_920_000);
  });

  it('holds every moment in [start, start + length) for each length in use', () => {
    for (const len of LENGTHS)
      for (const now of [0, 1, 599, 600, 1_700_000_000, 1_700_000_001, 2_000_000_000 - 1]) {
        const start = windowStart(now, len);
        expect(start % len, `${now} in ${len}`).toBe(0);
        expect(start <= now && now < start + len, `${now} in ${len}`).toBe(true);
      }
  });

  it('refuses a window the upkeep cron would prune while it still counts, or no window at all', () => {
    for (const bad of [LONGEST_WINDOW_SECONDS + 1, 2 * 86_400, 0, -60, 1.5, Number.NaN])
      expect(() => windowStart(1_700_000_000, bad), String(bad)).toThrow(/rate window/);
  });
});

describe('judge', () => {
  it('allows up to the limit and says when the window ends (at least 1 s)', () => {
    const w = { key: 'k', limit: 5, windowSeconds: 600 };
    expect(judge(5, w, 1200 + 30)).toEqual({ allowed: true, count: 5, retryAfter: 570 });
    expect(judge(6, w, 1200 + 599)).toEqual({ allowed: false, count: 6, retryAfter: 1 });
  });
});

describe('endedBefore', () => {
  it('cuts only rows whose window has ended, whatever its length', () => {
    const now = 2_000_000_000;
    for (const len of LENGTHS)
      for (let t = now - 3 * 86_400; t <= now; t += 1234) {
        const start = windowStart(t, len);
        if (start < endedBefore(now)) expect(start + len <= now, `${len} s window at ${start}`).toBe(true);
        // The window `now` falls in is never cut.
        expect(windowStart(now, len) < endedBefore(now)).toBe(false);
      }
  });
});

describe('usedInWindow and inWindow in D1', () => {
  it('read the current window of one key: 0 before any hit, then its count; other windows and keys apart', async () => {
    const now = 1_800_000_000;
    const w = { key: `window-test:${uniq()}`, limit: 3, windowSeconds: 3600 };
    const used = () =>
      db()
        .select({ n: usedInWindow(w, now) })
        .from(rateLimits)
        .limit(1);
    await db()
      .insert(rateLimits)
      .values([
        { key: w.key, windowStart: windowStart(now, 3600) - 3600, count: 9 },
        { key: `${w.key}:other`, windowStart: windowStart(now, 3600), count: 7 },
      ]);
    expect((await used())[0]?.n).toBe(0);
    await hitStatement(db(), w, now);
    await hitStatement(db(), w, now + 1);
    expect((await used())[0]?.n).toBe(2);
    const rows = await db().select({ count: rateLimits.count }).from(rateLimits).where(inWindow(w, now));
    expect(rows).toEqual([{ count: 2 }]);
  });
});
