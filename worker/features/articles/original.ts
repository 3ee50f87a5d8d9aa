/**
 * @module The link from an article page to the publisher's original story (decision 045): which
 * `articles.url` values become a link, and the host a reader is told they are going to. Pure.
 *
 * The url is never trusted to be a link: it is the editors' rule (`HTTP_URL`, what the back office
 * accepts) and the WHATWG parser must agree it is http(s), so a `javascript:`, `data:`, relative
 * or malformed value in the database links nowhere, whatever wrote it. The href is the parser's
 * own serialisation and the host its punycode form, so what the note and the modal name is where
 * the browser goes.
 */
import { linksOut } from '../../contracts/access';
import { HTTP_URL } from '../../contracts/admin-articles';
import type { ArticleDto } from '../../contracts/articles';

export type OriginalStory = { href: string; host: string };

/**
 * The original story's link, or null when there is none to follow: no usable url; an Edgewire
 * exclusive (a content type Edgewire publishes itself, `linksOut` in contracts/access.ts: the
 * page is the original); credentials in the url (no publisher needs them, and they would be
 * sent along); or a url on this site's own host (the reader would not be leaving). It depends on the article
 * alone, never on the reader: the url is not paid content (the API sends it to every reader),
 * and one article's markup is shared by every reader drawn alike (reader-read.ts).
 */
export function originalStory(article: Pick<ArticleDto, 'url' | 'content_type'>, siteUrl: string): OriginalStory | null {
  const raw = article.url;
  if (!raw || !linksOut(article) || !HTTP_URL.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  if (url.hostname === hostnameOf(siteUrl)) return null;
  return { href: url.href, host: url.host };
}

function hostnameOf(siteUrl: string): string | null {
  try {
    return new URL(siteUrl).hostname;
  } catch {
    return null;
  }
}
