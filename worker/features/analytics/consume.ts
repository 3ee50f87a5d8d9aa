/**
 * @module Writing analytics events: the raw events into the events database (EVENTS_DB, one table
 * per month: events-db.ts), keyed by event id, and for each article read one `article_views` row
 * in the main database (what the stats rollup counts as the article's reads). The events are
 * written first, as an outside effect: the main batch (these reads and the message's receipt)
 * commits after, and a redelivery after a failure between the two writes no event twice.
 * A read of an article that no longer exists, or a second read by the same reader within
 * READ_AGAIN_AFTER_SECONDS, writes nothing: the statement decides, so the batch never fails on a
 * foreign key and a redelivered message can never be a poison message.
 */
import type { JobMessage } from '../../queue/messages';
import { articleReadOf, READ_AGAIN_AFTER_SECONDS } from './counting';
import { writeEvents } from './events-db';

export async function analyticsStatements(env: Env, msg: Extract<JobMessage, { kind: 'analytics.events' }>) {
  await writeEvents(env.EVENTS_DB, msg.events);
  // ?1 article, ?2 user (or null), ?3 the browser's id, ?4 when. The batch runs in order, so a
  // second read of one message already sees the first. article_views_article_idx serves both probes.
  const read = env.DB.prepare(
    `INSERT INTO article_views (article_id, user_id, anon_id, viewed_at)
     SELECT ?1, (SELECT id FROM users WHERE id = ?2), ?3, ?4
     WHERE EXISTS (SELECT 1 FROM articles WHERE id = ?1)
       AND NOT EXISTS (SELECT 1 FROM article_views WHERE article_id = ?1 AND viewed_at > ?4 - ${READ_AGAIN_AFTER_SECONDS}
         AND viewed_at <= ?4 AND (anon_id = ?3 OR user_id = ?2))`,
  );
  return msg.events.flatMap((e) => {
    const articleId = articleReadOf(e);
    return articleId === null ? [] : [read.bind(articleId, e.userId, e.anonId ?? e.sessionId, e.occurredAt)];
  });
}
