/**
 * @module What the back office's article writes do, shared by the /admin/api routes and the
 * /admin/articles form posts (admin-forms.ts), so both validate, audit and tell
 * readers' caches the same way: create, change, delete, duplicate, and keeping an uploaded image.
 */
import {
  type ArticleCreateBody,
  type ArticlePatchBody,
  ADMIN_ARTICLE_MESSAGES as M,
  UPLOAD_MAX_BYTES,
  UPLOAD_PREFIX,
  type UploadDto,
} from '../../contracts/admin-articles';
import type { AdminCtx } from '../../http/admin-context';
import { badRequest, notFound, payloadTooLarge } from '../../http/errors';
import { IMAGE_CONTENT_TYPES } from '../images/format';
import { IMMUTABLE } from '../images/proxy';
import { articlesChanged } from './admin-cache';
import {
  type AdminArticle,
  auditUpload,
  createArticle,
  deleteArticle,
  existingTagIds,
  getAdminArticle,
  updateArticle,
} from './admin-queries';
import {
  changedColumns,
  checkUpload,
  createStatus,
  duplicateOf,
  firstUnknown,
  given,
  htmlToText,
  type StoredArticle,
  sameIds,
  sameMinuteKeeps,
  scheduleInPast,
  settleTiming,
  snapshotOf,
  storedOf,
  uniqueIds,
  uploadName,
} from './admin-rules';
import { firstEmbedError } from './body-embeds';
import { sanitizeArticleHtml } from './sanitize';

/** Who writes, where, and when: the API handler and the form post each build one per request. */
export type ArticleCtx = AdminCtx<'CACHE' | 'MEDIA'>;

async function found(x: ArticleCtx, id: number, tagIds?: readonly number[]): Promise<AdminArticle> {
  const a = await getAdminArticle(x.db, id, x.adminId, tagIds);
  if (!a) throw notFound(M.notFound);
  return a;
}

/** Unknown tags are a 400 naming the first one by its place in the request. */
function checkTags(ids: readonly number[], known: ReadonlySet<number>) {
  const bad = firstUnknown(ids, known);
  if (bad >= 0) throw badRequest(M.unknownTag, `tags.${bad}`);
}

/** The body as stored: sanitized, and refused (400 naming `content`) when an embed's URL breaks the rule. */
function sanitizedBody(html: string): string {
  const clean = sanitizeArticleHtml(html);
  const error = firstEmbedError(clean);
  if (error) throw badRequest(error, 'content');
  return clean;
}

/** A text field sent empty (after trimming) clears it: the derived value shows again. */
const blankIsNull = (v: string | null | undefined) => (v === '' ? null : v);

/** The stored article a change makes: the named fields, the body sanitized, status and dates settled. */
function merged(before: StoredArticle, patch: ArticlePatchBody, now: number): StoredArticle {
  return {
    title: patch.title ?? before.title,
    content: patch.content === undefined ? before.content : sanitizedBody(patch.content),
    url: given(patch.url, before.url),
    imageUrl: given(patch.image_url, before.imageUrl),
    blurHash: given(patch.blur_hash, before.blurHash),
    dek: given(blankIsNull(patch.dek), before.dek),
    slug: given(blankIsNull(patch.slug), before.slug),
    seoTitle: given(blankIsNull(patch.seo_title), before.seoTitle),
    seoDescription: given(blankIsNull(patch.seo_description), before.seoDescription),
    socialImageUrl: given(patch.social_image_url, before.socialImageUrl),
    contentType: patch.content_type ?? before.contentType,
    paywall: patch.paywall ?? before.paywall,
    ...settleTiming(before, patch, now),
  };
}

/** Creates the article with its tags (one batch with its audit row); answers it as stored. */
export async function createArticleAction(x: ArticleCtx, body: ArticleCreateBody): Promise<AdminArticle> {
  if (scheduleInPast(body.scheduled_date, null, x.now)) throw badRequest(M.scheduledPast, 'scheduled_date');
  checkTags(body.tags, await existingTagIds(x.db, body.tags));
  const tagIds = uniqueIds(body.tags);
  const content = sanitizedBody(body.content);
  const stored: StoredArticle = {
    title: body.title,
    content,
    url: body.url ?? null,
    imageUrl: body.image_url ?? null,
    blurHash: body.blur_hash ?? null,
    dek: blankIsNull(body.dek) ?? null,
    slug: blankIsNull(body.slug) ?? null,
    seoTitle: blankIsNull(body.seo_title) ?? null,
    seoDescription: blankIsNull(body.seo_description) ?? null,
    socialImageUrl: body.social_image_url ?? null,
    date: body.date ?? x.now,
    scheduledDate: body.scheduled_date ?? null,
    status: createStatus(body.status, body.scheduled_date),
    contentType: body.content_type,
    paywall: body.paywall,
  };
  const audit = { action: 'create', entity: 'article', entityId: null, after: snapshotOf(stored, tagIds) };
  const id = await createArticle(x.db, x.adminId, { ...stored, contentText: htmlToText(content) }, tagIds, audit, x.now);
  await articlesChanged(x.env, stored.status);
  return found(x, id);
}

