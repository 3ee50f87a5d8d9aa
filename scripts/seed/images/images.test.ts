/** @module The public image makers: determinism, sizes, palettes, logos, avatars and the shared PRNG. */
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_STYLES,
  hashString,
  isValidBlurhash,
  makeArticleImage,
  makeAvatar,
  makeLogo,
  mulberry32,
  PALETTE_NAMES,
  resolvePalette,
} from './index';
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
    expectSameBytes(a.bytes, b.bytes);
    expect(a.blurHash).toBe(b.blurHash);
  });

  it('gives different output for different keys', () => {
    const images = ['k-1', 'k-2', 'k-3', 'k-1 ', 'K-1'].map((k) => makeArticleImage(k));
    for (let i = 0; i < images.length; i++) {
      for (let j = i + 1; j < images.length; j++) {
        expectDifferentBytes(images[i]!.bytes, images[j]!.bytes);
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
    expectDifferentBytes(a.bytes, b.bytes);
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
  const svgOf = (img: { bytes: Uint8Array }) => new TextDecoder().decode(img.bytes);

  it('is a 128x128 SVG: a rounded square, the initials as text, a valid 4x4 blurhash', () => {
    const logo = makeLogo('The Daily Ledger');
    expect(logo.mime).toBe('image/svg+xml');
    expect([logo.width, logo.height]).toEqual([128, 128]);
    expect(isValidBlurhash(logo.blurHash)).toBe(true);
    expect(logo.blurHash).toHaveLength(4 + 2 * 16);
    const svg = svgOf(logo);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="128" height="128" viewBox="0 0 128 128">/);
    expect(svg).toMatch(/<rect width="128" height="128" rx="25\.6"/);
    expect(svg).toMatch(/<text [^>]*>DL<\/text>/);
    expect(svg).not.toMatch(/<script|href=|on[a-z]+=/i);
  });

  it('is deterministic per name and differs between names', () => {
    expectSameBytes(makeLogo('Field & Stream').bytes, makeLogo('Field & Stream').bytes);
    expectDifferentBytes(makeLogo('Field & Stream').bytes, makeLogo('Field and Stream').bytes);
    expectDifferentBytes(makeLogo('Alpha Beta').bytes, makeLogo('Alpha Gamma').bytes);
  });

  it('accepts a size, a palette and explicit initials; escapes what XML would read as markup', () => {
    expect(svgOf(makeLogo('Wire', { size: 64 }))).toContain('viewBox="0 0 64 64"');
    expect(svgOf(makeLogo('Wire', { initials: 'AB' }))).toMatch(/>AB<\/text>/);
    expectDifferentBytes(makeLogo('Wire', { palette: 'noir' }).bytes, makeLogo('Wire', { palette: 'citrus' }).bytes);
    expect(svgOf(makeLogo('Field & Stream'))).toMatch(/>F&amp;S<\/text>/);
  });

  it('sets the initials in a colour that contrasts with the square', () => {
    const svg = svgOf(makeLogo('Quiet Quarterly', { initials: 'QQ' }));
    const colours = [...svg.matchAll(/(?:fill|stop-color)="(#[0-9a-f]{6})"/g)].map((m) => m[1]!);
    const text = svg.match(/<text [^>]*fill="(#[0-9a-f]{6})"/)![1]!;
    const lum = (h: string) => [1, 3, 5].reduce((sum, i, k) => sum + [0.3, 0.59, 0.11][k]! * Number.parseInt(h.slice(i, i + 2), 16), 0);
    const background = colours.filter((c) => c !== text).slice(0, 1);
    expect(background).toHaveLength(1);
    expect(Math.abs(lum(text) - lum(background[0]!))).toBeGreaterThan(60);
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
    expectSameBytes(makeAvatar('Grace Hopper').bytes, makeAvatar('Grace Hopper').bytes);
    expectDifferentBytes(makeAvatar('Grace Hopper').bytes, makeAvatar('Alan Turing').bytes);
  });

  it('does not collide with the logo or article made from the same string', () => {
    const key = 'Same String';
    expectDifferentBytes(makeAvatar(key).bytes, makeLogo(key, { size: 96 }).bytes);
    expect(makeArticleImage(key).blurHash).not.toBe(makeLogo(key).blurHash);
  });
});
