/**
 * @module The tags' rows in the back office's route table (worker/test/admin.ts AdminRouteCase),
 * and the tag in use that the API's and the pages' delete tests both ask about.
 */
import { eq } from 'drizzle-orm';
import { curators, tagFollows, zones, zoneTags } from '../../db/schema';
import { type AdminRouteCase, reads, writes } from '../../test/admin';
import { db, makeActiveView, makeArticle, makeReader, makeTag, uniq } from '../../test/factories';

/** A curator tag used by two articles, a zone of the active view, a reader's follow and a curator. */
export async function makeTagInUse() {
  const tag = await makeTag({ type: 'curator' });
  const articles = [await makeArticle({}, [tag.id]), await makeArticle({}, [tag.id])] as const;
  const view = await makeActiveView([{ layout: 0, articleIds: [articles[0].id] }]);
  const [zone] = await db().select().from(zones).where(eq(zones.viewId, view.id));
  await db().insert(zoneTags).values({ zoneId: zone!.id, tagId: tag.id });
  const reader = await makeReader('free');
  await db().insert(tagFollows).values({ userId: reader.id, tagId: tag.id });
  const [curator] = await db()
    .insert(curators)
    .values({ name: 'Case Curator', username: `curator${uniq()}`, tagId: tag.id })
    .returning();
  return { tag, articles, curator: curator! };
}

const at = async () => `/admin/api/tags/${(await makeTag()).id}`;

export const ADMIN_CASES: AdminRouteCase[] = [
  reads('GET /admin/api/tags', async () => ({ path: '/admin/api/tags?type=topic&count=5' })),
  reads('GET /admin/api/tags/:id', async () => ({ path: await at() })),
  writes('POST /admin/api/tags', 201, async () => ({ path: '/admin/api/tags', body: { type: 'topic', name: `Case topic ${uniq()}` } })),
  writes('PATCH /admin/api/tags/:id', async () => ({ path: await at(), body: { name: `Renamed ${uniq()}` } })),
  writes('DELETE /admin/api/tags/:id', async () => ({ path: await at() })),
];
