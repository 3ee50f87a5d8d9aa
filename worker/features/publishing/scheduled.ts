/**
 * @module The cron's work: publish drafted articles whose scheduled_date has passed, and bump the
 * active view's version so cached renders of it are replaced.
 */
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, views } from '../../db/schema';

export async function publishDueArticles(db: Db, now: number): Promise<number> {
  const due = and(eq(articles.status, 'drafted'), isNotNull(articles.scheduledDate), lte(articles.scheduledDate, now));
  const [published] = await db.batch([
    db
      .update(articles)
      .set({ status: 'published', date: sql`${articles.scheduledDate}`, scheduledDate: null, modified: now })
      .where(due)
      .returning({ id: articles.id }),
  ]);
  if (published.length > 0) {
    await db
      .update(views)
      .set({ version: sql`${views.version} + 1` })
      .where(eq(views.isActive, true));
  }
  return published.length;
}
