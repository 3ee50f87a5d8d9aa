import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, checkAccess, excerptOf, isFreeArticle, isSubscribed } from './access';

const NOW = 1_800_000_000;
const readers = {
  guest: { signedIn: false, subscriptionEnd: null },
  free: { signedIn: true, subscriptionEnd: null },
  expired: { signedIn: true, subscriptionEnd: NOW - 1 },
  plus: { signedIn: true, subscriptionEnd: NOW + 86_400 },
};
// content type, paywall → what each reader gets: the body ('open') or the gate's ask.
type Outcome = 'open' | 'account' | 'subscription';
const TABLE: [string, string, Record<keyof typeof readers, Outcome>][] = [
  ['mxm_exclusive', 'free', { guest: 'open', free: 'open', expired: 'open', plus: 'open' }],
  ['mxm_exclusive', 'authorized', { guest: 'account', free: 'open', expired: 'open', plus: 'open' }],
  ['mxm_exclusive', 'paid', { guest: 'subscription', free: 'subscription', expired: 'subscription', plus: 'open' }],
  ['mxm_ai', 'paid', { guest: 'open', free: 'open', expired: 'open', plus: 'open' }],
  ['other', 'authorized', { guest: 'open', free: 'open', expired: 'open', plus: 'open' }],
  // A value the access table does not know: no one reads it; the gate says what it says of paid.
  ['mxm_exclusive', 'weird', { guest: 'subscription', free: 'subscription', expired: 'subscription', plus: 'subscription' }],
  ['weird', 'free', { guest: 'subscription', free: 'subscription', expired: 'subscription', plus: 'subscription' }],
];

describe('article access', () => {
  it.each(TABLE)('%s/%s: %j', (content_type, paywall, outcomes) => {
    for (const r of Object.keys(readers) as (keyof typeof readers)[]) {
      const res = checkAccess({ content_type, paywall }, readers[r], { nowSeconds: NOW });
      expect(res.allowed ? 'open' : res.requires, r).toBe(outcomes[r]);
      if (!res.allowed) expect(res.message).toBe(ACCESS_MESSAGES[res.requires]);
      // Free is what a guest may read.
      expect(isFreeArticle({ content_type, paywall })).toBe(outcomes.guest === 'open');
    }
  });

  it('opens every gate it knows for a valid share pass, and no other', () => {
    const withPass = (content_type: string, paywall: string) =>
      checkAccess({ content_type, paywall }, readers.guest, { nowSeconds: NOW, sharePassValid: true }).allowed;
    expect([withPass('mxm_exclusive', 'free'), withPass('mxm_exclusive', 'authorized'), withPass('mxm_exclusive', 'paid')]).toEqual([
      true,
      true,
      true,
    ]);
    expect(withPass('mxm_exclusive', 'weird')).toBe(false);
  });

  it('derives subscribed from subscription_end in the future only', () => {
    expect(isSubscribed(null, NOW)).toBe(false);
    expect(isSubscribed(NOW, NOW)).toBe(false);
    expect(isSubscribed(NOW + 1, NOW)).toBe(true);
  });

  it('clips excerpts at a word boundary', () => {
    const text = 'word '.repeat(200);
    const ex = excerptOf(text, 50);
    expect(ex.length).toBeLessThanOrEqual(51);
    expect(ex.endsWith('…')).toBe(true);
  });

  it('never gives away more than a quarter of a short text', () => {
    const text = 'Opening line. The secret paragraph follows here.';
    const ex = excerptOf(text);
    expect(ex.length - 1).toBeLessThanOrEqual(text.length / 4);
    expect(ex).not.toContain('secret');
    expect(excerptOf('')).toBe('');
  });
});
