/**
 * @module The tags pages of the back office: the list (the API list's filters as a GET search
 * form), the editor (new and saved, with what uses the tag) and the delete's confirm page. They
 * read through the tags feature's own functions (listTagsAdmin, readTagDetail, toTagAdminDto,
 * inUseQuestion), so a page shows what /admin/api/tags answers. The form posts are in
 * admin-forms.ts (which draws the editor and the confirm page again through here).
 */
import { Hono } from 'hono';
import { TagEditorPage, type TagFormValues } from '../../../client/server/admin/tags/TagEditorPage';
import { TagsListPage } from '../../../client/server/admin/tags/TagsListPage';
import { TAG_ADMIN_MESSAGES, type TagAdminDto, type TagDetailDto, TagListQuery } from '../../contracts/admin-tags';
import type { ApiErrorItem } from '../../contracts/envelope';
import { paging } from '../../contracts/envelope';
import type { AppEnv } from '../../env';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { PageQuery, pageId, withinDepth } from '../../http/schemas';
import { validationError } from '../../http/validate';
import { adminScreen, confirmDelete } from '../back-office/admin-screens';
import { readTagDetail } from './admin-actions';
import { listTagsAdmin, toTagAdminDto } from './admin-queries';
import { defaultScope, inUseQuestion } from './admin-rules';

/** Rows per page when the URL names no count: a dense table, unlike the API's default. */
export const TAGS_PAGE_SIZE = 50;

export const tagPages = new Hono<AppEnv>();

/** The path's id (contracts/ids.ts); the routes let only digits reach here. */
export const tagIdOf = (c: C) => pageId(c.req.param('id'), TAG_ADMIN_MESSAGES.notFound);

export const NEW_TAG: TagFormValues = { type: 'topic', name: '', tag: '', scope: '', image_url: '' };

/** The saved tag as the editor shows it: a default scope (type:key) as empty, so it follows a new type or key. */
export const valuesFromTag = (t: TagAdminDto): TagFormValues => ({
  type: t.type,
  name: t.name,
  tag: t.tag,
  scope: t.scope === defaultScope(t.type, t.tag) ? '' : t.scope,
  image_url: t.image_url ?? '',
});

/**
 * The delete's question and where its form posts. A tag in use is asked about by what uses it and
 * its form posts ?confirm=true, the API's word for "and remove it from them"; an unused one posts
 * without it, so if something starts using it meanwhile the delete is refused and asked again.
 */
export function deleteStep(t: TagDetailDto) {
  const question = inUseQuestion(t.used_by);
  const action = `/admin/tags/${t.id}/delete`;
  return question
    ? { message: `“${t.name}” (${t.scope}). ${question} This cannot be undone.`, action: `${action}?confirm=true` }
    : { message: `Delete the tag “${t.name}” (${t.scope})? Nothing uses it. This cannot be undone.`, action };
}

/** The editor, with `shown` values and errors (a refused save: what was typed) or the saved tag's. */
export async function tagEditor(c: C, id: number | null, shown?: { values: TagFormValues; errors: ApiErrorItem[] }) {
  const saved = id === null ? null : await readTagDetail(c.get('db'), id);
  const values = shown?.values ?? (saved ? valuesFromTag(saved) : NEW_TAG);
  const page = { id, values, errors: shown?.errors ?? [], saved, remove: saved ? deleteStep(saved) : null };
  return adminScreen(c, saved ? `Tag ${saved.name}` : 'New tag', TagEditorPage, page);
}

/** The no-JavaScript confirm step, saying what uses the tag (as read now). */
export async function deleteConfirm(c: C, id: number) {
  const tag = await readTagDetail(c.get('db'), id);
  const step = deleteStep(tag);
  return confirmDelete(c, '/admin/tags', `/admin/tags/${tag.id}`, 'tag', step.message, { action: step.action });
}

const ListQuery = TagListQuery.extend(PageQuery);

tagPages.get('/admin/tags', adminPage, async (c) => {
  // An empty filter ("Any", a cleared box) is no filter.
  const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v.trim() !== ''));
  const parsed = ListQuery.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error, 'query');
  const { type, query, page } = parsed.data;
  const count = raw.count === undefined ? TAGS_PAGE_SIZE : parsed.data.count;
  withinDepth(page, count);
  const { rows, total } = await listTagsAdmin(c.get('db'), { type, query }, page, count);
  const filters = { type: raw.type, query: raw.query, count: raw.count };
  return adminScreen(c, 'Tags', TagsListPage, { rows: rows.map(toTagAdminDto), paging: paging(page, count, total, rows.length), filters });
});

tagPages.get('/admin/tags/new', adminPage, (c) => tagEditor(c, null));

tagPages.get('/admin/tags/:id{[0-9]{1,12}}', adminPage, (c) => tagEditor(c, tagIdOf(c)));

tagPages.get('/admin/tags/:id{[0-9]{1,12}}/delete', adminPage, (c) => deleteConfirm(c, tagIdOf(c)));
