/**
 * @module Search and social metadata of an article page: canonical URL, Open Graph / Twitter
 * props and schema.org NewsArticle JSON-LD, with Google's paywalled-content markup for gated
 * articles (isAccessibleForFree false + hasPart pointing at `.paywall`). The body text is never
 * part of the metadata, so a gated article's JSON-LD gives away nothing the excerpt does not.
 */
import type { OpenGraph } from '../../../client/server/components/Document';
import type { ArticleDto } from '../../contracts/articles';
import { categoryTag } from '../../contracts/cards';
import { isFreeArticle } from './access';

/** The CSS class of the element holding the (possibly clipped) body of a gated article. */
export const PAYWALL_CLASS = 'paywall';

export function absoluteUrl(url: string | null | undefined, siteUrl: string): string | undefined {
  if (!url) return undefined;
  try {
    const abs = new URL(url, siteUrl);
    return abs.protocol === 'https:' || abs.protocol === 'http:' ? abs.href : undefined;
  } catch {
    return undefined;
  }
}

/** Canonical URL: the id alone; the slug and any other query text are not part of it (see 009). */
export const canonicalArticleUrl = (siteUrl: string, id: number) => `${siteUrl.replace(/\/$/, '')}/article/${id}`;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** What the editor wrote for search and social cards (articles.dek, seo_*, social_image_url). */
export type EditorialMeta = {
  dek: string | null;
  slug: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  socialImageUrl: string | null;
};
export const NO_EDITORIAL: EditorialMeta = { dek: null, slug: null, seoTitle: null, seoDescription: null, socialImageUrl: null };

/**
 * The page's <head> words (decision 063): the SEO title over the headline, the SEO
 * description over the dek over the body's own description (which, for a gated article, gives
 * away no more than the excerpt: the editor's fields are written to be public), the social image
 * over the article's image.
 */
export function headWords(
  article: { title: string; image_url: string | null },
  editorial: EditorialMeta,
  derivedDescription: string,
): { title: string; description: string; image: string | null } {
  return {
    title: editorial.seoTitle || article.title,
    description: editorial.seoDescription || editorial.dek || derivedDescription,
    image: editorial.socialImageUrl || article.image_url,
  };
}

export function articleMeta(
  article: ArticleDto,
  opts: { siteUrl: string; modified: number; description: string; editorial?: EditorialMeta },
) {
  const canonical = canonicalArticleUrl(opts.siteUrl, article.id);
  const words = headWords(article, opts.editorial ?? NO_EDITORIAL, opts.description);
  const image = absoluteUrl(words.image, opts.siteUrl);
  const section = categoryTag(article.tags)?.name;
  const free = isFreeArticle(article);
  const publication = article.tags.find((t) => t.type === 'publication');
  const authors = article.tags.filter((t) => t.type === 'author');
  const og: OpenGraph = { type: 'article', image, publishedTime: article.date, section };
  const organization = (name: string, logo: string | undefined) => ({
    '@type': 'Organization',
    name,
    ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}),
  });
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: words.description || undefined,
    url: canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    datePublished: iso(article.date),
    dateModified: iso(Math.max(opts.modified, article.date)),
    ...(image ? { image: [image] } : {}),
    ...(section ? { articleSection: section } : {}),
    keywords: article.tags.map((t) => t.name),
    author: authors.length
      ? authors.map((a) => ({ '@type': 'Person', name: a.name }))
      : [organization(publication?.name ?? 'Edgewire', absoluteUrl(publication?.image_url, opts.siteUrl))],
    ...(publication ? { sourceOrganization: organization(publication.name, absoluteUrl(publication.image_url, opts.siteUrl)) } : {}),
    publisher: organization('Edgewire', absoluteUrl('/favicon.svg', opts.siteUrl)),
    isAccessibleForFree: free,
    ...(free ? {} : { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: `.${PAYWALL_CLASS}` } }),
  };
  return { canonical, og, jsonLd, title: words.title, description: words.description };
}
