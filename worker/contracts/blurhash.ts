/**
 * Blurhash shape validation shared by the Worker, the client and the seed.
 *
 * Runtime-neutral on purpose: no Node or Workers APIs and no imports, so it
 * can be bundled anywhere.
 *
 * Product rule: "Blurhash must be at least 6 characters and its length must
 * match its declared grid size."
 *
 * Layout of a blurhash (https://github.com/woltapp/blurhash/blob/master/Algorithm.md):
 *   [0]      size flag      = (numX - 1) + (numY - 1) * 9, numX/numY in 1..9
 *   [1]      quantised max AC value
 *   [2..5]   DC component (4 chars)
 *   [6..]    2 chars per AC component, numX * numY - 1 of them
 * so the total length is 4 + 2 * numX * numY.
 *
 * Why not just wrap `isBlurhashValid` from the `blurhash` package (v2.0.5)?
 * It checks the length rule but not the alphabet: an unknown character is
 * decoded as -1 and the hash can still "pass". This version also rejects
 * characters outside the base83 alphabet and size flags above 80 (which would
 * declare 10 rows, which the format does not allow). For every hash made only
 * of base83 characters with a flag of 80 or less, it gives the same answer
 * as the library.
 */

/** The base83 alphabet used by blurhash, in digit order. */
export const BLURHASH_BASE83_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

/** Shortest legal blurhash: a 1x1 grid (flag + max AC + 4 DC chars). */
export const BLURHASH_MIN_LENGTH = 6;

/** Longest legal blurhash: a 9x9 grid. */
export const BLURHASH_MAX_LENGTH = 4 + 2 * 9 * 9;

export interface BlurhashGrid {
  /** Components across (1..9). */
  numX: number;
  /** Components down (1..9). */
  numY: number;
}

/** Value of one base83 digit, or -1 if `ch` is not in the alphabet. */
function base83Digit(ch: string): number {
  return BLURHASH_BASE83_ALPHABET.indexOf(ch);
}

/**
 * The component grid declared by a hash's first character, or null when that
 * character is missing, not base83, or declares more than 9 rows.
 */
export function blurhashGrid(hash: string): BlurhashGrid | null {
  if (hash.length === 0) return null;
  const flag = base83Digit(hash.charAt(0));
  if (flag < 0 || flag > 80) return null;
  return { numX: (flag % 9) + 1, numY: Math.floor(flag / 9) + 1 };
}

/**
 * True when `hash` is a well-formed blurhash: a string of at least 6 base83
 * characters whose length equals 4 + 2 * numX * numY for the grid declared by
 * its first character. It does not check that the colours it encodes are in
 * range; it is a shape check, like the library's.
 */
export function isValidBlurhash(hash: string): boolean {
  if (typeof hash !== 'string') return false;
  if (hash.length < BLURHASH_MIN_LENGTH || hash.length > BLURHASH_MAX_LENGTH) return false;
  const grid = blurhashGrid(hash);
  if (grid === null) return false;
  if (hash.length !== 4 + 2 * grid.numX * grid.numY) return false;
  for (let i = 1; i < hash.length; i++) {
    if (base83Digit(hash.charAt(i)) < 0) return false;
  }
  return true;
}
