// The layout table, breakpoints and promo banner positions are product rules: pin every value.
import { describe, expect, it } from 'vitest';
import { LAYOUT_IDS } from '../db/schema/editorial';
import { isMobileDevice, LAYOUTS, layoutFor, layoutSize, promoSlots } from './layouts';

describe('layout table', () => {
  it('pins every id to its article count, card style, images and columns', () => {
    const pinned = Object.fromEntries([...LAYOUTS.values()].map((l) => [l.id, [l.count, l.style, l.images, l.columns]]));
    expect(pinned).toEqual({
      0: [1, 'jumbo', true, 1],
      1: [2, 'landscape', true, 2],
      2: [3, 'portrait', true, 3],
      3: [4, 'portrait', true, 4],
      4: [4, 'mini', true, 2],
      5: [6, 'mini', true, 3],
      6: [1, 'landscape', true, 1],
      7: [3, 'landscape', true, 1],
      8: [6, 'portrait', true, 3],
      9: [8, 'mini', true, 4],
      10: [5, 'mini', false, 1],
      11: [9, 'portrait', true, 3],
      16: [2, 'portrait', true, 2],
      25: [5, 'action', false, 1],
      99: [9, 'mini', true, 3],
      100: [1, 'jumbo', false, 1],
    });
  });

  it('covers exactly the ids the schema allows (0-11, 16, 25, 99, 100)', () => {
    expect([...LAYOUTS.keys()]).toEqual([...LAYOUT_IDS]);
    expect([...LAYOUTS.keys()]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 25, 99, 100]);
  });

  it('hides images on layout 10 only among the image layouts, and the action bar layout has none', () => {
    expect(layoutFor(10).images).toBe(false);
    expect([...LAYOUTS.values()].filter((l) => !l.images).map((l) => l.id)).toEqual([10, 25, 100]);
  });

  it('draws an unknown id as three portrait cards instead of failing', () => {
    expect(layoutFor(42)).toEqual({ id: 42, count: 3, style: 'portrait', images: true, columns: 3 });
  });
});

describe('breakpoints', () => {
  it('is small below 720, medium below 800, otherwise large', () => {
    expect([0, 390, 719, 720, 760, 799, 800, 1280].map(layoutSize)).toEqual([
      'small',
      'small',
      'small',
      'medium',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });
});

describe('promo banner positions', () => {
  it('follows every 3rd zone on the small layout and every 5th on wider ones, one banner at 15', () => {
    expect(promoSlots(16)).toEqual([
      { after: 3, small: true, wide: false },
      { after: 5, small: false, wide: true },
      { after: 6, small: true, wide: false },
      { after: 9, small: true, wide: false },
      { after: 10, small: false, wide: true },
      { after: 12, small: true, wide: false },
      { after: 15, small: true, wide: true },
    ]);
  });

  it('puts nothing above the first zone and may follow the last one', () => {
    expect(promoSlots(0)).toEqual([]);
    expect(promoSlots(2)).toEqual([]);
    expect(promoSlots(3)).toEqual([{ after: 3, small: true, wide: false }]);
    expect(
      promoSlots(30)
        .filter((s) => s.small && s.wide)
        .map((s) => s.after),
    ).toEqual([15, 30]);
  });
});

describe('isMobileDevice', () => {
  it('is true for phones and tablets, false for desktop browsers', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
    expect(isMobileDevice(iphone)).toBe(true);
    expect(isMobileDevice(android)).toBe(true);
    expect(isMobileDevice(desktop)).toBe(false);
    expect(isMobileDevice(desktop, false)).toBe(false);
    // Client Hints win when they say mobile, whatever the (possibly frozen) UA string says.
    expect(isMobileDevice(desktop, true)).toBe(true);
  });
});
