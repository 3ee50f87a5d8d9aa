/**
 * @module One slug rule for tag keys, wherever they are made: the back office's tag form (a key
 * from the name when none is given) and the seed's catalog. Runtime-neutral and pure.
 */

/** URL- and tag-safe slug: "St. Louis-MO" → "st-louis-mo", "Coeur d'Alene-ID" → "coeur-dalene-id", "Arts & Culture" → "arts-and-culture". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
