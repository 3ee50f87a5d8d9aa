// The ad rules (pure): which reader sees a slot, which size a viewport gets, which house promotion
// fills it, and how the promotional's Plus banner becomes one.
import { describe, expect, it } from 'vitest';
import type { ReaderTier } from '../../contracts/plus';
import { SUBSCRIBE_FALLBACK } from '../front-page/banners';
import { houseFill, housePromosFrom } from './house';
import { AD_BOX, AD_SIZES, anonymousText, HOUSE_FALLBACK, pickHouseAd, seesAds, slotSizeFor } from './rules';
import { AD_SOURCES, adSourceFor } from './source';

describe('who sees ads', () => {
  it.each([
    ['guest', true],
    ['free', true],
    ['plus', false],
  ] as [ReaderTier, boolean][])('%s: %s', (tier, sees) => {
    expect(seesAds(tier)).toBe(sees);
  });
});

describe('slot size by viewport width (spec §9: 728x90, or 320x50 under 728)', () => {
  it.each([
    [320, '320x50'],
    [375, '320x50'],
    [720, '320x50'],
    [727, '320x50'],
    [728, '728x90'],
    [800, '728x90'],
    [1440, '728x90'],
  ])('%i px → %s', (width, size) => {
    expect(slotSizeFor(width)).toBe(size);
  });

  it('knows both boxes by their names', () => {
    for (const size of AD_SIZES) expect(`${AD_BOX[size].width}x${AD_BOX[size].height}`).toBe(size);
  });
});

describe('house promotions', () => {
  const promos = [
    { headline: 'One', body: '', cta: { label: 'Go', href: '/landing' } },
    { headline: 'Two', body: '', cta: { label: 'Go', href: '/subscribe' } },
    { headline: 'Three', body: '', cta: { label: 'Go', href: '/subscribe' } },
  ];

  it('gives a page the same promotion every time, and different pages a spread of them', () => {
    expect(pickHouseAd(promos, 'article:12')).toEqual(pickHouseAd(promos, 'article:12'));
    const picked = new Set(Array.from({ length: 60 }, (_, i) => pickHouseAd(promos, `article:${i}`).index));
    expect(picked).toEqual(new Set([0, 1, 2]));
  });

  it('falls back to the built-in Edgewire Plus promotions, all leading to the plans', () => {
    expect(HOUSE_FALLBACK).toContainEqual(pickHouseAd([], 'trending').creative);
    for (const p of HOUSE_FALLBACK) {
      expect(p.headline).toContain('Edgewire Plus');
      expect(['/landing', '/subscribe']).toContain(p.cta.href);
    }
  });

  it('fills both sizes with the promotion, under an id that changes with its words', () => {
    const fill = houseFill(promos.slice(0, 1), 'trending');
    expect(fill.source).toBe('house');
    expect(fill.bySize['728x90']).toEqual(promos[0]);
    expect(fill.bySize['320x50']).toEqual(promos[0]);
    expect(houseFill([{ ...promos[0]!, headline: 'Changed' }], 'trending').id).not.toBe(fill.id);
  });

  it("takes the promotional's Plus banner, without the reader's name (every reader sees the same slot)", () => {
    const banner = {
      kind: 'subscribe' as const,
      headline: '{{username}}, go Plus',
      body: 'No ads.',
      cta: { label: 'Try', href: '/subscribe' },
    };
    expect(housePromosFrom(banner)).toEqual([{ headline: 'Go Plus', body: 'No ads.', cta: banner.cta }]);
    expect(housePromosFrom(SUBSCRIBE_FALLBACK)).toEqual([]);
    expect(anonymousText('{{username}} try Plus')).toBe('Try Plus');
    expect(anonymousText('Plain words')).toBe('Plain words');
  });
});

describe('ad sources', () => {
  it('is the house by default and for a name it does not know', () => {
    expect(adSourceFor(undefined).name).toBe('house');
    expect(adSourceFor('').name).toBe('house');
    expect(adSourceFor('house')).toBe(AD_SOURCES.house);
    expect(adSourceFor('no-such-network').name).toBe('house');
    expect(adSourceFor('__proto__').name).toBe('house');
  });
});
