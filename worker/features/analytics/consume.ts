/** @module Writing analytics events; INSERT … ON CONFLICT DO NOTHING keyed by event id. */
import type { JobMessage } from '../../queue/messages';

export async function analyticsStatements(env: Env, msg: Extract<JobMessage, { kind: 'analytics.events' }>) {
  const stmt = env.DB.prepare(
    `INSERT INTO analytics_events (id, session_id, user_id, anon_id, kind, name, data, occurred_at, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, unixepoch()) ON CONFLICT DO NOTHING`,
  );
  return msg.events.map((e) =>
    stmt.bind(e.id, e.sessionId, e.userId, e.anonId, e.kind, e.name, e.data === null ? null : JSON.stringify(e.data), e.occurredAt),
  );
}
