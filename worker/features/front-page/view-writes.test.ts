// The save's own version check, inside its batch: a save that passed the handler's check but lost
// the race to another save leaves nothing behind (no zone, no link, no title, no audit row).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, views, zoneArticles, zones } from '../../db/schema';
import { makeAdmin } from '../../test/admin';
import { db, makeArticle } from '../../test/factories';
import { makeView } from './admin.cases';
import { saveView } from './view-writes';

const state = async (viewId: number) => ({
  view: (await db().select().from(views).where(eq(views.id, viewId)))[0],
  zones: await db().select().from(zones).where(eq(zones.viewId, viewId)),
  links: await db()
    .select({ zoneId: zoneArticles.zoneId, articleId: zoneArticles.articleId })
    .from(zoneArticles)
    .innerJoin(zones, eq(zones.id, zoneArticles.zoneId))
    .where(eq(zones.viewId, viewId)),
});

describe('saveView', () => {
  it('lands whole at the expected version, and not at all at another', async () => {
    const admin = await makeAdmin();
    const a = await makeArticle();
    const view = await makeView([{ layout: 0, articleIds: [a.id] }]);
    const [zone] = await db().select().from(zones).where(eq(zones.viewId, view.id));
    const plan = (title: string) => ({
      title,
      plans: [
        {
          id: null,
          title: 'New',
          order: 0,
          webLayout: 2,
          hideTitle: false,
          payWall: false,
          isActive: true,
          tags: [],
          articles: [{ id: a.id, at: 0 }],
        },
      ],
    });
    const audit = { adminId: admin.id, now: Math.floor(Date.now() / 1000) };

    // Someone saved first: the view is at version 2 now.
    await saveView(db(), audit, view.id, 1, plan('First save'), {}, { title: 'First save' });
    const afterFirst = await state(view.id);
    expect(afterFirst.view).toMatchObject({ title: 'First save', version: 2 });
    expect(afterFirst.zones.map((z) => z.id)).not.toContain(zone!.id);

    // A save from version 1 that got past the handler's check must fail inside its batch.
    await expect(saveView(db(), audit, view.id, 1, plan('Late save'), {}, { title: 'Late save' })).rejects.toThrow();
    expect(await state(view.id)).toEqual(afterFirst);
    const audits = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, admin.id));
    expect(audits).toHaveLength(1);
  });
});
