import { describe, expect, it } from 'vitest';
import { MIN_TERM_CHARS, toFtsQuery } from './fts';

describe('toFtsQuery', () => {
  it('quotes each word as a prefix term', () => {
    expect(toFtsQuery('City Council')).toBe('"city"* "council"*');
  });
  it('strips FTS syntax: quotes, NEAR, stars, parentheses, column filters', () => {
    expect(toFtsQuery('"abc" NEAR(xx yy) * ( title:foo')).toBe('"abc"* "near"* "xx"* "yy"* "title"* "foo"*');
  });
  it('gives null for blank or punctuation-only input', () => {
    expect(toFtsQuery('   ')).toBeNull();
    expect(toFtsQuery('"*()^:')).toBeNull();
  });
  it('bounds very long input', () => {
    const q = toFtsQuery('a'.repeat(10_000) + ' b'.repeat(5_000));
    expect(q!.length).toBeLessThan(500);
  });
  it('leaves out one-character words, and searches nothing when nothing else is left', () => {
    for (const q of ['a', 'A', ' x ', 'é', '7', 'a b c', 'a-b', '...', '?!', '"*()^:']) expect(toFtsQuery(q), q).toBeNull();
    expect(toFtsQuery('a city')).toBe('"city"*');
    expect(toFtsQuery('Apollo 11')).toBe('"apollo"* "11"*');
    expect(MIN_TERM_CHARS).toBe(2);
  });
});
