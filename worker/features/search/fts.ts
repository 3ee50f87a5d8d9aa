/**
 * @module Turning reader text into a safe FTS5 MATCH expression. Reader input is never passed to
 * MATCH as is: quotes, NEAR, *, parentheses and column filters would be FTS syntax (and unbalanced
 * ones a SQL error). Each word becomes a quoted prefix term; all terms must match.
 */

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** Returns null when nothing searchable remains (the caller answers with an empty list). */
export function toFtsQuery(input: string): string | null {
  const terms = input
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((t) => t.slice(0, MAX_TERM_LENGTH));
  if (terms.length === 0) return null;
  return terms.map((t) => `"${t}"*`).join(' ');
}
