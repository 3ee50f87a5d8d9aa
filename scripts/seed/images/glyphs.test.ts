/** @module Initials and the 5x7 pixel font they are drawn with. */
import { describe, expect, it } from 'vitest';
import { glyphRows, initialsOf, makeAvatar, makeLogo, SUPPORTED_INITIAL_CHARS } from './index';

// --- initials and the pixel font --------------------------------------------

describe('initialsOf', () => {
  it.each([
    ['The New York Times', 3, 'NYT'],
    ['The New York Times', 2, 'NY'],
    ['Field & Stream', 3, 'F&S'],
    ['Field & Stream', 2, 'FS'],
    ['TechCrunch', 2, 'TC'],
    ['Zoë Ångström', 2, 'ZA'],
    ['ada lovelace', 2, 'AL'],
    ['404 Media', 3, '4M'],
    ['The The', 2, 'TT'],
    ['Reuters', 3, 'R'],
    ['& Co', 3, 'C'],
  ])('%j (max %i) -> %s', (name, max, expected) => {
    expect(initialsOf(name, max)).toBe(expected);
  });

  it('falls back to a deterministic letter when nothing is drawable', () => {
    const a = initialsOf('');
    expect(a).toMatch(/^[A-Z]$/);
    expect(initialsOf('')).toBe(a);
    expect(initialsOf('日本語')).toMatch(/^[A-Z]$/);
    expect(() => makeLogo('')).not.toThrow();
    expect(() => makeAvatar('日本語')).not.toThrow();
  });

  it('only ever uses characters the font can draw', () => {
    for (const name of ['O’Brien-Smith', 'C3PO & R2D2 Weekly', 'über.net', '  ', '!!!']) {
      for (const ch of initialsOf(name, 3)) expect(SUPPORTED_INITIAL_CHARS).toContain(ch);
    }
  });
});

describe('pixel font', () => {
  it('has a distinct, non-empty 5x7 glyph for A-Z, 0-9 and &', () => {
    expect(SUPPORTED_INITIAL_CHARS).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789&');
    const seen = new Set<string>();
    for (const ch of SUPPORTED_INITIAL_CHARS) {
      const rows = glyphRows(ch);
      expect(rows, ch).not.toBeNull();
      expect(rows).toHaveLength(7);
      for (const r of rows!) {
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThan(32);
      }
      expect(rows!.some((r) => r !== 0)).toBe(true);
      seen.add(rows!.join(','));
    }
    expect(seen.size).toBe(SUPPORTED_INITIAL_CHARS.length);
    expect(glyphRows('a')).toBeNull();
    expect(glyphRows('?')).toBeNull();
  });

  it('draws the expected shape for a known glyph', () => {
    const art = glyphRows('A')!.map((r) => r.toString(2).padStart(5, '0').replace(/0/g, '.').replace(/1/g, '#'));
    expect(art).toEqual(['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#']);
  });
});
