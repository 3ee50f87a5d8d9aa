/**
 * @module Per-isolate memo of prepared article bodies. Sanitizing editor HTML is the most
 * expensive step of an article render, and bodies change rarely, so the sanitized HTML and the
 * texts derived from the plain text (the gated excerpt, the meta descriptions) are kept per
 * isolate, keyed by article id and checked against the stored version (modified + body length)
 * inside the article's one D1 batch: when they match, the body columns are not even sent.
 * Holding paid bodies here is fine: this is server memory, and access is decided per request.
 * It is the registry's `article-bodies` (worker/cache): checked against D1 on every use, so no
 * writer has to drop it.
 */
import { memo } from '../../cache';
import { excerptOf } from './access';
import { expandEmbeds } from './body-embeds';
import type { KnownBody } from './queries';
import { sanitizeArticleHtml } from './sanitize';

export type PreparedBody = KnownBody & {
  /** Sanitized HTML with its embeds drawn as facades, sent only to readers checkAccess lets in. */
  html: string;
  /** The server-clipped excerpt shown (with a fade) to readers who are not let in. */
  excerpt: string;
  /** Meta/OG description for free articles: the first sentence, at most 160 characters. */
  description: string;
  /** Meta/OG description for gated articles: never more than the excerpt gives away. */
  gatedDescription: string;
};

const bodies = memo<number, PreparedBody>('article-bodies', { max: 256 });
/** Not keyed by the generation: D1's modified and length say whether a copy still stands. */
const ANY = {};

/** What this isolate holds for the article, to be compared with D1 in the article's batch. */
export function knownBody(id: number): PreparedBody | null {
  return bodies.get(id, ANY) ?? null;
}

/** First sentence (or a word-boundary cut) of plain text, at most `max` characters. */
export function firstSentence(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(clean)?.[0] ?? clean;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * The prepared body for a row from getArticle. `known` is what knownBody() returned before the
 * query: when the row's body columns came back NULL it is the copy to use, even if another
 * request has since evicted it from the memo.
 */
export function prepareBody(
  id: number,
  row: { modified: number; contentLength: number; content: string | null; contentText: string | null },
  known: PreparedBody | null,
): PreparedBody {
  if (row.content === null && known) return bodies.set(id, ANY, known);
  const text = row.contentText ?? '';
  const prepared: PreparedBody = {
    modified: row.modified,
    length: row.contentLength,
    html: expandEmbeds(sanitizeArticleHtml(row.content ?? '')),
    excerpt: excerptOf(text),
    description: firstSentence(text),
    gatedDescription: excerptOf(text, 160),
  };
  return bodies.set(id, ANY, prepared);
}
