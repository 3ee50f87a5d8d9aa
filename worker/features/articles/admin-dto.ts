/** @module Stored article rows → the back office's wire shapes (contracts/admin-articles.ts). */
import type { AdminArticleDto, AdminArticleRowDto } from '../../contracts/admin-articles';
import type { AdminArticle, listAdminArticles } from './admin-queries';
import type { ArticleTagRow } from './queries';

type ListRow = Awaited<ReturnType<typeof listAdminArticles>>['rows'][number];

const tagOf = (t: ArticleTagRow) => ({ id: t.id, name: t.name, type: t.type });

export function toAdminRow(r: ListRow, tagRows: ArticleTagRow[], bookmarked: boolean): AdminArticleRowDto {
  return {
    id: r.id,
    title: r.title,
    date: r.date,
    scheduled_date: r.scheduledDate,
    status: r.status,
    paywall: r.paywall,
    content_type: r.contentType,
    image_url: r.imageUrl,
    tags: tagRows.filter((t) => t.articleId === r.id).map(tagOf),
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    comments_count: r.commentsCount,
    bookmarked,
  };
}

export function toAdminRows(list: Awaited<ReturnType<typeof listAdminArticles>>): AdminArticleRowDto[] {
  return list.rows.map((r) => toAdminRow(r, list.tagRows, list.bookmarks.has(r.id)));
}

/** The whole stored article: an admin edits the body whatever its paywall. */
export function toAdminArticle(a: AdminArticle): AdminArticleDto {
  return {
    ...toAdminRow(a.row, a.tagRows, a.bookmarked),
    content: a.row.content,
    url: a.row.url,
    blur_hash: a.row.blurHash,
    dek: a.row.dek,
    slug: a.row.slug,
    seo_title: a.row.seoTitle,
    seo_description: a.row.seoDescription,
    social_image_url: a.row.socialImageUrl,
  };
}
