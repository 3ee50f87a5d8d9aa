/** @module Skewed choices for the scale corpus: a Zipf sampler, exact allocations, and cheap integer hashes. */

/** Cumulative weights of ranks 1..n with P(k) proportional to 1 / k^s (index 0 is rank 1). */
export function zipfCdf(n: number, s: number): Float64Array {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`a Zipf distribution needs at least one rank, got ${n}`);
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 1; k <= n; k++) {
    sum += 1 / k ** s;
    cdf[k - 1] = sum;
  }
  return cdf;
}

/** The first index whose cumulative weight exceeds u x total, for u in [0, 1). */
export function pickFromCdf(cdf: Float64Array, u: number): number {
  const target = u * (cdf[cdf.length - 1] as number);
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cdf[mid] as number) > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Draws ranks (0 = the most frequent) from Zipf(n, s) given uniform numbers; O(log n) per draw. */
export class ZipfSampler {
  private readonly cdf: Float64Array;

  constructor(
    readonly n: number,
    readonly s: number,
  ) {
    this.cdf = zipfCdf(n, s);
  }

  rank(u: number): number {
    return pickFromCdf(this.cdf, u);
  }

  /** P(rank), for tests and reports. */
  probability(rank: number): number {
    const total = this.cdf[this.n - 1] as number;
    return ((this.cdf[rank] as number) - (rank > 0 ? (this.cdf[rank - 1] as number) : 0)) / total;
  }
}

/**
 * Splits `total` into whole shares proportional to `weights`, none above `cap`, summing to
 * exactly `total` (largest remainders; ties to the lower index, so the result is deterministic).
 * Shares over the cap are pinned at it and the rest is shared again among the others.
 */
export function allocate(total: number, weights: ArrayLike<number>, cap = Number.POSITIVE_INFINITY): Int32Array {
  const n = weights.length;
  const out = new Int32Array(n);
  let active: number[] = [];
  for (let i = 0; i < n; i++) if ((weights[i] as number) > 0) active.push(i);
  if (total > active.length * cap) throw new RangeError(`cannot share ${total} among ${active.length} with at most ${cap} each`);
  let remaining = total;
  while (remaining > 0) {
    if (active.length === 0) throw new RangeError(`no positive weight to share ${remaining} among`);
    let sum = 0;
    for (const i of active) sum += weights[i] as number;
    const over = active.filter((i) => (remaining * (weights[i] as number)) / sum > cap);
    if (over.length > 0) {
      for (const i of over) out[i] = cap;
      remaining -= over.length * cap;
      const pinned = new Set(over);
      active = active.filter((i) => !pinned.has(i));
      continue;
    }
    const fractions: number[] = [];
    let given = 0;
    for (const i of active) {
      const quota = (remaining * (weights[i] as number)) / sum;
      const whole = Math.floor(quota);
      out[i] = whole;
      given += whole;
      fractions.push(quota - whole);
    }
    const order = active.map((_, j) => j).sort((a, b) => (fractions[b] as number) - (fractions[a] as number) || a - b);
    for (let j = 0; j < remaining - given; j++) {
      const i = active[order[j] as number] as number;
      out[i] = (out[i] as number) + 1;
    }
    remaining = 0;
  }
  return out;
}

/** A 32-bit mix of a few integers (murmur3's finaliser over a multiply-xor fold): stateless randomness. */
export function mix(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = Math.imul(h ^ (v | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** mix() as a float in [0, 1). */
export const unit = (...values: number[]): number => mix(...values) / 4294967296;

/** The k-th of `count` distinct picks from 1..size (an affine walk; stride coprime with size). */
export function distinctPick(size: number, offset: number, stride: number, k: number): number {
  return 1 + ((offset + k * stride) % size);
}

/** A stride in [1, size) coprime with size, so distinctPick visits every value once per cycle. */
export function coprimeStride(size: number, seed: number): number {
  if (size <= 1) return 1;
  let s = 1 + (seed % (size - 1));
  while (gcd(s, size) !== 1) s = (s % (size - 1)) + 1;
  return s;
}

function gcd(x: number, y: number): number {
  let [a, b] = [x, y];
  while (b) [a, b] = [b, a % b];
  return a;
}
