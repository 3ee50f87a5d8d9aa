/**
 * @module The `push.fanout` job: a queued push becomes `push.batch` messages of its audience's
 * subscriptions (plan.ts has the sizes), one page of the audience per message, the next page in a
 * new `push.fanout`. The job's `total` and `batches` grow with each page and commit with the
 * message's receipt (queue/consumer.ts), so a redelivered page counts nothing twice; its batches
 * have fixed ids, so a page sent again before its receipt is pushed once. The last page marks the
 * job planned; it is "sent" when every push of `total` was attempted (sent + failed + removed),
 * which may be right here when the audience is empty (total 0, shown as such on the push page).
 */
import type { PushKind } from '../../contracts/web-push';
import { computed, rawRow, selectList } from '../../db/raw';
import { log } from '../../http/log';
import { nowSeconds } from '../../http/time';
import type { PushBatch, PushFanout } from '../../queue/messages';
import { audienceWhere, type StoredFilters } from './audience';
import { BATCH_SIZE, chunk, PLAN_PAGE, SEND_BATCH_MAX } from './plan';
import { finishStatement } from './queries';

const TAKEN = { filters: computed('filters', 'string'), kind: computed('kind', 'string') };

export async function pushFanoutStatements(env: Env, msg: PushFanout): Promise<D1PreparedStatement[]> {
  // Only a queued job starts (or a sending one goes on): a failed one stays failed.
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
  const where = audienceWhere(taken.kind as PushKind, JSON.parse(taken.filters) as StoredFilters, nowSeconds(), env.SITE_TIME_ZONE);
  const page = await env.DB.prepare(
    `SELECT ps.id AS id FROM push_subscriptions ps JOIN users u ON u.id = ps.user_id
     WHERE ps.id > ? AND ${where.sql} ORDER BY ps.id LIMIT ${PLAN_PAGE}`,
  )
    .bind(msg.after ?? 0, ...where.args)
    .all<{ id: number }>();
  const ids = page.results.map((r) => r.id);
  const batches: PushBatch[] = chunk(ids, BATCH_SIZE).map((subscriptionIds) => ({
    kind: 'push.batch',
    id: `push.batch.${msg.jobId}.${subscriptionIds[0]}.1`,
    jobId: msg.jobId,
    subscriptionIds,
    attempt: 1,
  }));
  for (const group of chunk(batches, SEND_BATCH_MAX)) await env.JOBS.sendBatch(group.map((body) => ({ body })));
  const more = ids.length === PLAN_PAGE;
  if (more) {
    const after = ids[ids.length - 1]!;
    await env.JOBS.send({ kind: 'push.fanout', id: `push.fanout.${msg.jobId}.${after}`, jobId: msg.jobId, after } satisfies PushFanout);
  }
  log('info', 'push.fanout.page', { jobId: msg.jobId, after: msg.after ?? 0, subscriptions: ids.length, batches: batches.length, more });
  return [
    env.DB.prepare('UPDATE push_notifications SET total = total + ?, batches = batches + ?, planned = ? WHERE id = ?').bind(
      ids.length,
      batches.length,
      more ? 0 : 1,
      msg.jobId,
    ),
    finishStatement(env.DB, msg.jobId),
  ];
}
