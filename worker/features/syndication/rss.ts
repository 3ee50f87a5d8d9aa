/**
 * @module RSS 2.0 channels of articles. Gated bodies never appear in a feed: each item is checked
 * with the one access rule as a guest would be.
 */
import { checkAccess, excerptOf } from '../articles/access';
import { sanitizeArticleHtml } from '../articles/sanitize';
import type { FeedArticle } from './queries';
import { cdata, rfc822, xmlEscape } from './xml';

const absolute = (base: string, url: string | null) => (url?.startsWith('/') ? `${base}${url}` : url);

function rssItem(base: string, a: FeedArticle, now: number): string {
  const link = `${base}/article/${a.id}`;
  // RSS readers are anonymous: an item carries its body only when a guest may read it.
  const open = checkAccess(
    { content_type: a.contentType, paywall: a.paywall },
    { signedIn: false, subscriptionEnd: null },
    { nowSeconds: now },
  ).allowed;
  const image = absolute(base, a.imageUrl);
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

/** One channel: `base` is the site's origin, `selfPath` the feed's own path. */
export function rssXml(base: string, title: string, selfPath: string, items: FeedArticle[], now: number): string {
  return (
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>` +
    `<title>${xmlEscape(title)}</title><link>${base}/trending</link><description>${xmlEscape('The day’s news, curated by Edgewire editors.')}</description>` +
    `<language>en</language><atom:link href="${base}${selfPath}" rel="self" type="application/rss+xml"/>` +
    (items[0] ? `<lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>` : '') +
    items.map((a) => rssItem(base, a, now)).join('\n') +
    `</channel></rss>`
  );
}
