import { decode } from 'blurhash';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { blurhashGrid, isValidBlurhash } from '../../worker/contracts/blurhash';
import {
  ARTICLE_STYLES,
  blurhashFromPixels,
  type GeneratedImage,
  glyphRows,
  hashString,
  initialsOf,
  makeArticleImage,
  makeAvatar,
  makeLogo,
  mulberry32,
  PALETTE_NAMES,
  resolvePalette,
  SUPPORTED_INITIAL_CHARS,
} from './images';

// --- helpers ---------------------------------------------------------------

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function readPng(img: GeneratedImage): PNG {
  return PNG.sync.read(Buffer.from(img.png));
}

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (v: number) => {
  const c = Math.min(1, Math.max(0, v));
  return 255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
};

/**
 * Mean colour of RGBA pixels in linear light, weighted by alpha (the same
 * "what colour is the opaque part" notion the generator uses for its matte),
 * returned as sRGB 0..255.
 */
function meanColour(rgba: Uint8Array | Uint8ClampedArray): [number, number, number] {
  const sum = [0, 0, 0];
  let weight = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]! / 255;
    for (let c = 0; c < 3; c++) sum[c]! += toLinear(rgba[i + c]!) * a;
    weight += a;
  }
  return [toSrgb(sum[0]! / weight), toSrgb(sum[1]! / weight), toSrgb(sum[2]! / weight)];
}

function maxChannelDiff(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
}

function expectSameBytes(a: Uint8Array, b: Uint8Array): void {
  expect(a.byteLength).toBe(b.byteLength);
  expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
}

function expectDifferentBytes(a: Uint8Array, b: Uint8Array): void {
  expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).not.toBe(0);
}

/** Checks an image's PNG, size and blurhash against each other. */
function checkImage(img: GeneratedImage, width: number, height: number, grid: { numX: number; numY: number }) {
  expect(img.mime).toBe('image/png');
  expect(img.width).toBe(width);
  expect(img.height).toBe(height);
  expect(img.png).toBeInstanceOf(Uint8Array);
  expect(Array.from(img.png.subarray(0, 8))).toEqual(PNG_SIGNATURE);

  const png = readPng(img);
  expect(png.width).toBe(width);
  expect(png.height).toBe(height);

  expect(isValidBlurhash(img.blurHash)).toBe(true);
  expect(blurhashGrid(img.blurHash)).toEqual(grid);

  // The blurhash's average colour matches the image's (its DC term is the
  // image's mean in linear light). The slack covers 8-bit rounding, the
  // quantised AC terms and the decoder's sampling grid.
  const placeholder = decode(img.blurHash, 32, 32);
  const diff = maxChannelDiff(meanColour(placeholder), meanColour(png.data));
  expect(diff).toBeLessThan(10);
  return png;
}

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

// --- initials and the pixel font --------------------------------------------

describe('initialsOf', () => {
  it.each([
    ['The New York Times', 3, 'NYT'],
    ['The New York Times', 2, 'NY'],
    ['Field & Stream', 3, 'F&S'],
    ['Field & Stream', 2, 'FS'],
    ['TechCrunch', 2, 'TC'],
    ['Zoë Ångström', 2, 'ZA'],
    ['ada lovelace', 2, 'AL'],
    ['404 Media', 3, '4M'],
    ['The The', 2, 'TT'],
    ['Reuters', 3, 'R'],
    ['& Co', 3, 'C'],
  ])('%j (max %i) -> %s', (name, max, expected) => {
    expect(initialsOf(name, max)).toBe(expected);
  });

  it('falls back to a deterministic letter when nothing is drawable', () => {
    const a = initialsOf('');
    expect(a).toMatch(/^[A-Z]$/);
    expect(initialsOf('')).toBe(a);
    expect(initialsOf('日本語')).toMatch(/^[A-Z]$/);
    expect(() => makeLogo('')).not.toThrow();
    expect(() => makeAvatar('日本語')).not.toThrow();
  });

  it('only ever uses characters the font can draw', () => {
    for (const name of ['O’Brien-Smith', 'C3PO & R2D2 Weekly', 'über.net', '  ', '!!!']) {
      for (const ch of initialsOf(name, 3)) expect(SUPPORTED_INITIAL_CHARS).toContain(ch);
    }
  });
});

