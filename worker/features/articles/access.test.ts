import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, checkAccess, excerptOf, isFreeArticle, isSubscribed } from './access';

const NOW = 1_800_000_000;
const readers = {
  guest: { signedIn: false, subscriptionEnd: null },
  free: { signedIn: true, subscriptionEnd: null },
  expired: { signedIn: true, subscriptionEnd: NOW - 1 },
  plus: { signedIn: true, subscriptionEnd: NOW + 86_400 },
};
const contentTypes = ['mxm_exclusive', 'mxm_ai', 'other'] as const;
const paywalls = ['free', 'authorized', 'paid'] as const;

describe('article access', () => {
  it('treats only exclusive content without a free paywall as gated', () => {
    for (const content_type of contentTypes)
      for (const paywall of paywalls)
        expect(isFreeArticle({ content_type, paywall })).toBe(!(content_type === 'mxm_exclusive' && paywall !== 'free'));
  });

  it('decides every combination of content type, paywall and reader', () => {
    const expected = (ct: string, pw: string, r: keyof typeof readers) => {
      if (ct !== 'mxm_exclusive' || pw === 'free') return 'open';
      if (pw === 'authorized') return r === 'guest' ? 'account' : 'open';
      return r === 'plus' ? 'open' : 'subscription';
    };
    for (const content_type of contentTypes)
      for (const paywall of paywalls)
        for (const r of Object.keys(readers) as (keyof typeof readers)[]) {
          const res = checkAccess({ content_type, paywall }, readers[r], { nowSeconds: NOW });
          const want = expected(content_type, paywall, r);
          expect(res.allowed ? 'open' : res.requires, `${content_type}/${paywall}/${r}`).toBe(want);
          if (!res.allowed) expect(res.message).toBe(ACCESS_MESSAGES[want as 'account' | 'subscription']);
        }
  });

  it('opens every gate for a valid share pass', () => {
    for (const paywall of paywalls)
      expect(
        checkAccess({ content_type: 'mxm_exclusive', paywall }, readers.guest, { nowSeconds: NOW, sharePassValid: true }).allowed,
      ).toBe(true);
  });

  it('fails closed on an unknown paywall value', () => {
    expect(checkAccess({ content_type: 'mxm_exclusive', paywall: 'weird' }, readers.free, { nowSeconds: NOW }).allowed).toBe(false);
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
