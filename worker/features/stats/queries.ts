/** @module The dashboard's reads: from the rolled-up aggregates only, one round trip. */
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { STATS_TOP_ARTICLES } from '../../contracts/stats';
import type { Db } from '../../db/client';
import { articles, dailyArticleViews, dailyStats } from '../../db/schema';

/** Every stored metric of the days from..to and the most read articles over them, in one batch. */
export async function readStats(db: Db, from: number, to: number) {
  const views = sql<number>`sum(${dailyArticleViews.views})`;
  const [rows, top] = await db.batch([
    db
      .select({ day: dailyStats.day, metric: dailyStats.metric, value: dailyStats.value })
      .from(dailyStats)
      .where(and(gte(dailyStats.day, from), lte(dailyStats.day, to))),
    db
      .select({ id: articles.id, title: articles.title, views })
      .from(dailyArticleViews)
      .innerJoin(articles, eq(articles.id, dailyArticleViews.articleId))
      .where(and(gte(dailyArticleViews.day, from), lte(dailyArticleViews.day, to)))
      .groupBy(dailyArticleViews.articleId)
      .orderBy(desc(views), asc(articles.id))
      .limit(STATS_TOP_ARTICLES),
  ]);
  return { rows, top: top.map((t) => ({ ...t, views: Number(t.views) })) };
}
