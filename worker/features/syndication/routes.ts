/**
 * @module For the open web: robots.txt, sitemaps (all pages, and a Google News sitemap of the
 * last two days), RSS for the latest articles and per tag. Gated bodies never appear in a feed:
 * each item is checked with the one access rule as a guest would be.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { checkAccess, excerptOf } from '../articles/access';
import { sanitizeArticleHtml } from '../articles/sanitize';
import { type FeedArticle, latestArticles, sitemapRows, tagBySlug } from './queries';
import { cdata, iso, rfc822, xmlEscape } from './xml';

export const feedRoutes = new Hono<AppEnv>();

const FEED_ITEMS = 50;
const NEWS_WINDOW_SECONDS = 2 * 86_400;
const STATIC_PAGES = ['/trending', '/about', '/help', '/privacy', '/terms', '/landing'];

const xml = (body: string, type = 'application/xml') =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=300, stale-while-revalidate=600' },
  });

const origin = (env: Env) => new URL(env.SITE_URL).origin;
const absolute = (env: Env, url: string | null) => (url?.startsWith('/') ? `${origin(env)}${url}` : url);

feedRoutes.get('/robots.txt', (c) =>
  c.text(
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /aux/\nDisallow: /account\n\nSitemap: ${origin(c.env)}/sitemap.xml\nSitemap: ${origin(c.env)}/news-sitemap.xml\n`,
    200,
    {
      'Cache-Control': 'public, max-age=3600',
    },
  ),
);

feedRoutes.get('/sitemap.xml', async (c) => {
  const { articleRows, tagRows } = await sitemapRows(c.get('db'));
  const base = origin(c.env);
  const urls = [
    ...STATIC_PAGES.map((p) => `<url><loc>${base}${p}</loc></url>`),
    ...tagRows.map((t) => `<url><loc>${base}/trending/${xmlEscape(encodeURIComponent(t.tag))}</loc></url>`),
    ...articleRows.map((a) => `<url><loc>${base}/article/${a.id}</loc><lastmod>${iso(Math.max(a.date, a.modified))}</lastmod></url>`),
  ];
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`);
});

feedRoutes.get('/news-sitemap.xml', async (c) => {
  const since = Math.floor(Date.now() / 1000) - NEWS_WINDOW_SECONDS;
  const { articleRows } = await sitemapRows(c.get('db'), since);
  const base = origin(c.env);
  const items = articleRows
    .slice(0, 1000)
    .map(
      (a) =>
        `<url><loc>${base}/article/${a.id}</loc><news:news><news:publication><news:name>Edgewire</news:name><news:language>en</news:language></news:publication><news:publication_date>${iso(a.date)}</news:publication_date><news:title>${xmlEscape(a.title)}</news:title></news:news></url>`,
    );
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${items.join('\n')}\n</urlset>`,
  );
});

function rssItem(env: Env, a: FeedArticle, now: number): string {
  const link = `${origin(env)}/article/${a.id}`;
  // RSS readers are anonymous: an item carries its body only when a guest may read it.
  const open = checkAccess(
    { content_type: a.contentType, paywall: a.paywall },
    { signedIn: false, subscriptionEnd: null },
    { nowSeconds: now },
  ).allowed;
  const image = absolute(env, a.imageUrl);
  return [
    '<item>',
    `<title>${xmlEscape(a.title)}</title>`,
    `<link>${link}</link>`,
    `<guid isPermaLink="true">${link}</guid>`,
    `<pubDate>${rfc822(a.date)}</pubDate>`,
    a.publication ? `<dc:creator>${xmlEscape(a.publication)}</dc:creator>` : '',
    `<description>${xmlEscape(excerptOf(a.contentText, 280))}</description>`,
    open ? `<content:encoded>${cdata(sanitizeArticleHtml(a.content))}</content:encoded>` : '',
    image ? `<enclosure url="${xmlEscape(image)}" type="image/png" length="0"/>` : '',
    '</item>',
  ].join('');
}

function rss(env: Env, title: string, selfPath: string, items: FeedArticle[]) {
  const base = origin(env);
  const now = Math.floor(Date.now() / 1000);
  return xml(
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>` +
      `<title>${xmlEscape(title)}</title><link>${base}/trending</link><description>${xmlEscape('The day’s news, curated by Edgewire editors.')}</description>` +
      `<language>en</language><atom:link href="${base}${selfPath}" rel="self" type="application/rss+xml"/>` +
      (items[0] ? `<lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>` : '') +
      items.map((a) => rssItem(env, a, now)).join('\n') +
      `</channel></rss>`,
    'application/rss+xml',
  );
}

feedRoutes.get('/rss.xml', async (c) => rss(c.env, 'Edgewire', '/rss.xml', await latestArticles(c.get('db'), FEED_ITEMS)));

feedRoutes.get('/rss/:file{[A-Za-z0-9_-]{1,80}\\.xml}', async (c) => {
  const slug = c.req.param('file').slice(0, -'.xml'.length);
  const tag = await tagBySlug(c.get('db'), slug);
  if (!tag) throw notFound('No such feed');
  return rss(c.env, `Edgewire: ${tag.name}`, `/rss/${tag.tag}.xml`, await latestArticles(c.get('db'), FEED_ITEMS, tag.id));
});
