/**
 * @module What the back office's promotional writes do. Settings that name UI blocks must name
 * blocks that exist (400 naming `settings.pricing_table` etc.); a PATCH's settings replace only the
 * keys it sends (null clears one). Every write is one batch with its audit row, then the copies
 * readers are served from are dropped (`invalidate(env, 'promotionals')`, worker/cache): the
 * trending banners, the house ads and the pages all come from the 'default' promotional.
 */
import { invalidate } from '../../cache';
import { PROMOTIONAL_BLOCK_SETTINGS, type PromotionalAdminDto } from '../../contracts/admin-blocks';
import type { Db } from '../../db/client';
import type { AdminCtx } from '../../http/admin-context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { existingBlockIds } from '../blocks/queries';
import { deletePromotional, insertPromotional, type PromotionalRow, promotionalRow, updatePromotional } from './queries';

type Ctx = AdminCtx<'CACHE'>;
type Settings = PromotionalRow['settings'];
type SettingsIn = { [K in keyof Settings]-?: string | null | undefined };
type Window = { is_active?: boolean; starts_at?: number | null; ends_at?: number | null };

export const PROMOTIONAL_NOT_FOUND = 'No promotional with that code.';
const SHOWN = [...PROMOTIONAL_BLOCK_SETTINGS, 'stripe_coupon'] as const;

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

export const toPromotionalDto = (p: PromotionalRow): PromotionalAdminDto => ({
  code: p.code,
  settings: {
    pricing_table: text(p.settings.pricing_table),
    trending_subscribe_banner: text(p.settings.trending_subscribe_banner),
    trending_signup_banner: text(p.settings.trending_signup_banner),
    stripe_coupon: text(p.settings.stripe_coupon),
  },
  is_active: p.isActive,
  starts_at: p.startsAt,
  ends_at: p.endsAt,
});

/** The audit log's view: the settings one by one, so an edit records only the keys that moved. */
function snapshot(p: PromotionalRow | PromotionalWrite) {
  const dto = toPromotionalDto({ ...p, created: 0, modified: 0 });
  return {
    ...Object.fromEntries(SHOWN.map((k) => [`settings.${k}`, dto.settings[k]])),
    is_active: dto.is_active,
    starts_at: dto.starts_at,
    ends_at: dto.ends_at,
  };
}

type PromotionalWrite = Omit<PromotionalRow, 'created' | 'modified'>;

/** Stored settings with the sent keys applied: a value sets, null removes, a missing key is kept. */
function merged(stored: Settings, sent: Partial<SettingsIn>): Settings {
  const out: Record<string, unknown> = { ...stored };
  for (const [k, v] of Object.entries(sent)) {
    if (v === null) delete out[k];
    else if (v !== undefined) out[k] = v;
  }
  return out as Settings;
}

async function assertBlocksExist(db: Db, settings: Settings) {
  const named = PROMOTIONAL_BLOCK_SETTINGS.flatMap((k) => (settings[k] ? [[k, settings[k]] as const] : []));
  const found = await existingBlockIds(db, [...new Set(named.map(([, id]) => id))]);
  const missing = named.find(([, id]) => !found.has(id));
  if (missing) throw badRequest(`No UI block with id ${missing[1]}.`, `settings.${missing[0]}`);
}

function assertWindow(p: PromotionalWrite) {
  if (p.startsAt !== null && p.endsAt !== null && p.endsAt <= p.startsAt) throw badRequest('ends_at must be after starts_at', 'ends_at');
}

export async function readPromotional(db: Db, code: string): Promise<PromotionalRow> {
  const row = await promotionalRow(db, code);
  if (!row) throw notFound(PROMOTIONAL_NOT_FOUND);
  return row;
}

export async function createPromotional(ctx: Ctx, body: { code: string; settings: Partial<SettingsIn> } & Required<Window>) {
  if (await promotionalRow(ctx.db, body.code)) throw conflict('A promotional with this code already exists.', 'code');
  const p: PromotionalWrite = {
    code: body.code,
    settings: merged({}, body.settings),
    isActive: body.is_active,
    startsAt: body.starts_at,
    endsAt: body.ends_at,
  };
  await assertBlocksExist(ctx.db, p.settings);
  const entry = { action: 'create', entity: 'promotional', entityId: p.code, before: null, after: snapshot(p) };
  await insertPromotional(ctx.db, p, { adminId: ctx.adminId, now: ctx.now, entry });
  await invalidate(ctx.env, 'promotionals');
  return toPromotionalDto({ ...p, created: ctx.now, modified: ctx.now });
}

export async function changePromotional(ctx: Ctx, code: string, body: { settings?: Partial<SettingsIn> } & Window) {
  const row = await readPromotional(ctx.db, code);
  const p: PromotionalWrite = {
    code,
    settings: body.settings ? merged(row.settings, body.settings) : row.settings,
    isActive: body.is_active ?? row.isActive,
    startsAt: body.starts_at === undefined ? row.startsAt : body.starts_at,
    endsAt: body.ends_at === undefined ? row.endsAt : body.ends_at,
  };
  assertWindow(p);
  // Only the blocks this change names: a PATCH of the coupon is not refused for an older setting.
  if (body.settings) await assertBlocksExist(ctx.db, merged({}, body.settings));
  const entry = { action: 'update', entity: 'promotional', entityId: code, before: snapshot(row), after: snapshot(p) };
  await updatePromotional(ctx.db, p, { adminId: ctx.adminId, now: ctx.now, entry });
  await invalidate(ctx.env, 'promotionals');
  return toPromotionalDto({ ...p, created: row.created, modified: ctx.now });
}

export async function removePromotional(ctx: Ctx, code: string) {
  const row = await readPromotional(ctx.db, code);
  const entry = { action: 'delete', entity: 'promotional', entityId: code, before: snapshot(row), after: null };
  await deletePromotional(ctx.db, code, { adminId: ctx.adminId, now: ctx.now, entry });
  await invalidate(ctx.env, 'promotionals');
  return { code, deleted: true as const };
}
