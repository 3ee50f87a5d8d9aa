/**
 * @module The article pages as drawn for a request: the editor (new, stored, or shown again with
 * the problems of a refused save) and the delete's confirm page. Pages and form posts both draw
 * through here, reading with the same functions as /admin/api/articles and /admin/api/tags.
 */
import { ArticleEditorPage } from '../../../client/server/admin/articles/ArticleEditorPage';
import { DeleteArticlePage } from '../../../client/server/admin/articles/DeleteArticlePage';
import type { TagOption } from '../../../client/server/admin/articles/labels';
import { type AdminArticleDto, ADMIN_ARTICLE_MESSAGES as M } from '../../contracts/admin-articles';
import type { ApiErrorItem } from '../../contracts/envelope';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { takeFlash } from '../../http/flash';
import type { SignedInContext as C } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { adminScreen } from '../back-office/admin-screens';
import { listTagsAdmin } from '../tags/admin-queries';
import { toAdminArticle } from './admin-dto';
import { type EditorValues, editorValues } from './admin-input';
import { getAdminArticle } from './admin-queries';

/** Every tag, for the editor's multi-select and the list's filter (the seed has some 450). */
const TAG_LIMIT = 5000;

export async function tagOptions(db: Db): Promise<TagOption[]> {
  const { rows } = await listTagsAdmin(db, {}, 1, TAG_LIMIT);
  return rows.map((t) => ({ id: t.id, name: t.name, type: t.type }));
}

/** The stored article in the API's shape, or the 404 page. */
export async function articleOr404(c: C, id: number): Promise<AdminArticleDto> {
  const a = await getAdminArticle(c.get('db'), id, c.var.viewer.id);
  if (!a) throw notFound(M.notFound);
  return toAdminArticle(a);
}

/** The id in a path (contracts/ids.ts); anything else is no such article. */
export const articleIdOf = (raw: string | undefined): number => pageId(raw, M.notFound);

export type EditorState = { values: EditorValues; errors: ApiErrorItem[]; dirty: boolean };

/** The editor for `id` (null: a new article), with the stored values unless `state` says otherwise. */
export async function editorScreen(c: C, id: number | null, state?: Partial<EditorState>) {
  const db = c.get('db');
  const [article, tags] = await Promise.all([id === null ? null : articleOr404(c, id), tagOptions(db)]);
  // An image kept by the no-JavaScript upload comes back in the flash, to be saved with the rest.
  const uploaded = state?.values ? undefined : (await takeFlash(c)).data?.image_url;
  const stored = state?.values ?? editorValues(article);
  const values = uploaded ? { ...stored, image_url: uploaded } : stored;
  const page = { article, values, errors: state?.errors ?? [], tags, dirty: state?.dirty ?? Boolean(uploaded) };
  return adminScreen(c, article ? `Edit: ${article.title}` : 'New article', ArticleEditorPage, page);
}

export async function deleteScreen(c: C, id: number) {
  const article = await articleOr404(c, id);
  return adminScreen(c, 'Delete article', DeleteArticlePage, { article });
}
