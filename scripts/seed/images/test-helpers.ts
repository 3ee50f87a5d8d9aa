/** @module Shared checks for the seed image tests: decode a PNG, compare bytes, measure mean colours. */
import { decode } from 'blurhash';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { blurhashGrid, isValidBlurhash } from '../../../worker/contracts/blurhash';
import type { GeneratedImage } from './index';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function readPng(img: GeneratedImage): PNG {
  return PNG.sync.read(Buffer.from(img.bytes));
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
export function meanColour(rgba: Uint8Array | Uint8ClampedArray): [number, number, number] {
  const sum = [0, 0, 0];
  let weight = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]! / 255;
    for (let c = 0; c < 3; c++) sum[c]! += toLinear(rgba[i + c]!) * a;
    weight += a;
  }
  return [toSrgb(sum[0]! / weight), toSrgb(sum[1]! / weight), toSrgb(sum[2]! / weight)];
}

export function maxChannelDiff(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
}

export function expectSameBytes(a: Uint8Array, b: Uint8Array): void {
  expect(a.byteLength).toBe(b.byteLength);
  expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
}

export function expectDifferentBytes(a: Uint8Array, b: Uint8Array): void {
  expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).not.toBe(0);
}

/** Checks an image's PNG, size and blurhash against each other. */
export function checkImage(img: GeneratedImage, width: number, height: number, grid: { numX: number; numY: number }) {
  expect(img.mime).toBe('image/png');
  expect(img.width).toBe(width);
  expect(img.height).toBe(height);
  expect(img.bytes).toBeInstanceOf(Uint8Array);
  expect(Array.from(img.bytes.subarray(0, 8))).toEqual(PNG_SIGNATURE);

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
