/** @module Rows → the spec's article DTO. The body is included only when access allows it. */
import type { ArticleDto, TagDto } from '../../contracts/articles';
import type { Viewer } from '../../env';
import { checkAccess } from './access';
import type { ArticleTagRow, CardRow, TagRow, ViewerMarks } from './queries';

export function toTagDto(t: TagRow): TagDto {
  return { id: t.id, name: t.name, type: t.type, tag: t.tag, scope: t.scope || `${t.type}:${t.tag}`, image_url: t.imageUrl };
}

export function groupTags(rows: ArticleTagRow[]): Map<number, TagDto[]> {
  const byArticle = new Map<number, TagDto[]>();
  for (const r of rows) {
    const list = byArticle.get(r.articleId) ?? [];
    list.push(toTagDto(r));
    byArticle.set(r.articleId, list);
  }
  return byArticle;
}

/** The prepared body (sanitized HTML + the clipped excerpt), or null for list views. */
type Body = { html: string; excerpt: string } | null;

export function toArticleDto(
  row: CardRow,
  tagsOf: Map<number, TagDto[]>,
  marks: ViewerMarks,
  viewer: Viewer | null,
  body: Body,
  nowSeconds: number,
  sharePassValid = false,
): ArticleDto {
  const access = checkAccess(
    { content_type: row.contentType, paywall: row.paywall },
    { signedIn: viewer !== null, subscriptionEnd: viewer?.subscriptionEnd ?? null },
    { nowSeconds, sharePassValid },
  );
  return {
    id: row.id,
    title: row.title,
    // Gated bodies never leave the server: not in HTML, JSON, RSS or hydration data.
    content: body && access.allowed ? body.html : null,
    excerpt: body && !access.allowed ? body.excerpt : null,
    locked: access.allowed ? null : access.requires,
    url: row.url,
    image_url: row.imageUrl,
    blur_hash: row.blurHash,
    date: row.date,
    content_type: row.contentType,
    paywall: row.paywall,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    voted: marks.votes.get(row.id) ?? 0,
    bookmarked: marks.bookmarks.has(row.id),
    comments: row.commentsCount,
    tags: tagsOf.get(row.id) ?? [],
  };
}

/** A list of cards from one batch (the rows, their tags, the viewer's marks) as DTOs, without bodies. */
export function toCardDtos(
  list: { rows: CardRow[]; tagRows: ArticleTagRow[]; marks: ViewerMarks },
  viewer: Viewer | null,
  nowSeconds: number,
): ArticleDto[] {
  const tagsOf = groupTags(list.tagRows);
  return list.rows.map((r) => toArticleDto(r, tagsOf, list.marks, viewer, null, nowSeconds));
}
