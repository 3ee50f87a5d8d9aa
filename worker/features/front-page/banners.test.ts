// Which banner a reader gets and how a UI block becomes its text (pure rules).
import { describe, expect, it } from 'vitest';
import type { RichDocument } from '../../db/schema/editorial';
import { wordsNode } from '../../test/dtos';
import { bannerFor, bannerFromDocument, plainText, SIGNUP_FALLBACK, SUBSCRIBE_FALLBACK, safeHref, seesBanners } from './banners';

const NOW = 1_900_000_000;

const block = (headline: string, body: string, label: string, url: string): RichDocument => ({
  children: [
    {
      element: 'container',
      data: { direction: 'horizontal' },
      children: [wordsNode(headline, body), { element: 'button', data: { label, url, variant: 'primary' } }],
    },
  ],
});

describe('bannerFromDocument', () => {
  it('takes the first text as headline, the rest as body and the first button as the link', () => {
    const b = bannerFromDocument(
      block('Get an Edgewire Account', 'Sign up for a <b>free</b> account today!', 'Sign Up', '/signup'),
      SIGNUP_FALLBACK,
    );
    expect(b).toEqual({
      kind: 'signup',
      headline: 'Get an Edgewire Account',
      body: 'Sign up for a free account today!',
      cta: { label: 'Sign Up', href: '/signup' },
    });
  });

  it('falls back to the spec wording for a missing or empty block', () => {
    expect(bannerFromDocument(null, SIGNUP_FALLBACK)).toBe(SIGNUP_FALLBACK);
    expect(bannerFromDocument({ children: [] }, SUBSCRIBE_FALLBACK)).toBe(SUBSCRIBE_FALLBACK);
    expect(bannerFromDocument({} as RichDocument, SUBSCRIBE_FALLBACK)).toBe(SUBSCRIBE_FALLBACK);
    expect(SIGNUP_FALLBACK).toMatchObject({ body: 'Sign up for a free account today!', cta: { label: 'Sign Up', href: '/signup' } });
    expect(SUBSCRIBE_FALLBACK).toMatchObject({ headline: 'Subscribe to the paid tier', cta: { href: '/landing' } });
  });

  it('never lets markup or unsafe links through', () => {
    const b = bannerFromDocument(
      block('<img src=x onerror=alert(1)>Hello &amp; welcome', '<script>alert(2)</script>', 'Go', 'javascript:alert(3)'),
      SIGNUP_FALLBACK,
    );
    expect(b.headline).toBe('Hello & welcome');
    expect(b.body).toBe('alert(2)');
    expect(b.cta).toEqual(SIGNUP_FALLBACK.cta);
    expect(plainText('<p>a</p><p>b&nbsp;c</p>')).toBe('a b c');
    expect(['/subscribe', 'https://apps.apple.com/x'].map(safeHref)).toEqual(['/subscribe', 'https://apps.apple.com/x']);
    expect(['//evil.test', '/\\evil.test', 'http://x.test', 'data:text/html,x', 'javascript:x', 42, undefined].map(safeHref)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('bannerFor', () => {
  const banners = {
    signup: { ...SIGNUP_FALLBACK, headline: '{{username}}, get an account' },
    subscribe: { ...SUBSCRIBE_FALLBACK, headline: '{{username}}, try Edgewire Plus' },
  };

  it('gives guests the sign-up banner, free readers the subscribe banner with their name, Plus readers none', () => {
    expect(bannerFor(null, banners, NOW)).toMatchObject({ kind: 'signup', headline: 'get an account' });
    expect(bannerFor({ username: 'sam', subscriptionEnd: null }, banners, NOW)).toMatchObject({
      kind: 'subscribe',
      headline: 'sam, try Edgewire Plus',
    });
    expect(bannerFor({ username: 'sam', subscriptionEnd: NOW - 1 }, banners, NOW)!.kind).toBe('subscribe');
    expect(bannerFor({ username: 'sam', subscriptionEnd: NOW + 86_400 }, banners, NOW)).toBeNull();
    expect([seesBanners(null, NOW), seesBanners({ username: 'p', subscriptionEnd: NOW + 1 }, NOW)]).toEqual([true, false]);
  });
});
