/** @module blurhashFromPixels: flat colours, downsampling, transparency and input checks. */
import { decode } from 'blurhash';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { blurhashFromPixels, isValidBlurhash, makeArticleImage } from './index';
import { maxChannelDiff, meanColour } from './test-helpers';

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
    const { bytes, width, height } = makeArticleImage('downsample-check', { width: 320, height: 180 });
    const data = PNG.sync.read(Buffer.from(bytes)).data;
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
