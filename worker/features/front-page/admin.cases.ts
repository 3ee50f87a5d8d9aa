/**
 * @module The trending views' rows in the back office's route table (worker/test/admin.ts
 * AdminRouteCase), and the two helpers its tests share: an inactive view made directly in D1, and
 * putting the active view back after a test that activates another.
 */
import { eq } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { views, zoneArticles, zones, zoneTags } from '../../db/schema';
import { type AdminRouteCase, reads, writes } from '../../test/admin';
import { db, makeArticle, makeTag, uniq } from '../../test/factories';

export type ZoneSpec = { layout: number; title?: string; articleIds?: number[]; tagIds?: number[]; payWall?: boolean };

/** A view that is not active, with its zones, their articles and tags, in the order given. */
export async function makeView(specs: ZoneSpec[] = [{ layout: 0 }], title = `View ${uniq()}`) {
  const d = db();
  const [view] = await d.insert(views).values({ title }).returning();
  for (const [order, z] of specs.entries()) {
    const [zone] = await d
      .insert(zones)
      .values({ viewId: view!.id, order, webLayout: z.layout, title: z.title ?? `Zone ${order}`, payWall: z.payWall ?? false })
      .returning();
    if (z.articleIds?.length)
      await d.insert(zoneArticles).values(z.articleIds.map((articleId, position) => ({ zoneId: zone!.id, articleId, position })));
    if (z.tagIds?.length) await d.insert(zoneTags).values(z.tagIds.map((tagId, position) => ({ zoneId: zone!.id, tagId, position })));
  }
  return view!;
}

/**
 * For a test that activates a view: when it ends, the view that was active is active again (other
 * tests, in this file and beside it, expect it). Outside a test there is nothing to restore.
 */
export async function keepActiveView() {
  const d = db();
  const [previous] = await d.select({ id: views.id }).from(views).where(eq(views.isActive, true)).limit(1);
  try {
    onTestFinished(async () => {
      await d.update(views).set({ isActive: false }).where(eq(views.isActive, true));
      if (previous) await d.update(views).set({ isActive: true }).where(eq(views.id, previous.id));
    });
  } catch {
    // Not inside a test.
  }
}

const zoneBody = async () => ({ title: 'Case zone', web_layout: 1, tags: [(await makeTag()).id], articles: [(await makeArticle()).id] });

const at = async (specs?: ZoneSpec[]) => `/admin/api/views/${(await makeView(specs)).id}`;

export const ADMIN_CASES: AdminRouteCase[] = [
  reads('GET /admin/api/views', async () => ({ path: '/admin/api/views' })),
  reads('GET /admin/api/views/:id', async () => ({ path: await at() })),
  writes('POST /admin/api/views', 201, async () => ({
    path: '/admin/api/views',
    body: { title: `Case view ${uniq()}`, zones: [await zoneBody()] },
  })),
  writes('PATCH /admin/api/views/:id', async () => {
    const view = await makeView();
    return { path: `/admin/api/views/${view.id}`, body: { version: view.version, title: `Renamed ${uniq()}`, zones: [await zoneBody()] } };
  }),
  writes('POST /admin/api/views/:id/activate', async () => {
    await keepActiveView();
    return { path: `${await at()}/activate` };
  }),
  writes('POST /admin/api/views/:id/duplicate', 201, async () => ({ path: `${await at([{ layout: 2 }, { layout: 4 }])}/duplicate` })),
  writes('DELETE /admin/api/views/:id', async () => ({ path: await at() })),
];
