/**
 * @module For the open web: robots.txt, sitemaps (an index of every page in files of at most
 * 50,000 URLs, and a Google News sitemap of the last two days), RSS for the latest articles and per tag.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { nowSeconds } from '../../http/time';
import { latestArticles, recentArticles, sitemapArticleRange, sitemapExtent, sitemapTagRange, tagBySlug } from './queries';
import { rssXml } from './rss';
import {
  articlesXml,
  idRange,
  NEWS_MAX_URLS,
  newsSitemapXml,
  parseSitemapFile,
  robotsTxt,
  sitemapFileExists,
  sitemapFiles,
  sitemapIndexXml,
  staticPagesXml,
  tagsXml,
} from './sitemap';

export const pages = new Hono<AppEnv>();

const FEED_ITEMS = 50;
const NEWS_WINDOW_SECONDS = 2 * 86_400;

const xml = (body: string, type = 'application/xml') =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=300, stale-while-revalidate=600' },
  });
const rss = (body: string) => xml(body, 'application/rss+xml');

const origin = (env: Env) => new URL(env.SITE_URL).origin;

pages.get('/robots.txt', (c) => c.text(robotsTxt(origin(c.env)), 200, { 'Cache-Control': 'public, max-age=3600' }));

pages.get('/sitemap.xml', async (c) => xml(sitemapIndexXml(origin(c.env), sitemapFiles(await sitemapExtent(c.get('db'))))));

const NO_SITEMAP = 'No such sitemap';

pages.get('/sitemaps/:file', async (c) => {
  const file = parseSitemapFile(c.req.param('file'));
  if (!file) throw notFound(NO_SITEMAP);
  const base = origin(c.env);
  if (file.kind === 'pages') return xml(staticPagesXml(base));
  const { first, last } = idRange(file.n);
  if (file.kind === 'tags') {
    const { extent, rows } = await sitemapTagRange(c.get('db'), first, last);
    if (!sitemapFileExists(file, extent)) throw notFound(NO_SITEMAP);
    return xml(tagsXml(base, rows));
  }
  const { extent, rows } = await sitemapArticleRange(c.get('db'), first, last);
  if (!sitemapFileExists(file, extent)) throw notFound(NO_SITEMAP);
  return xml(articlesXml(base, rows));
});

pages.get('/news-sitemap.xml', async (c) =>
  xml(newsSitemapXml(origin(c.env), await recentArticles(c.get('db'), nowSeconds() - NEWS_WINDOW_SECONDS, NEWS_MAX_URLS))),
);

pages.get('/rss.xml', async (c) =>
  rss(rssXml(origin(c.env), 'Edgewire', '/rss.xml', await latestArticles(c.get('db'), FEED_ITEMS), nowSeconds())),
);

pages.get('/rss/:file{[A-Za-z0-9_-]{1,80}\\.xml}', async (c) => {
  const slug = c.req.param('file').slice(0, -'.xml'.length);
  const tag = await tagBySlug(c.get('db'), slug);
  if (!tag) throw notFound('No such feed');
  const items = await latestArticles(c.get('db'), FEED_ITEMS, tag.id);
  return rss(rssXml(origin(c.env), `Edgewire: ${tag.name}`, `/rss/${tag.tag}.xml`, items, nowSeconds()));
});
