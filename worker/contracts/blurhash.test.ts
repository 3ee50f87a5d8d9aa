import { encode, isBlurhashValid } from 'blurhash';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLURHASH_BASE83_ALPHABET, blurhashGrid, isValidBlurhash } from './blurhash';

/** A small deterministic RGBA test image: a diagonal gradient with a bright block. */
function sampleImage(width: number, height: number): Uint8ClampedArray {
  const px = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const block = x > width / 3 && x < width / 2 && y > height / 4;
      px[i] = block ? 250 : Math.round((x / width) * 255);
      px[i + 1] = block ? 220 : Math.round((y / height) * 255);
      px[i + 2] = 128;
      px[i + 3] = 255;
    }
  }
  return px;
}

describe('isValidBlurhash', () => {
  const pixels = sampleImage(24, 16);

  it.each([
    [1, 1],
    [4, 3],
    [3, 4],
    [4, 4],
    [9, 1],
    [1, 9],
    [9, 9],
  ])('accepts a hash encoded with a %ix%i grid', (numX, numY) => {
    const hash = encode(pixels, 24, 16, numX, numY);
    expect(hash).toHaveLength(4 + 2 * numX * numY);
    expect(isValidBlurhash(hash)).toBe(true);
    expect(blurhashGrid(hash)).toEqual({ numX, numY });
  });

  it('accepts a well-known hash', () => {
    // The example hash from blurha.sh (4x3 components).
    expect(isValidBlurhash('LEHV6nWB2yk8pyo0adR*.7kCMdnj')).toBe(true);
  });

  it('rejects strings shorter than 6 characters', () => {
    expect(isValidBlurhash('')).toBe(false);
    expect(isValidBlurhash('0')).toBe(false);
    expect(isValidBlurhash('00000')).toBe(false);
    // '00000' + one more char is a legal 1x1 hash, proving the bound is exact.
    expect(isValidBlurhash('000000')).toBe(true);
  });

  it('rejects hashes whose length does not match the declared grid', () => {
    const hash = encode(pixels, 24, 16, 4, 3);
    expect(isValidBlurhash(hash.slice(0, -1))).toBe(false);
    expect(isValidBlurhash(hash.slice(0, -2))).toBe(false);
    expect(isValidBlurhash(`${hash}0`)).toBe(false);
    expect(isValidBlurhash(`${hash}00`)).toBe(false);
    // Same body, but a flag declaring a different grid (4x4 instead of 4x3).
    expect(isValidBlurhash(`U${hash.slice(1)}`)).toBe(false);
  });

  it('rejects characters outside the base83 alphabet', () => {
    const hash = encode(pixels, 24, 16, 4, 3);
    for (const bad of [' ', '!', '"', '/', '\\', '&', '<', 'é', '\u0000']) {
      for (const at of [0, 1, 3, hash.length - 1]) {
        const broken = hash.slice(0, at) + bad + hash.slice(at + 1);
        expect(broken).toHaveLength(hash.length);
        expect(isValidBlurhash(broken)).toBe(false);
      }
    }
  });

  it('rejects a size flag that declares more than 9 rows', () => {
    // '}' = 81 -> numY 10, '~' = 82 -> numY 10; lengths made to "match".
    expect(isValidBlurhash(`}${'0'.repeat(4 + 2 * 1 * 10 - 1)}`)).toBe(false);
    expect(isValidBlurhash(`~${'0'.repeat(4 + 2 * 2 * 10 - 1)}`)).toBe(false);
    expect(blurhashGrid('}00000')).toBeNull();
  });

  it('agrees with the library for strings made of base83 characters', () => {
    const anyBase83Char = fc.constantFrom(...BLURHASH_BASE83_ALPHABET.split(''));
    // Pick a legal flag (0..80), then a body whose length is within 2 of the
    // declared size, so both the valid and the invalid branches get exercised.
    const candidate = fc.integer({ min: 0, max: 80 }).chain((flag) => {
      const bodyLength = 3 + 2 * ((flag % 9) + 1) * (Math.floor(flag / 9) + 1);
      return fc
        .array(anyBase83Char, { minLength: bodyLength - 2, maxLength: bodyLength + 2 })
        .map((body) => BLURHASH_BASE83_ALPHABET.charAt(flag) + body.join(''));
    });
    fc.assert(
      fc.property(candidate, (hash) => {
        expect(isValidBlurhash(hash)).toBe(isBlurhashValid(hash).result);
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('accepts every correctly sized hash for every grid', () => {
    for (let flag = 0; flag <= 80; flag++) {
      const { numX, numY } = blurhashGrid(BLURHASH_BASE83_ALPHABET.charAt(flag))!;
      const hash = BLURHASH_BASE83_ALPHABET.charAt(flag) + 'z'.repeat(3 + 2 * numX * numY);
      expect(isValidBlurhash(hash)).toBe(true);
    }
  });
});
