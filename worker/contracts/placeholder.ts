/** @module The average colour encoded in a blurhash (its DC term): a zero-cost image placeholder. */
const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

export function blurhashAverageColor(hash: string | null | undefined): string | null {
  if (!hash || hash.length < 6) return null;
  let value = 0;
  for (const ch of hash.slice(2, 6)) {
    const digit = BASE83.indexOf(ch);
    if (digit < 0) return null;
    value = value * 83 + digit;
  }
  return `#${value.toString(16).padStart(6, '0').slice(-6)}`;
}
