/** @module The public image makers: determinism, sizes, palettes, logos, avatars and the shared PRNG. */
import { describe, expect, it } from 'vitest';
import { ARTICLE_STYLES, hashString, makeArticleImage, makeAvatar, makeLogo, mulberry32, PALETTE_NAMES, resolvePalette } from './index';
import { checkImage, expectDifferentBytes, expectSameBytes, readPng } from './test-helpers';

// --- PRNG ------------------------------------------------------------------

describe('hashString / mulberry32', () => {
  it('is deterministic and spreads nearby seeds', () => {
    expect(hashString('edgewire')).toBe(hashString('edgewire'));
    expect(hashString('a')).not.toBe(hashString('b'));
    const a = mulberry32(hashString('x'));
    const b = mulberry32(hashString('x'));
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    for (const v of seqA) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });
});

// --- article images ----------------------------------------------------------

describe('makeArticleImage', () => {
  it('is 640x360 by default, with a valid 4x3 blurhash', () => {
    const img = makeArticleImage('article-1');
    const png = checkImage(img, 640, 360, { numX: 4, numY: 3 });
    // Opaque: every alpha byte is 255 after decoding.
    for (let i = 3; i < png.data.length; i += 4) {
      if (png.data[i] !== 255) throw new Error(`pixel ${(i - 3) / 4} is not opaque`);
    }
  });

  it('gives byte-identical output for the same key', () => {
    const a = makeArticleImage('same-key');
    const b = makeArticleImage('same-key');
    expectSameBytes(a.png, b.png);
    expect(a.blurHash).toBe(b.blurHash);
  });

  it('gives different output for different keys', () => {
    const images = ['k-1', 'k-2', 'k-3', 'k-1 ', 'K-1'].map((k) => makeArticleImage(k));
    for (let i = 0; i < images.length; i++) {
      for (let j = i + 1; j < images.length; j++) {
        expectDifferentBytes(images[i]!.png, images[j]!.png);
      }
    }
    expect(new Set(images.map((i) => i.blurHash)).size).toBe(images.length);
  });

  it.each(ARTICLE_STYLES)('renders the %s style', (style) => {
    const img = makeArticleImage(`style-${style}`, { style });
    const png = checkImage(img, 640, 360, { numX: 4, numY: 3 });
    // Not a flat fill: an illustration has a fair number of distinct colours.
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4 * 7) {
      colours.add((png.data[i]! << 16) | (png.data[i + 1]! << 8) | png.data[i + 2]!);
    }
    expect(colours.size).toBeGreaterThan(50);
  });

  it('honours a custom size, including one that does not divide evenly', () => {
    checkImage(makeArticleImage('sized', { width: 320, height: 200 }), 320, 200, { numX: 4, numY: 3 });
    checkImage(makeArticleImage('odd', { width: 333, height: 187 }), 333, 187, { numX: 4, numY: 3 });
    checkImage(makeArticleImage('tall', { width: 50, height: 90 }), 50, 90, { numX: 4, numY: 3 });
  });

  it('rejects silly sizes', () => {
    expect(() => makeArticleImage('x', { width: 0 })).toThrow(RangeError);
    expect(() => makeArticleImage('x', { height: 12.5 })).toThrow(RangeError);
    expect(() => makeArticleImage('x', { width: 100_000 })).toThrow(RangeError);
  });

  it('uses the palette option', () => {
    const a = makeArticleImage('pal', { palette: 'ocean', style: 'geometric' });
    const b = makeArticleImage('pal', { palette: 'desert', style: 'geometric' });
    expectDifferentBytes(a.png, b.png);
    // A black-and-white palette gives a grey image.
    const grey = readPng(makeArticleImage('pal', { palette: ['#ffffff', '#000000'] }));
    for (let i = 0; i < grey.data.length; i += 4 * 97) {
      expect(grey.data[i]).toBe(grey.data[i + 1]);
      expect(grey.data[i + 1]).toBe(grey.data[i + 2]);
    }
  });
});

// --- palettes ----------------------------------------------------------------

