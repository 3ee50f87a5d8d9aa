import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './fts';

describe('toFtsQuery', () => {
  it('quotes each word as a prefix term', () => {
    expect(toFtsQuery('City Council')).toBe('"city"* "council"*');
  });
  it('strips FTS syntax: quotes, NEAR, stars, parentheses, column filters', () => {
    expect(toFtsQuery('"abc" NEAR(x y) * ( title:foo')).toBe('"abc"* "near"* "x"* "y"* "title"* "foo"*');
  });
  it('gives null for blank or punctuation-only input', () => {
    expect(toFtsQuery('   ')).toBeNull();
    expect(toFtsQuery('"*()^:')).toBeNull();
  });
  it('bounds very long input', () => {
    const q = toFtsQuery('a'.repeat(10_000) + ' b'.repeat(5_000));
    expect(q!.length).toBeLessThan(500);
  });
});