describe('pixel font', () => {
  it('has a distinct, non-empty 5x7 glyph for A-Z, 0-9 and &', () => {
    expect(SUPPORTED_INITIAL_CHARS).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789&');
    const seen = new Set<string>();
    for (const ch of SUPPORTED_INITIAL_CHARS) {
      const rows = glyphRows(ch);
      expect(rows, ch).not.toBeNull();
      expect(rows).toHaveLength(7);
      for (const r of rows!) {
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThan(32);
      }
      expect(rows!.some((r) => r !== 0)).toBe(true);
      seen.add(rows!.join(','));
    }
    expect(seen.size).toBe(SUPPORTED_INITIAL_CHARS.length);
    expect(glyphRows('a')).toBeNull();
    expect(glyphRows('?')).toBeNull();
  });

  it('draws the expected shape for a known glyph', () => {
    const art = glyphRows('A')!.map((r) => r.toString(2).padStart(5, '0').replace(/0/g, '.').replace(/1/g, '#'));
    expect(art).toEqual(['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#']);
  });
});

// --- blurhashFromPixels -----------------------------------------------------

describe('blurhashFromPixels', () => {
  function solid(width: number, height: number, rgba: [number, number, number, number]) {
    const px = new Uint8Array(width * height * 4);
    for (let i = 0; i < px.length; i += 4) px.set(rgba, i);
    return px;
  }

  it('encodes a flat colour as that colour', () => {
    const px = solid(200, 100, [200, 60, 30, 255]);
    // 1x1 components: the hash is just the mean colour, exactly.
    const dcOnly = blurhashFromPixels(px, 200, 100, 4, 1, 1);
    expect(dcOnly).toHaveLength(6);
    expect(Array.from(decode(dcOnly, 2, 2))).toEqual([200, 60, 30, 255, 200, 60, 30, 255, 200, 60, 30, 255, 200, 60, 30, 255]);
    // 4x3: the mean survives. The pixels wobble a little, because blurhash
    // samples its cosines at pixel edges and so never quite cancels them on a
    // flat image (see blurhashFromPixels).
    const hash = blurhashFromPixels(px, 200, 100, 4, 4, 3);
    expect(isValidBlurhash(hash)).toBe(true);
    const decoded = decode(hash, 40, 20);
    expect(maxChannelDiff(meanColour(decoded), [200, 60, 30])).toBeLessThan(3);
    for (let i = 0; i < decoded.length; i += 4) {
      expect(maxChannelDiff([decoded[i]!, decoded[i + 1]!, decoded[i + 2]!], [200, 60, 30])).toBeLessThan(20);
    }
  });

  it('matches a full-resolution encode closely (downsampling keeps the low frequencies)', () => {
    const { png, width, height } = makeArticleImage('downsample-check', { width: 320, height: 180 });
    const data = PNG.sync.read(Buffer.from(png)).data;
    const fast = decode(blurhashFromPixels(data, width, height, 4, 4, 3), 32, 18); // 64 px wide sample
    const full = decode(blurhashFromPixels(data, width, height, 4, 4, 3, width), 32, 18);
    expect(maxChannelDiff(meanColour(fast), meanColour(full))).toBeLessThan(3);
  });

  it('ignores the colour of fully transparent pixels', () => {
    const a = solid(64, 64, [10, 120, 200, 255]);
    const b = solid(64, 64, [10, 120, 200, 255]);
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) {
        if (x < 16 || y < 16) {
          a.set([255, 0, 0, 0], (y * 64 + x) * 4);
          b.set([0, 255, 255, 0], (y * 64 + x) * 4);
        }
      }
    }
    expect(blurhashFromPixels(a, 64, 64, 4, 4, 4)).toBe(blurhashFromPixels(b, 64, 64, 4, 4, 4));
    // ... and treats them as the opaque part's colour, so this is just flat blue.
    expect(blurhashFromPixels(a, 64, 64, 4, 4, 4)).toBe(blurhashFromPixels(solid(64, 64, [10, 120, 200, 255]), 64, 64, 4, 4, 4));
  });

  it('accepts RGB input and checks the buffer size', () => {
    const rgb = new Uint8Array(30 * 20 * 3).fill(90);
    expect(isValidBlurhash(blurhashFromPixels(rgb, 30, 20, 3, 4, 3))).toBe(true);
    expect(() => blurhashFromPixels(rgb, 30, 21, 3, 4, 3)).toThrow(RangeError);
  });
});
