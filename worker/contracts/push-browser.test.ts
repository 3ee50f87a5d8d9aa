import { describe, expect, it } from 'vitest';
import {
  type ClickClients,
  clickTarget,
  initialOptIn,
  openFromClick,
  PUSH_RETRY_DELAYS_MS,
  pushRecord,
  readPushRecord,
  refreshDue,
  retryDelay,
} from './push-browser';
import { PUSH_REFRESH_SECONDS, PUSH_REGISTER_RETRIES } from './web-push';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 12);

describe('registration refresh (spec: after 7 days)', () => {
  it('keeps the server’s refresh_after, and never more than seven days', () => {
    expect(PUSH_REFRESH_SECONDS).toBe(7 * 86_400);
    expect(pushRecord('e', 't', NOW, NOW / 1000 + 3600)).toEqual({ endpoint: 'e', token: 't', refreshAfter: NOW + 3600_000 });
    expect(pushRecord('e', 't', NOW).refreshAfter).toBe(NOW + 7 * DAY);
    expect(pushRecord('e', 't', NOW, NOW / 1000 + 30 * 86_400).refreshAfter).toBe(NOW + 7 * DAY);
  });
  it('is due from the date on, not before', () => {
    const r = pushRecord('e', 't', NOW);
    expect(refreshDue(r, NOW + 7 * DAY - 1)).toBe(false);
    expect(refreshDue(r, NOW + 7 * DAY)).toBe(true);
  });
  it('reads only a record of its own shape', () => {
    const r = { endpoint: 'https://p/1', token: '{}', refreshAfter: 5 };
    expect(readPushRecord(JSON.stringify(r))).toEqual(r);
    for (const raw of [null, '', '{', 'null', '[]', '{"endpoint":1,"token":"","refreshAfter":5}', '{"endpoint":"x","refreshAfter":5}'])
      expect(readPushRecord(raw)).toBeNull();
  });
});

describe('registration retries (spec: at most 3)', () => {
  it('retries a transient failure three times, then stops', () => {
    expect(PUSH_REGISTER_RETRIES).toBe(3);
    const waits = [0, 1, 2, 3].map((done) => retryDelay(done, 503));
    expect(waits).toEqual([...PUSH_RETRY_DELAYS_MS, null]);
  });
  it.each([
    [0, true],
    [408, true],
    [429, true],
    [500, true],
    [502, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [415, false],
  ])('status %i is retried: %s', (status, retried) => {
    expect(retryDelay(0, status) !== null).toBe(retried);
  });
  it('waits at least as long as Retry-After says', () => {
    expect(retryDelay(0, 429, 30)).toBe(30_000);
    expect(retryDelay(2, 429, 1)).toBe(PUSH_RETRY_DELAYS_MS[2]);
  });
});

describe('the opt-in’s first state', () => {
  it.each([
    [{ supported: false, permission: 'granted', registered: true }, 'unsupported'],
    [{ supported: true, permission: 'denied', registered: true }, 'blocked'],
    [{ supported: true, permission: 'granted', registered: true }, 'on'],
    [{ supported: true, permission: 'granted', registered: false }, 'off'],
    [{ supported: true, permission: 'default', registered: true }, 'off'],
  ] as const)('%o → %s', (b, state) => {
    expect(initialOptIn(b)).toBe(state);
  });
});

describe('where a click leads', () => {
  const o = 'https://edgewire.example';
  it.each([
    ['/article/12', `${o}/article/12`],
    ['https://news.example/a?b#c', 'https://news.example/a?b#c'],
    [undefined, `${o}/`],
    ['', `${o}/`],
    ['//evil.example/x', `${o}/`],
    ['/\\evil.example', `${o}/`],
    ['javascript:alert(1)', `${o}/`],
    ['data:text/html,x', `${o}/`],
    ['https://user@evil.example/', `${o}/`],
    [42, `${o}/`],
  ])('%s → %s', (url, to) => {
    expect(clickTarget(url, o)).toBe(to);
  });

  type Win = { url: string; controlled: boolean; done: string[] };
  const clients = (wins: Win[], open: 'ok' | 'refused'): ClickClients & { opened: string[] } => {
    const opened: string[] = [];
    return {
      opened,
      windows: async () =>
        wins.map((w) => ({
          url: w.url,
          controlled: w.controlled,
          focus: async () => w.done.push('focus'),
          navigate: async (to: string) => w.done.push(`navigate ${to}`),
        })),
      openWindow: async (url) => {
        if (open === 'refused') throw new Error('Not allowed to open a window.');
        opened.push(url);
        return null;
      },
    };
  };

  it('brings the tab already showing the page to the front', async () => {
    const tab = { url: `${o}/article/1`, controlled: true, done: [] as string[] };
    const c = clients([tab], 'ok');
    expect(await openFromClick(c, `${o}/article/1`)).toBe('focused');
    expect(tab.done).toEqual(['focus']);
    expect(c.opened).toEqual([]);
  });
  it('opens a new window otherwise, leaving the reader’s tabs alone', async () => {
    const tab = { url: `${o}/`, controlled: true, done: [] as string[] };
    const c = clients([tab], 'ok');
    expect(await openFromClick(c, `${o}/article/1`)).toBe('opened');
    expect(c.opened).toEqual([`${o}/article/1`]);
    expect(tab.done).toEqual([]);
  });
  it('takes a tab it controls there when the browser refuses a window', async () => {
    const other = { url: `${o}/x`, controlled: false, done: [] as string[] };
    const tab = { url: `${o}/`, controlled: true, done: [] as string[] };
    expect(await openFromClick(clients([other, tab], 'refused'), `${o}/article/1`)).toBe('navigated');
    expect(tab.done).toEqual([`navigate ${o}/article/1`, 'focus']);
    expect(other.done).toEqual([]);
    expect(await openFromClick(clients([other], 'refused'), `${o}/article/1`)).toBe('none');
  });
});