/** How a change was given: the editor's form types its schedule to the minute. */
export type ChangeOptions = { scheduleToTheMinute?: boolean };

/**
 * Applies the changed fields (tags replace the list); a change that moves nothing writes nothing.
 * A schedule typed to the minute is read against the stored one here, from the row this change
 * reads anyway (sameMinuteKeeps).
 */
export async function changeArticleAction(
  x: ArticleCtx,
  id: number,
  body: ArticlePatchBody,
  opts: ChangeOptions = {},
): Promise<AdminArticle> {
  const a = await found(x, id, body.tags);
  const patch = opts.scheduleToTheMinute ? { ...body, scheduled_date: sameMinuteKeeps(body.scheduled_date, a.row.scheduledDate) } : body;
  if (scheduleInPast(patch.scheduled_date, a.row.scheduledDate, x.now)) throw badRequest(M.scheduledPast, 'scheduled_date');
  if (patch.tags) checkTags(patch.tags, a.knownTags);
  const before = storedOf(a.row);
  const after = merged(before, patch, x.now);
  const beforeTags = a.tagRows.map((t) => t.id);
  const afterTags = patch.tags ? uniqueIds(patch.tags) : beforeTags;
  const columns = changedColumns(before, after);
  const tagsMoved = !sameIds(beforeTags, afterTags);
  // Nothing moved (the same values sent again): nothing to write, audit or invalidate.
  if (!Object.keys(columns).length && !tagsMoved) return a;
  const text = columns.content === undefined ? {} : { contentText: htmlToText(columns.content) };
  const audit = {
    action: 'update',
    entity: 'article',
    entityId: id,
    before: snapshotOf(before, beforeTags),
    after: snapshotOf(after, afterTags),
  };
  await updateArticle(x.db, x.adminId, id, { ...columns, ...text }, tagsMoved ? afterTags : null, audit, x.now);
  await articlesChanged(x.env, before.status, after.status);
  return found(x, id);
}

export async function deleteArticleAction(x: ArticleCtx, id: number): Promise<{ id: number }> {
  const a = await found(x, id);
  const before = snapshotOf(
    storedOf(a.row),
    a.tagRows.map((t) => t.id),
  );
  await deleteArticle(x.db, x.adminId, id, { action: 'delete', entity: 'article', entityId: id, before }, x.now);
  await articlesChanged(x.env, a.row.status);
  return { id };
}

/** A draft copy dated now, "Duplicate of …", with the same tags; answers the copy. */
export async function duplicateArticleAction(x: ArticleCtx, id: number): Promise<AdminArticle> {
  const a = await found(x, id);
  const copy = duplicateOf(storedOf(a.row), x.now);
  const tagIds = a.tagRows.map((t) => t.id);
  const audit = { action: 'duplicate', entity: 'article', entityId: null, after: { ...snapshotOf(copy, tagIds), duplicate_of: id } };
  const newId = await createArticle(x.db, x.adminId, { ...copy, contentText: htmlToText(copy.content) }, tagIds, audit, x.now);
  await articlesChanged(x.env, copy.status);
  return found(x, newId);
}

/**
 * Keeps an editor's image in R2 under a fresh `uploads/<uuid>.<ext>` key, typed by what its bytes
 * are, and answers its /media/ URL (decision 034). The audit row is written after the put; R2 is
 * outside D1's transaction, so an upload nobody can account for is taken back.
 */
export async function storeUpload(x: ArticleCtx, file: File): Promise<UploadDto> {
  if (file.size > UPLOAD_MAX_BYTES) throw payloadTooLarge(M.imageSize, 'file');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkUpload(file.type, bytes);
  if (!checked.ok) throw badRequest(checked.message, 'file');
  const { format, width, height } = checked.info;
  const id = crypto.randomUUID();
  const key = `${UPLOAD_PREFIX}${uploadName(format, id)}`;
  const url = `/media/${key}`;
  await x.env.MEDIA.put(key, bytes, {
    // The type the bytes are, never the one the request claimed: /media serves it with this one.
    httpMetadata: { contentType: IMAGE_CONTENT_TYPES[format], cacheControl: IMMUTABLE },
    customMetadata: { uploadedBy: String(x.adminId) },
  });
  const after = { url, content_type: IMAGE_CONTENT_TYPES[format], size: bytes.byteLength, width, height, name: file.name.slice(0, 200) };
  try {
    await auditUpload(x.db, x.adminId, { action: 'create', entity: 'upload', entityId: id, after }, x.now);
  } catch (err) {
    await x.env.MEDIA.delete(key).catch(() => {});
    throw err;
  }
  return { url, width, height };
}
