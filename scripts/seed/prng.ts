/** @module Seeded randomness for the seed: one stream per named purpose, never Math.random. */

/** FNV-1a, then a murmur3 finaliser so that similar names give unrelated seeds. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Bump to reshuffle every generated value at once. */
export const SEED = 'edgewire-seed-v1';

/** mulberry32: a tiny, fast, seedable PRNG returning floats in [0, 1). The seed's only one. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * mulberry32 streams keyed by purpose ("article:17", "comments"): adding a comment template
 * then reshuffles the comments only, not every article that comes after it.
 */
export class Rng {
  private readonly stream: () => number;

  /**
   * A purpose is salted with SEED. A number is taken as the raw mulberry32 seed: the images'
   * streams predate SEED and are keyed by hash32(name) alone, so their PNG bytes stay as they were.
   */
  constructor(purpose: string | number) {
    this.stream = mulberry32(typeof purpose === 'number' ? purpose : hash32(`${SEED}:${purpose}`));
  }

  next(): number {
    return this.stream();
  }

  /** Float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** Picks by weight; `weights` pairs each choice with a relative likelihood. */
  weighted<T>(weights: readonly (readonly [T, number])[]): T {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, w] of weights) {
      roll -= w;
      if (roll < 0) return value;
    }
    return (weights[weights.length - 1] as readonly [T, number])[0];
  }
}
