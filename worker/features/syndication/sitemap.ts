/**
 * @module The crawlers' documents: robots.txt, the sitemap index and its files (sitemaps.org), and
 * the Google News sitemap. /sitemap.xml is an index: one file of the static pages, then tags and
 * articles in files of consecutive id ranges, `perFile` ids each, so no file can hold more URLs
 * than the protocol allows and every file is one primary-key range read (no OFFSET, no count).
 * A range may hold fewer URLs than ids (drafts, deleted rows): an emptier file, never a longer one.
 */
import type { recentArticles, sitemapArticles, sitemapTags } from './queries';
import { iso, xmlEscape } from './xml';

/** The sitemaps.org protocol: at most 50,000 URLs in one sitemap file (and 50,000 files in an index). */
export const SITEMAP_MAX_URLS = 50_000;

const STATIC_PAGES = ['/trending', '/about', '/help', '/privacy', '/terms', '/landing'];
/** Google News reads at most 1,000 URLs per sitemap. */
export const NEWS_MAX_URLS = 1000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One file of the index: the static pages, or the n-th id range (from 1) of tags or articles. */
export type SitemapFile = { kind: 'pages' } | { kind: 'tags' | 'articles'; n: number };
/** The highest id of each table (0 when empty): how many range files there are. */
export type SitemapExtent = { tags: number; articles: number };

export const robotsTxt = (base: string) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /aux/\nDisallow: /account\n\nSitemap: ${base}/sitemap.xml\nSitemap: ${base}/news-sitemap.xml\n`;

export const sitemapFileName = (f: SitemapFile) => (f.kind === 'pages' ? 'pages.xml' : `${f.kind}-${f.n}.xml`);

/** `/sitemaps/{name}` → the file it names, or null (a 404). No leading zeros: one name per file. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const m = /^(tags|articles)-([1-9]\d{0,8})\.xml$/.exec(name);
  return m ? { kind: m[1] as 'tags' | 'articles', n: Number(m[2]) } : null;
}

/** Ids `first..last` of range file n: (n-1)·perFile+1 to n·perFile, at most perFile rows. */
export function idRange(n: number, perFile = SITEMAP_MAX_URLS): { first: number; last: number } {
  return { first: (n - 1) * perFile + 1, last: n * perFile };
}

/** How many range files ids 1..maxId make. */
export const rangeFiles = (maxId: number, perFile = SITEMAP_MAX_URLS) => Math.ceil(Math.max(0, maxId) / perFile);

/** Every file the index lists, in order: pages, tags-1.., articles-1.. */
export function sitemapFiles(extent: SitemapExtent, perFile = SITEMAP_MAX_URLS): SitemapFile[] {
  const files: SitemapFile[] = [{ kind: 'pages' }];
  for (const kind of ['tags', 'articles'] as const) {
    for (let n = 1; n <= rangeFiles(extent[kind], perFile); n++) files.push({ kind, n });
  }
  return files;
}

/** Whether a parsed file exists for this extent (a range past the last id is a 404). */
export const sitemapFileExists = (f: SitemapFile, extent: SitemapExtent, perFile = SITEMAP_MAX_URLS) =>
  f.kind === 'pages' || f.n <= rangeFiles(extent[f.kind], perFile);

export function sitemapIndexXml(base: string, files: SitemapFile[]): string {
  const entries = files.map((f) => `<sitemap><loc>${base}/sitemaps/${sitemapFileName(f)}</loc></sitemap>`);
  return `<sitemapindex xmlns="${XMLNS}">\n${entries.join('\n')}\n</sitemapindex>`;
}

const urlset = (urls: string[]) => `<urlset xmlns="${XMLNS}">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>`;

export const staticPagesXml = (base: string) => urlset(STATIC_PAGES.map((p) => `<url><loc>${base}${p}</loc></url>`));

export const tagsXml = (base: string, rows: Awaited<ReturnType<typeof sitemapTags>>) =>
  urlset(rows.map((t) => `<url><loc>${base}/trending/${xmlEscape(encodeURIComponent(t.tag))}</loc></url>`));

/** Published articles, with when each last changed. */
export const articlesXml = (base: string, rows: Awaited<ReturnType<typeof sitemapArticles>>) =>
  urlset(rows.map((a) => `<url><loc>${base}/article/${a.id}</loc><lastmod>${iso(Math.max(a.date, a.modified))}</lastmod></url>`));

/** The given (recent) articles as Google News entries. */
export function newsSitemapXml(base: string, articleRows: Awaited<ReturnType<typeof recentArticles>>): string {
  const items = articleRows
    .slice(0, NEWS_MAX_URLS)
    .map(
      (a) =>
        `<url><loc>${base}/article/${a.id}</loc><news:news><news:publication><news:name>Edgewire</news:name><news:language>en</news:language></news:publication><news:publication_date>${iso(a.date)}</news:publication_date><news:title>${xmlEscape(a.title)}</news:title></news:news></url>`,
    );
  return `<urlset xmlns="${XMLNS}" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${items.join('\n')}\n</urlset>`;
}
