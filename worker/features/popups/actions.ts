/**
 * @module What the popup writes do: check the config past its schema (rules.ts; a failure is a
 * 400 naming `config.<field>`), write the popup with its audit row in one batch, then drop the
 * readers' kept list (`invalidate(env, 'popups')`, worker/cache) so `GET /aux/popups` answers the
 * change: the list is kept under the page generation, which moves.
 */
import { invalidate } from '../../cache';
import type { PopupConfig, PopupDto, ReaderPopupDto } from '../../contracts/admin-popups';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { deletePopup, insertPopup, type PopupRow, type PopupWrite, popupById, updatePopup } from './queries';
import { finishConfig, popupSnapshot, storedConfig } from './rules';

type Ctx = { db: Db; kv: KVNamespace; adminId: number; now: number };
type PopupType = PopupRow['type'];

export const NOT_FOUND = 'Popup not found';

export const toPopupDto = (row: PopupRow): PopupDto => ({
  id: row.id,
  type: row.type,
  // Stored configs are shown as stored (older ones with their trigger as a one-step chain), so an
  // admin can see and fix one that no longer passes the rules.
  config: storedConfig(row.config) as PopupConfig,
  is_active: row.isActive,
});

function checked(config: PopupConfig): PopupConfig {
  const result = finishConfig(config);
  if ('error' in result) throw badRequest(result.error.message, `config.${result.error.path}`);
  return result.config;
}

/**
 * A popup as readers would get it, checked and sanitized exactly as a save would be, written
 * nowhere: the editor's preview of what is in its form. Id 0: no popup has it.
 */
export function previewPopup(body: { type: PopupType; config: PopupConfig }): ReaderPopupDto {
  return { id: 0, type: body.type, config: checked(body.config) };
}

export async function readPopup(db: Db, id: number): Promise<PopupRow> {
  const row = await popupById(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function createPopup(ctx: Ctx, body: { type: PopupType; config: PopupConfig; is_active: boolean }) {
  const write: PopupWrite = { type: body.type, config: checked(body.config), isActive: body.is_active };
  const row = await insertPopup(ctx.db, write, { adminId: ctx.adminId, now: ctx.now, before: null, after: popupSnapshot(write) });
  await invalidate({ CACHE: ctx.kv }, 'popups');
  return toPopupDto(row);
}

export async function changePopup(ctx: Ctx, id: number, body: { type?: PopupType; config?: PopupConfig; is_active?: boolean }) {
  const row = await readPopup(ctx.db, id);
  const write: PopupWrite = {
    type: body.type ?? row.type,
    config: body.config ? checked(body.config) : row.config,
    isActive: body.is_active ?? row.isActive,
  };
  const updated = await updatePopup(ctx.db, id, write, {
    adminId: ctx.adminId,
    now: ctx.now,
    before: popupSnapshot(row),
    after: popupSnapshot(write),
  });
  if (!updated) throw notFound(NOT_FOUND);
  await invalidate({ CACHE: ctx.kv }, 'popups');
  return toPopupDto(updated);
}

export async function removePopup(ctx: Ctx, id: number) {
  const row = await readPopup(ctx.db, id);
  await deletePopup(ctx.db, id, { adminId: ctx.adminId, now: ctx.now, before: popupSnapshot(row), after: null });
  await invalidate({ CACHE: ctx.kv }, 'popups');
  return { id, deleted: true as const };
}
