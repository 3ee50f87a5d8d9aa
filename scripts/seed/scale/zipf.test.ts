import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../prng';
import { allocate, coprimeStride, distinctPick, mix, pickFromCdf, unit, ZipfSampler, zipfCdf } from './zipf';

describe('ZipfSampler', () => {
  it('draws rank k about as often as 1 / k^s says', () => {
    const zipf = new ZipfSampler(200, 1.05);
    const random = mulberry32(42);
    const seen = new Int32Array(200);
    const draws = 200_000;
    for (let i = 0; i < draws; i++) {
      const rank = zipf.rank(random());
      seen[rank] = (seen[rank] as number) + 1;
    }
    for (const rank of [0, 1, 4, 19]) {
      expect((seen[rank] as number) / draws).toBeCloseTo(zipf.probability(rank), 2);
    }
    // Skewed: the head dominates, the tail is still drawn.
    expect(seen[0]).toBeGreaterThan(10 * (seen[99] as number));
    expect(seen[199]).toBeGreaterThan(0);
  });

  it('maps the ends of [0, 1) to the first and last rank', () => {
    const cdf = zipfCdf(10, 1);
    expect(pickFromCdf(cdf, 0)).toBe(0);
    expect(pickFromCdf(cdf, 0.999999)).toBe(9);
    expect(() => zipfCdf(0, 1)).toThrow(RangeError);
  });
});

describe('allocate', () => {
  it('shares a total exactly and in proportion', () => {
    const shares = allocate(1000, [3, 1, 0, 1]);
    expect([...shares]).toEqual([600, 200, 0, 200]);
    const skewed = allocate(
      12_345,
      Float64Array.from({ length: 500 }, (_, i) => 1 / (i + 1) ** 0.8),
    );
    expect(skewed.reduce((a, b) => a + b, 0)).toBe(12_345);
    expect(skewed[0]).toBeGreaterThan(skewed[499] as number);
  });

  it('never gives a share above the cap, and shares the excess among the rest', () => {
    const shares = allocate(100, [1000, 1, 1, 1, 1], 30);
    expect(shares[0]).toBe(30);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...shares)).toBeLessThanOrEqual(30);
    expect(() => allocate(100, [1, 1, 0], 30)).toThrow(RangeError);
  });

  it('is deterministic on ties', () => {
    expect([...allocate(5, [1, 1, 1])]).toEqual([2, 2, 1]);
  });
});

describe('stateless draws', () => {
  it('mix and unit depend only on their inputs', () => {
    expect(mix(1, 2, 3)).toBe(mix(1, 2, 3));
    expect(mix(1, 2, 3)).not.toBe(mix(1, 3, 2));
    const u = unit(7, 8);
    expect(u).toBeGreaterThanOrEqual(0);
    expect(u).toBeLessThan(1);
  });

  it('distinctPick visits every value of 1..size once per cycle', () => {
    for (const size of [50, 64, 200_000]) {
      const stride = coprimeStride(size, mix(size));
      const picks = new Set(Array.from({ length: Math.min(size, 5000) }, (_, k) => distinctPick(size, 17 % size, stride, k)));
      expect(picks.size).toBe(Math.min(size, 5000));
      expect(Math.min(...picks)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...picks)).toBeLessThanOrEqual(size);
    }
  });
});