describe('resolvePalette', () => {
  it('resolves every built-in palette to five colours', () => {
    for (const name of PALETTE_NAMES) {
      const p = resolvePalette(name);
      expect(p).toHaveLength(5);
      for (const c of p) for (const v of c) expect(v).toBeGreaterThanOrEqual(0);
    }
  });

  it('stretches short lists and rejects bad input', () => {
    expect(resolvePalette(['#000000', '#ffffff'])).toEqual([
      [0, 0, 0],
      [63.75, 63.75, 63.75],
      [127.5, 127.5, 127.5],
      [191.25, 191.25, 191.25],
      [255, 255, 255],
    ]);
    expect(() => resolvePalette(['#000000'])).toThrow(RangeError);
    expect(() => resolvePalette(['#000000', 'red'])).toThrow(TypeError);
    expect(() => resolvePalette('nope' as never)).toThrow(RangeError);
  });
});

// --- logos and avatars -------------------------------------------------------

describe('makeLogo', () => {
  it('is a 128x128 RGBA PNG with transparent corners and a 4x4 blurhash', () => {
    const png = checkImage(makeLogo('The Daily Ledger'), 128, 128, { numX: 4, numY: 4 });
    const alphaAt = (x: number, y: number) => png.data[(y * 128 + x) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(127, 127)).toBe(0);
    expect(alphaAt(64, 64)).toBe(255);
    expect(alphaAt(64, 0)).toBe(255); // the rounded square runs to the edge midpoints
  });

  it('is deterministic per name and differs between names', () => {
    expectSameBytes(makeLogo('Field & Stream').png, makeLogo('Field & Stream').png);
    expectDifferentBytes(makeLogo('Field & Stream').png, makeLogo('Field and Stream').png);
    expectDifferentBytes(makeLogo('Alpha Beta').png, makeLogo('Alpha Gamma').png);
  });

  it('accepts a size, a palette and explicit initials', () => {
    checkImage(makeLogo('Wire', { size: 64 }), 64, 64, { numX: 4, numY: 4 });
    const a = makeLogo('Wire', { initials: 'AB' });
    const b = makeLogo('Wire', { initials: 'XY' });
    expectDifferentBytes(a.png, b.png);
    expectDifferentBytes(makeLogo('Wire', { palette: 'noir' }).png, makeLogo('Wire', { palette: 'citrus' }).png);
  });

  it('draws the initials (some pixels near the centre contrast with the background)', () => {
    const png = readPng(makeLogo('Quiet Quarterly', { initials: 'QQ' }));
    const lum = (x: number, y: number) => {
      const i = (y * 128 + x) * 4;
      return 0.3 * png.data[i]! + 0.59 * png.data[i + 1]! + 0.11 * png.data[i + 2]!;
    };
    let lo = 255;
    let hi = 0;
    for (let y = 40; y < 88; y++) {
      for (let x = 20; x < 108; x++) {
        lo = Math.min(lo, lum(x, y));
        hi = Math.max(hi, lum(x, y));
      }
    }
    expect(hi - lo).toBeGreaterThan(60);
  });
});

describe('makeAvatar', () => {
  it('is a 96x96 round RGBA PNG with a 4x4 blurhash', () => {
    const png = checkImage(makeAvatar('Ada Lovelace'), 96, 96, { numX: 4, numY: 4 });
    const alphaAt = (x: number, y: number) => png.data[(y * 96 + x) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(95, 0)).toBe(0);
    expect(alphaAt(48, 48)).toBe(255);
  });

  it('is deterministic per name and differs between names', () => {
    expectSameBytes(makeAvatar('Grace Hopper').png, makeAvatar('Grace Hopper').png);
    expectDifferentBytes(makeAvatar('Grace Hopper').png, makeAvatar('Alan Turing').png);
  });

  it('does not collide with the logo or article made from the same string', () => {
    const key = 'Same String';
    expectDifferentBytes(makeAvatar(key).png, makeLogo(key, { size: 96 }).png);
    expect(makeArticleImage(key).blurHash).not.toBe(makeLogo(key).blurHash);
  });
});
