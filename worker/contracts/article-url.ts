/**
 * @module Article URLs (spec: "the title slug is appended as query text"): `/article/{id}?{slug}`.
 * The slug is cosmetic: pages ignore it, the canonical URL leaves it out, and the edge cache keys
 * a page without it (docs/decisions/009). Runtime-neutral, so cards and share links can use it.
 */

/** "Storm hits the coast: 3 dead" → "storm-hits-the-coast-3-dead" (ASCII, at most 80 characters). */
export function articleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80).replace(/-+$/, '');
}

/**
 * The link to an article, with its slug as query text: the editor's own (articles.slug) when it
 * has one, else the title's. The id alone finds the article, so every older link keeps working.
 */
export function articleHref(id: number, title: string, editorSlug?: string | null): string {
  const slug = editorSlug || articleSlug(title);
  return slug ? `/article/${id}?${slug}` : `/article/${id}`;
}
