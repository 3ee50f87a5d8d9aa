// Header sniffing: format and size of PNG, JPEG, WebP and GIF without decoding; junk → null.
import { describe, expect, it } from 'vitest';
import { readImageInfo } from './format';
import { BLUE, bandsImage, TINY_GIF } from './test-images';

describe('readImageInfo', () => {
  it('reads format and size from real encoder output', () => {
    expect(readImageInfo(bandsImage(37, 21, [BLUE], 'png'))).toEqual({ format: 'png', width: 37, height: 21 });
    expect(readImageInfo(bandsImage(37, 21, [BLUE], 'jpeg'))).toEqual({ format: 'jpeg', width: 37, height: 21 });
    expect(readImageInfo(bandsImage(37, 21, [BLUE], 'webp'))).toEqual({ format: 'webp', width: 37, height: 21 });
    expect(readImageInfo(TINY_GIF)).toEqual({ format: 'gif', width: 1, height: 1 });
  });

  it('reads lossy (VP8) and extended (VP8X) WebP headers', () => {
    const vp8 = new Uint8Array(30);
    vp8.set(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '));
    vp8.set([0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00], 23); // 320×240
    expect(readImageInfo(vp8)).toEqual({ format: 'webp', width: 320, height: 240 });
    const vp8x = new Uint8Array(30);
    vp8x.set(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8X'));
    vp8x.set([0x1f, 0x03, 0x00, 0xdf, 0x01, 0x00], 24); // 800×480
    expect(readImageInfo(vp8x)).toEqual({ format: 'webp', width: 800, height: 480 });
  });

  it('returns null for anything else or a truncated header', () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const bytes of [
      new Uint8Array(0),
      svg,
      bandsImage(5, 5, [BLUE]).slice(0, 12),
      bandsImage(5, 5, [BLUE], 'jpeg').slice(0, 20),
      new Uint8Array([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0]),
    ]) {
      expect(readImageInfo(bytes)).toBeNull();
    }
  });
});
