/**
 * @module The `push.fanout` job: one queued push to its audience. The Web Push sender arrives with
 * the engagement-engine issue; until then the job moves queued → sending → sent with nothing
 * sent and nothing failed, and says so in the log. The last move commits with the receipt
 * (queue/consumer.ts), so a redelivered message finds the receipt and does nothing again.
 */
import { computed, rawRow, selectList } from '../../db/raw';
import { log } from '../../http/log';
import type { PushFanout } from '../../queue/messages';

/** What taking a job reads back: its filters, as stored (JSON text). */
const TAKEN = { filters: computed('filters', 'string') };

export async function pushFanoutStatements(env: Env, msg: PushFanout): Promise<D1PreparedStatement[]> {
  // Only a queued job starts (or a sending one resumes, after a crash): a failed one stays failed.
  const taken = rawRow(
    TAKEN,
    await env.DB.prepare(
      `UPDATE push_notifications SET status = 'sending' WHERE id = ? AND status IN ('queued', 'sending') RETURNING ${selectList(TAKEN)}`,
    )
      .bind(msg.jobId)
      .first(),
  );
  if (!taken) {
    log('warn', 'push.fanout.skipped', { jobId: msg.jobId, reason: 'no queued job with this id' });
    return [];
  }
  // Where the sender will go: the audience from the filters, one Web Push per subscription.
  log('info', 'push.fanout.deferred', {
    jobId: msg.jobId,
    filters: JSON.parse(taken.filters) as unknown,
    note: 'no push sent: the Web Push sender arrives with the engagement-engine issue',
  });
  return [
    env.DB.prepare("UPDATE push_notifications SET status = 'sent', sent = 0, failed = 0 WHERE id = ? AND status = 'sending'").bind(
      msg.jobId,
    ),
  ];
}
