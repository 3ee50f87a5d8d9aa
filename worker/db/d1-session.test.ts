// Where a request's D1 session starts, from its path and its bookmark cookie (pure rules of
// db/d1-session.ts): the back office and any refused cookie at the primary, a good bookmark where
// it points, everyone else anywhere.
import { describe, expect, it } from 'vitest';
import { BOOKMARK_TTL_SECONDS, bookmarkFromCookie, sessionBinding, sessionStart } from './d1-session';

const NOW = 1_800_000_000;
const BOOKMARK = '0000000b-00000001-00004f5e-c1b5a9b2d2f8ab82d1d6a1d6cd1e2c29';

describe('bookmarkFromCookie', () => {
  it('reads a fresh, well-formed bookmark', () => {
    expect(bookmarkFromCookie(`${BOOKMARK}.${NOW - 10}`, NOW)).toEqual({ bookmark: BOOKMARK });
    expect(bookmarkFromCookie(`${BOOKMARK}.${NOW - BOOKMARK_TTL_SECONDS}`, NOW)).toEqual({ bookmark: BOOKMARK });
  });
  it('is none without a cookie', () => {
    expect(bookmarkFromCookie(undefined, NOW)).toBe('none');
  });
  it.each([
    ['a bad signature', false],
    ['no time', BOOKMARK],
    ['an empty bookmark', `.${NOW}`],
    ['a time that is not a number', `${BOOKMARK}.soon`],
    ['a bookmark with other characters', `${BOOKMARK} OR 1.${NOW}`],
    ['a bookmark too long', `${'a'.repeat(129)}.${NOW}`],
    ['a stale cookie', `${BOOKMARK}.${NOW - BOOKMARK_TTL_SECONDS - 1}`],
    ['a cookie from the future', `${BOOKMARK}.${NOW + 3600}`],
  ] as const)('refuses %s', (_name, value) => {
    expect(bookmarkFromCookie(value, NOW)).toBe('refused');
  });
});

describe('sessionStart', () => {
  it('starts guests and readers without a bookmark anywhere, a bookmark where it points', () => {
    expect(sessionStart('/trending', 'none')).toBe('first-unconstrained');
    expect(sessionStart('/api/articles/1', { bookmark: BOOKMARK })).toEqual({ bookmark: BOOKMARK });
  });
  it('starts a refused cookie at the primary, never an error', () => {
    expect(sessionStart('/api/profile', 'refused')).toBe('first-primary');
  });
  it('starts the back office at the primary, bookmark or not', () => {
    for (const path of ['/admin', '/admin/articles', '/admin/api/stats', '/aux/admin/x', '/aux/jobs/push-notification-job'])
      expect(sessionStart(path, { bookmark: BOOKMARK }), path).toBe('first-primary');
    expect(sessionStart('/administrator', 'none')).toBe('first-unconstrained');
  });
});

describe('sessionBinding', () => {
  /** A binding that records each session it opens and answers one bookmark per session. */
  function recording() {
    const opened: string[] = [];
    const d1 = {
      withSession: (start: string) => {
        opened.push(start);
        return {
          prepare: (q: string) => ({ q }),
          batch: async () => [],
          getBookmark: () => `bookmark-${opened.length}`,
        };
      },
    } as unknown as D1Database;
    return { d1, opened };
  }

  it('opens no session until a statement is prepared, and has no bookmark to hand out', () => {
    const { d1, opened } = recording();
    const s = sessionBinding(d1, 'first-unconstrained');
    expect(opened).toEqual([]);
    expect(s.bookmark()).toBeNull();
    expect(s.refused()).toBe(false);
  });

  it('opens one session at the start asked for, shared by every later statement', async () => {
    const { d1, opened } = recording();
    const s = sessionBinding(d1, 'first-primary');
    s.binding.prepare('SELECT 1');
    await s.binding.batch([]);
    s.binding.prepare('SELECT 2');
    expect(opened).toEqual(['first-primary']);
    expect(s.bookmark()).toBe('bookmark-1');
  });
});
