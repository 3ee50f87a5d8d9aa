import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['St. Louis-MO', 'st-louis-mo'],
    ["Coeur d'Alene-ID", 'coeur-dalene-id'],
    ['Arts & Culture', 'arts-and-culture'],
    ['  Café  Société ', 'cafe-societe'],
    ['--Already-slugged--', 'already-slugged'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});
