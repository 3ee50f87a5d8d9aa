/**
 * @module Reading one article for one reader, shared by the page and `GET /api/articles/{id}`:
 * the share pass's signature is checked first (no I/O), then one D1 batch reads the article, its
 * tags, the reader's marks and the pass's row; checkAccess decides what of the body is sent.
 *
 * What a guest without a pass gets is the same for every guest, so it is kept per isolate for
 * GUEST_READ_MS and only while the page generation is unchanged (the registry's `guest-reads`,
 * worker/cache): busy articles then cost no D1 round trip at all for guests, even when the edge
 * cache cannot answer (a new query value, another data center). Editors' changes move the
 * generation; counts may lag by GUEST_READ_MS, far less than the edge cache's own TTL.
 */
import { memo } from '../../cache';
import type { ArticleDto } from '../../contracts/articles';
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import { type CommentFocus, type FirstPages, firstPageQueries, isPlainPage, toFirstPages } from '../comments/first-page';
import { readSharePass } from '../share/pass';
import { isFreeArticle } from './access';
import { knownBody, type PreparedBody, prepareBody } from './body-memo';
import { groupTags, toArticleDto } from './dto';
import { getArticle, type ViewerMarks } from './queries';
import { type ReadNext, readNext, readNextQueries } from './read-next';

import type { EditorialMeta } from './seo';

export type ArticleRead = {
  article: ArticleDto;
  /** Epoch seconds of the last edit (schema.org dateModified). */
  modified: number;
  /** Meta/OG description that gives away no more than a guest may see. */
  description: string;
  /** Whether a valid share pass was presented (the response must then stay private). */
  sharePassValid: boolean;
  /** The first comment pages, when the read was for the page (not the API). */
  comments: FirstPages | null;
  /** The line under the headline: the editor's dek, else the description. */
  dek: string | null;
  /** The stories offered after the article (read-next.ts), when the read was for the page. */
  next: ReadNext | null;

  /** The editor's dek, slug and search/social words (seo.ts headWords). */
  editorial: EditorialMeta;
};

const GUEST_READ_MS = 5_000;
const guestReads = memo<string, ArticleRead>('guest-reads', { max: 512, ttlMs: GUEST_READ_MS });

export async function readArticle(
  db: Db,
  secret: string,
  id: number,
  viewer: Viewer | null,
  passToken: string | undefined,
  nowSeconds: number,
  generation: string,
  /** For the page: the comments to draw with it (the list, or the list opened at a deep link). */
  comments?: CommentFocus,
): Promise<ArticleRead | null> {
  // Only the plain page (and the API's read, under its own key) is the same for every guest; a deep link is read for itself.
  const guest = viewer === null && passToken === undefined && (comments === undefined || isPlainPage(comments));
  const memoKey = `${id}${comments ? ':page' : ''}`;
  const kept = guest ? guestReads.get(memoKey, { generation }) : undefined;
  if (kept) return kept;
  const passJti = await readSharePass(secret, passToken, id, nowSeconds);
  const known = knownBody(id);
  const viewerId = viewer?.id ?? null;
  const pages = comments ? firstPageQueries(db, id, comments, viewerId) : undefined;
  // The page's own reads join the article's batch: its first comments and the stories after it.
  const extra = comments ? readNextQueries(db, id) : undefined;
  const found = await getArticle(db, id, viewerId, { passJti, known, nowSeconds, comments: pages, extra });
  if (found?.row.status !== 'published') return null;
  const read = assembleRead(found, prepareBody(id, found.row, known), viewer, nowSeconds, comments);
  return guest ? guestReads.set(memoKey, { generation }, read) : read;
}

export type FoundArticle = NonNullable<Awaited<ReturnType<typeof getArticle<ReturnType<typeof readNextQueries>>>>>;

/** What one reader is sent of a found article: checkAccess decides the body, the marks are theirs. */
export function assembleRead(
  found: FoundArticle,
  body: PreparedBody,
  viewer: Viewer | null,
  nowSeconds: number,
  comments: CommentFocus | undefined,
  marks: ViewerMarks = found.marks,
): ArticleRead {
  const article = toArticleDto(found.row, groupTags(found.tagRows), marks, viewer, body, nowSeconds, found.passValid);
  const free = isFreeArticle({ content_type: found.row.contentType, paywall: found.row.paywall });
  const description = free ? body.description : body.gatedDescription;
  return {
    article,
    modified: found.row.modified,
    description,
    // The editor's dek, else the excerpt search engines show (a gated story's gives away no more than its gate).
    dek: found.row.dek || description || null,
    sharePassValid: found.passValid,
    editorial: {
      dek: found.row.dek,
      slug: found.row.slug,
      seoTitle: found.row.seoTitle,
      seoDescription: found.row.seoDescription,
      socialImageUrl: found.row.socialImageUrl,
    },
    comments: comments ? toFirstPages(found.comments, found.thread, comments, viewer) : null,
    next: found.extra ? readNext(article.tags, found.extra, nowSeconds) : null,
  };
}
