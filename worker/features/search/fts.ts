/**
 * @module Turning reader text into a safe FTS5 MATCH expression. Reader input is never passed to
 * MATCH as is: quotes, NEAR, *, parentheses and column filters would be FTS syntax (and unbalanced
 * ones a SQL error). Each word of two characters or more becomes a quoted prefix term; all terms must match.
 */

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;
/**
 * A one-character word is a prefix of a large part of the index ("a"* expands to every term that
 * starts with a): at a million articles a scan of most of the index. It is left out of the query,
 * and text of nothing else searches nothing (the empty lists: 'No results found'), at once.
 */
export const MIN_TERM_CHARS = 2;

/** Returns null when nothing searchable remains (the caller answers with an empty list). */
export function toFtsQuery(input: string): string | null {
  const terms = input
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => [...t].length >= MIN_TERM_CHARS)
    .slice(0, MAX_TERMS)
    .map((t) => t.slice(0, MAX_TERM_LENGTH));
  if (terms.length === 0) return null;
  return terms.map((t) => `"${t}"*`).join(' ');
}

/**
 * The same query with every word as a whole term (toFtsQuery output only: each term is `"word"*`).
 * A prefix term of four letters or more has no prefix index (`prefix = '2 3'`), so FTS5 merges the
 * doclists of every term it starts before it can walk any of them: at a million articles, 10-25 ms
 * for "city", per stream, against 0.1 ms for the whole term `"city"`, which FTS5 walks newest first
 * and stops (docs/scaling.md). Search asks for the whole words first (queries.ts).
 */
export function wholeWords(ftsQuery: string): string {
  return ftsQuery.replaceAll('"*', '"');
}
