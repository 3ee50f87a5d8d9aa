/**
 * @module What saving and unsaving an article do, whichever way it arrives (the JSON API or the
 * saved page's Remove posted without JavaScript): idempotent, 404 only for an unknown article.
 */
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { removeBookmark, saveBookmark } from './queries';

/** What an unknown article is told (a malformed id in a page's path is one too). */
export const ARTICLE_NOT_FOUND = 'Article not found';

/** Saves a published article for the reader. */
export async function saveArticle(db: Db, userId: number, articleId: number): Promise<void> {
  if (!(await saveBookmark(db, userId, articleId))) throw notFound(ARTICLE_NOT_FOUND);
}

/** Unsaves an article: one unpublished since it was saved can still be unsaved; only an unknown id is 404. */
export async function unsaveArticle(db: Db, userId: number, articleId: number): Promise<void> {
  if (!(await removeBookmark(db, userId, articleId))) throw notFound(ARTICLE_NOT_FOUND);
}
