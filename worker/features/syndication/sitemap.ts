/** @module The crawlers' documents: robots.txt, the sitemap of every page and the Google News sitemap. */
import type { sitemapRows } from './queries';
import { iso, xmlEscape } from './xml';

type Rows = Awaited<ReturnType<typeof sitemapRows>>;

const STATIC_PAGES = ['/trending', '/about', '/help', '/privacy', '/terms', '/landing'];
/** Google News reads at most 1,000 URLs per sitemap. */
const NEWS_MAX_URLS = 1000;

export const robotsTxt = (base: string) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /aux/\nDisallow: /account\n\nSitemap: ${base}/sitemap.xml\nSitemap: ${base}/news-sitemap.xml\n`;

/** The static pages, every tag page and every published article (with when it last changed). */
export function sitemapXml(base: string, { articleRows, tagRows }: Rows): string {
  const urls = [
    ...STATIC_PAGES.map((p) => `<url><loc>${base}${p}</loc></url>`),
    ...tagRows.map((t) => `<url><loc>${base}/trending/${xmlEscape(encodeURIComponent(t.tag))}</loc></url>`),
    ...articleRows.map((a) => `<url><loc>${base}/article/${a.id}</loc><lastmod>${iso(Math.max(a.date, a.modified))}</lastmod></url>`),
  ];
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`;
}

/** The given (recent) articles as Google News entries. */
export function newsSitemapXml(base: string, articleRows: Rows['articleRows']): string {
  const items = articleRows
    .slice(0, NEWS_MAX_URLS)
    .map(
      (a) =>
        `<url><loc>${base}/article/${a.id}</loc><news:news><news:publication><news:name>Edgewire</news:name><news:language>en</news:language></news:publication><news:publication_date>${iso(a.date)}</news:publication_date><news:title>${xmlEscape(a.title)}</news:title></news:news></url>`,
    );
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${items.join('\n')}\n</urlset>`;
}
