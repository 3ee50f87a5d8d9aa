/**
 * @module Writing analytics events: INSERT … ON CONFLICT DO NOTHING keyed by event id, and for
 * each article read one `article_views` row (what the stats rollup counts as the article's reads).
 * A read of an article that no longer exists, or a second read by the same reader within
 * READ_AGAIN_AFTER_SECONDS, writes nothing: the statement decides, so the batch never fails on a
 * foreign key and a redelivered message can never be a poison message.
 */
import type { JobMessage } from '../../queue/messages';
import { articleReadOf, READ_AGAIN_AFTER_SECONDS } from './counting';

export async function analyticsStatements(env: Env, msg: Extract<JobMessage, { kind: 'analytics.events' }>) {
  const stmt = env.DB.prepare(
    `INSERT INTO analytics_events (id, session_id, user_id, anon_id, kind, name, data, occurred_at, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, unixepoch()) ON CONFLICT DO NOTHING`,
  );
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
    const row = stmt.bind(
      e.id,
      e.sessionId,
      e.userId,
      e.anonId,
      e.kind,
      e.name,
      e.data === null ? null : JSON.stringify(e.data),
      e.occurredAt,
    );
    const articleId = articleReadOf(e);
    return articleId === null ? [row] : [row, read.bind(articleId, e.userId, e.anonId ?? e.sessionId, e.occurredAt)];
  });
}
