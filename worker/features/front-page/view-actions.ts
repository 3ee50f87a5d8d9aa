/**
 * @module What the back office's view changes do (decision 035). The rules decide what a save keeps
 * (view-rules), unknown ids are a 400 naming their path, a change of a view someone else has
 * changed since it was loaded is a 409, and each change is one batch with its audit row
 * (view-writes). When the active view changes or another is activated, the cache registry is
 * told (`invalidate(env, 'views')`, worker/cache), so readers see it within seconds.
 */

import { invalidate } from '../../cache';
import { VIEW_ADMIN_MESSAGES as M, type ViewAdminDto, type ViewCreateBody, type ViewPatchBody } from '../../contracts/admin-views';
import type { Db } from '../../db/client';
import type { AdminCtx } from '../../http/admin-context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { knownIds, loadViewAdmin } from './view-queries';
import { copyTitle, planSnapshot, planZones, unknownRef, viewSnapshot, type ZonePlan } from './view-rules';
import { activateView, deleteView, insertView, saveView } from './view-writes';

type Ctx = AdminCtx<'CACHE'>;

async function found(db: Db, id: number): Promise<ViewAdminDto> {
  const view = await loadViewAdmin(db, id);
  if (!view) throw notFound(M.notFound);
  return view;
}

/** The zones to save, every id checked against the view (null for a new one) and the tables. */
export async function checkedPlans(db: Db, viewId: number | null, zones: ViewCreateBody['zones']): Promise<ZonePlan[]> {
  const planned = planZones(zones);
  if ('error' in planned) throw badRequest(planned.error.message, planned.error.path);
  const plans = planned.zones;
  const known = await knownIds(db, viewId, {
    zones: plans.flatMap((z) => (z.id === null ? [] : [z.id])),
    tags: plans.flatMap((z) => z.tags.map((t) => t.id)),
    articles: plans.flatMap((z) => z.articles.map((a) => a.id)),
  });
  const unknown = unknownRef(plans, known);
  if (unknown) throw badRequest(unknown.message, unknown.path);
  return plans;
}

/** A zone as read, as a plan to write again: `id` null makes it a new zone (a copy). */
const planOf = (z: ViewAdminDto['zones'][number], id: number | null): ZonePlan => ({
  id,
  title: z.title,
  order: z.order,
  webLayout: z.web_layout,
  hideTitle: z.hide_title,
  payWall: z.pay_wall,
  isActive: z.is_active,
  tags: z.tags.map((t, at) => ({ id: t.id, at })),
  articles: z.articles.map((a, at) => ({ id: a.id, at })),
});

/** A view as read, as the audit log keeps it. */
const snapshotOf = (v: ViewAdminDto) => viewSnapshot({ title: v.title, zones: v.zones.map((z) => planSnapshot(planOf(z, z.id))) });

export async function createView(x: Ctx, body: ViewCreateBody): Promise<ViewAdminDto> {
  const plans = await checkedPlans(x.db, null, body.zones);
  const after = { ...viewSnapshot({ title: body.title, zones: plans.map(planSnapshot) }), is_active: false };
  const id = await insertView(x.db, x, 'create', body.title, plans, after);
  return found(x.db, id);
}

/**
 * Saves a change made to the view as it was at `body.version`. Checked before (a quick 409) and
 * again inside the batch, so a save that loses a race with another leaves nothing behind.
 */
export async function changeView(x: Ctx, id: number, body: ViewPatchBody): Promise<ViewAdminDto> {
  const before = await found(x.db, id);
  if (before.version !== body.version) throw conflict(M.changed, 'version');
  const plans = body.zones ? await checkedPlans(x.db, id, body.zones) : undefined;
  const title = body.title ?? before.title;
  const beforeSnap = { ...snapshotOf(before), version: before.version };
  const afterSnap = {
    ...(plans ? viewSnapshot({ title, zones: plans.map(planSnapshot) }) : { ...snapshotOf(before), title }),
    version: before.version + 1,
  };
  try {
    await saveView(x.db, x, id, body.version, { title: body.title, plans }, beforeSnap, afterSnap);
  } catch (e) {
    const now = await loadViewAdmin(x.db, id);
    if (!now) throw notFound(M.notFound);
    if (now.version !== body.version) throw conflict(M.changed, 'version');
    throw e;
  }
  const after = await found(x.db, id);
  if (after.is_active) await invalidate(x.env, 'views');
  return after;
}

export async function makeActive(x: Ctx, id: number): Promise<ViewAdminDto> {
  const before = await found(x.db, id);
  try {
    await activateView(x.db, x, id, before.is_active);
  } catch (e) {
    if (!(await loadViewAdmin(x.db, id))) throw notFound(M.notFound);
    throw e;
  }
  await invalidate(x.env, 'views');
  return found(x.db, id);
}

/** Spec §4: a copy titled "Copy of …" (or 'untitled view'), with the zones' tags and articles; not active. */
export async function duplicate(x: Ctx, id: number): Promise<ViewAdminDto> {
  const source = await found(x.db, id);
  const title = copyTitle(source.title);
  const plans = source.zones.map((z) => planOf(z, null));
  const after = { ...viewSnapshot({ title, zones: plans.map(planSnapshot) }), is_active: false, duplicate_of: id };
  return found(x.db, await insertView(x.db, x, 'duplicate', title, plans, after));
}

/** Never the view on the trending page: the page would be left empty. */
export async function remove(x: Ctx, id: number): Promise<{ id: number }> {
  const before = await found(x.db, id);
  if (before.is_active) throw conflict(M.deleteActive, 'is_active');
  try {
    await deleteView(x.db, x, id, { ...snapshotOf(before), is_active: false, version: before.version });
  } catch (e) {
    const now = await loadViewAdmin(x.db, id);
    if (!now) throw notFound(M.notFound);
    if (now.is_active) throw conflict(M.deleteActive, 'is_active');
    throw e;
  }
  return { id };
}
