/**
 * @module What the back office's tag changes do: the rules decide the stored fields (admin-rules),
 * a key already taken within the type is a 409 naming `tag`, a tag in use is deleted only when
 * confirmed, and each change is one batch with its audit row (admin-queries). Readers' cached
 * pages are retired after a change or a delete: a tag's name is on cards and tag pages.
 */

import { invalidate } from '../../cache';
import {
  TAG_ADMIN_MESSAGES as M,
  type TagAdminDto,
  type TagCreateBody,
  type TagDetailDto,
  type TagPatchBody,
} from '../../contracts/admin-tags';
import type { Db } from '../../db/client';
import type { AdminCtx } from '../../http/admin-context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { deleteTag, insertTag, keyTaken, type TagAdminRow, tagWithUsage, toTagAdminDto, updateTag } from './admin-queries';
import { inUseQuestion, keyCollision, resolveTag, type TagFields } from './admin-rules';

type Ctx = AdminCtx<'CACHE'>;

function fieldsOrThrow(r: ReturnType<typeof resolveTag>): TagFields {
  if ('error' in r) throw badRequest(r.error.message, r.error.path);
  return r.fields;
}

/** Two saves of one key at once: the loser hears what the check before it would have said. */
async function onKeyCollision<T>(f: TagFields, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (keyCollision(e)) throw conflict(M.keyTaken(f.type, f.tag), 'tag');
    throw e;
  }
}

async function found(db: Db, id: number) {
  const t = await tagWithUsage(db, id);
  if (!t) throw notFound(M.notFound);
  return t;
}

/** The tag and what uses it: GET /admin/api/tags/{id} and the back office's editor alike. */
export async function readTagDetail(db: Db, id: number): Promise<TagDetailDto> {
  const { row, usage } = await found(db, id);
  return { ...toTagAdminDto(row), used_by: usage };
}

export async function createTag(x: Ctx, body: TagCreateBody): Promise<TagAdminDto> {
  const f = fieldsOrThrow(resolveTag(body));
  if (await keyTaken(x.db, f.type, f.tag)) throw conflict(M.keyTaken(f.type, f.tag), 'tag');
  return toTagAdminDto(await onKeyCollision(f, () => insertTag(x.db, x.adminId, f, x.now)));
}

export async function changeTag(x: Ctx, id: number, body: TagPatchBody): Promise<TagAdminDto> {
  const { row: before } = await found(x.db, id);
  const f = fieldsOrThrow(resolveTag(body, before));
  if ((f.type !== before.type || f.tag !== before.tag) && (await keyTaken(x.db, f.type, f.tag, id))) {
    throw conflict(M.keyTaken(f.type, f.tag), 'tag');
  }
  const updated: TagAdminRow | null = await onKeyCollision(f, () => updateTag(x.db, x.adminId, id, before, f, x.now));
  if (!updated) throw notFound(M.notFound);
  await invalidate(x.env, 'tags');
  return toTagAdminDto(updated);
}

/**
 * A tag in use is deleted only with confirm=true; without it the answer is a 409 saying what uses
 * it, which the editor confirms. If something starts using it in between, the delete fails whole
 * and the editor is asked again with the new count.
 */
export async function removeTag(x: Ctx, id: number, confirmed: boolean): Promise<{ id: number }> {
  const { row, usage } = await found(x.db, id);
  const question = inUseQuestion(usage);
  if (question && !confirmed) throw conflict(question, 'confirm');
  try {
    await deleteTag(x.db, x.adminId, id, row, confirmed, x.now);
  } catch (e) {
    const now = await tagWithUsage(x.db, id);
    if (!now) throw notFound(M.notFound);
    const again = inUseQuestion(now.usage);
    if (again && !confirmed) throw conflict(again, 'confirm');
    throw e;
  }
  await invalidate(x.env, 'tags');
  return { id };
}
