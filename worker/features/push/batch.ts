/**
 * @module The `push.batch` job: one batch of a push job's subscriptions, each sent its push
 * (web-push/send.ts) a few at a time. 2xx counts sent; 404/410 deletes the subscription and counts
 * removed; 429/5xx/no answer go into a new `push.batch` of just those, delayed with backoff (plan.ts),
 * up to PUSH_SEND_RETRIES times, then count failed and are dead-lettered (dead_letters, shown on the
 * push page) so nothing is lost silently; any other answer counts failed at once. Counts commit with
 * the message's receipt (queue/consumer.ts), so a redelivered batch counts nothing twice.
 */
import type { PushKind, WebPushPayload } from '../../contracts/web-push';
import { log } from '../../http/log';
import { nowSeconds } from '../../http/time';
import type { PushBatch } from '../../queue/messages';
import { devPushOrigins, vapidOf } from '../web-push/config';
import { type PushOutcome, sendPush } from '../web-push/send';
import { payloadBytes, pushOptions } from './payload';
import { backoffSeconds, PUSH_CONCURRENCY, PUSH_SEND_RETRIES } from './plan';
import { finishStatement } from './queries';

type Job = { title: string; body: string; url: string | null; kind: PushKind; status: string };
type Row = { id: number; endpoint: string; p256dh: string; auth: string };

async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export async function pushBatchStatements(env: Env, msg: PushBatch): Promise<D1PreparedStatement[]> {
  const db = env.DB;
  const job = await db.prepare('SELECT title, body, url, kind, status FROM push_notifications WHERE id = ?').bind(msg.jobId).first<Job>();
  if (!job || job.status !== 'sending') {
    log('warn', 'push.batch.skipped', { jobId: msg.jobId, status: job?.status ?? null });
    return [];
  }
  const ids = msg.subscriptionIds;
  const rows = (
    await db
      .prepare(`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id IN (${marks(ids.length)})`)
      .bind(...ids)
      .all<Row>()
  ).results;
  // Unsubscribed (DELETE /api/notifications) between planning and now: gone, counted as removed.
  const vanished = ids.length - rows.length;
  const vapid = vapidOf(env);
  const payload: WebPushPayload = { title: job.title, body: job.body, url: job.url ?? '/', tag: `push-${msg.jobId}`, kind: job.kind };
  const bytes = payloadBytes(payload);
  const now = nowSeconds();
  const outcomes: PushOutcome[] = vapid
    ? await pool(rows, PUSH_CONCURRENCY, (r) => sendPush(vapid, devPushOrigins(env), r, bytes, pushOptions(job.kind), now))
    : rows.map(() => ({ result: 'failed', status: 0, reason: 'VAPID keys are not configured' }) as const);
  const by = (result: PushOutcome['result']) => rows.filter((_, i) => outcomes[i]!.result === result).map((r) => r.id);
  const [sent, gone, failed, retry] = [by('sent'), by('gone'), by('failed'), by('retry')];
  let failedCount = failed.length;
  if (retry.length) {
    const waits = outcomes.flatMap((o) => (o.result === 'retry' ? [o.retryAfter ?? 0] : []));
    const lastStatus = outcomes.find((o) => o.result === 'retry')?.status ?? 0;
    if (msg.attempt <= PUSH_SEND_RETRIES) {
      const next: PushBatch = {
        ...msg,
        id: `push.batch.${msg.jobId}.${retry[0]}.${msg.attempt + 1}`,
        subscriptionIds: retry,
        attempt: msg.attempt + 1,
      };
      await env.JOBS.send(next, { delaySeconds: backoffSeconds(msg.attempt, Math.max(...waits)) });
    } else {
      failedCount += retry.length;
      await env.DEAD_LETTERS.send({
        kind: 'push.batch',
        reason: `push service unavailable after ${msg.attempt} attempts (last answer ${lastStatus || 'none'}); ${retry.length} push(es) not delivered`,
        original: { ...msg, subscriptionIds: retry },
      });
    }
  }
  log('info', 'push.batch', {
    jobId: msg.jobId,
    attempt: msg.attempt,
    sent: sent.length,
    removed: gone.length + vanished,
    failed: failedCount,
    retry: retry.length,
  });
  const statements = [
    db
      .prepare('UPDATE push_notifications SET sent = sent + ?, failed = failed + ?, removed = removed + ? WHERE id = ?')
      .bind(sent.length, failedCount, gone.length + vanished, msg.jobId),
  ];
  if (gone.length) statements.push(db.prepare(`DELETE FROM push_subscriptions WHERE id IN (${marks(gone.length)})`).bind(...gone));
  if (failed.length)
    statements.push(
      db.prepare(`UPDATE push_subscriptions SET failures = failures + 1 WHERE id IN (${marks(failed.length)})`).bind(...failed),
    );
  if (sent.length)
    statements.push(
      db.prepare(`UPDATE push_subscriptions SET failures = 0 WHERE failures > 0 AND id IN (${marks(sent.length)})`).bind(...sent),
    );
  statements.push(finishStatement(db, msg.jobId));
  return statements;
}
