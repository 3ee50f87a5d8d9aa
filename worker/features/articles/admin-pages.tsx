/**
 * @module The back office's article pages: the list (/admin/articles, the API list's filters as a
 * GET search form), the editor (/admin/articles/new, /admin/articles/{id}) and the delete's
 * confirm page; their form posts are in admin-forms.ts. They read through the same functions
 * as /admin/api/articles, so the two cannot disagree.
 */
import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { ArticlesListPage } from '../../../client/server/admin/articles/ArticlesListPage';
import { AdminArticleListFilter } from '../../contracts/admin-articles';
import { paging } from '../../contracts/envelope';
import { textId } from '../../contracts/id-schemas';
import type { AppEnv } from '../../env';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { PageQuery, withinDepth } from '../../http/schemas';
import { validationError } from '../../http/validate';
import { adminScreen } from '../back-office/admin-screens';
import { toFtsQuery } from '../search/fts';
import { toAdminRows } from './admin-dto';
import { listAdminArticles } from './admin-queries';
import { articleIdOf, deleteScreen, editorScreen, tagOptions } from './admin-screens';
import { previewAdminPages } from './preview-pages';

const TAG_ID = 'tag must be a tag id';

/** Rows per page of the list. */
export const ARTICLES_PAGE_SIZE = 25;

const ListQuery = z.object({
  page: PageQuery.page,
  ...AdminArticleListFilter,
  tag: textId({ type: TAG_ID, integer: TAG_ID, min: TAG_ID }).optional(),
});

/** An empty filter ("Any") is no filter. */
const filled = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ''));

async function listScreen(c: C) {
  const raw = filled(c.req.query());
  const parsed = ListQuery.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error, 'query');
  const { page, status, scheduled, tag, q } = parsed.data;
  withinDepth(page, ARTICLES_PAGE_SIZE);
  const db = c.get('db');
  const titleQuery = q === undefined ? undefined : toFtsQuery(q);
  const [list, tags] = await Promise.all([
    // Words that make no search (punctuation only) find nothing, as the API answers.
    titleQuery === null
      ? null
      : listAdminArticles(
          db,
          { status, scheduled, tagIds: tag ? [tag] : undefined, titleQuery },
          page,
          ARTICLES_PAGE_SIZE,
          c.var.viewer.id,
        ),
    tagOptions(db),
  ]);
  const rows = list ? toAdminRows(list) : [];
  const filters = { status: raw.status, scheduled: raw.scheduled, tag: raw.tag, q: raw.q };
  const pages = paging(page, ARTICLES_PAGE_SIZE, list?.total ?? 0, rows.length);
  return adminScreen(c, 'Articles', ArticlesListPage, { rows, paging: pages, filters, tags });
}

export const articlePages = new Hono<AppEnv>()
  .get('/admin/articles', adminPage, (c) => listScreen(c))
  .get('/admin/articles/new', adminPage, (c) => editorScreen(c, null))
  .get('/admin/articles/:id{[0-9]+}', adminPage, (c) => editorScreen(c, articleIdOf(c.req.param('id'))))
  .get('/admin/articles/:id{[0-9]+}/delete', adminPage, (c) => deleteScreen(c, articleIdOf(c.req.param('id'))))
  .route('/', previewAdminPages);
