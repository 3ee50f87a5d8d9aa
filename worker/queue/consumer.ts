/**
 * @module Queue consumer. Delivery is at least once, so each handler returns the D1 statements of
 * its effect and they commit in one batch together with a receipt row: a redelivered message finds
 * its receipt and does nothing. Malformed messages can never succeed and are parked in the
 * dead-letter queue at once; failing ones are retried with backoff and then dead-lettered by the
 * runtime (max_retries in wrangler.toml). The dead-letter queue is drained into `dead_letters`.
 * Handlers with an outside effect (SMTP, Web Push) perform it and return the statements that count
 * it; the receipt commits with them.
 */

import { envInSession } from '../db/d1-session';
import { openMeter } from '../db/meter';
import { METER_LOG_EVENT } from '../db/meter-tally';
import { analyticsStatements } from '../features/analytics/consume';
import { forgetEventsStatements } from '../features/analytics/forget';
import { emailStatements } from '../features/mail/consume';
import { replyPushStatements } from '../features/push/automatic';
import { pushBatchStatements } from '../features/push/batch';
import { pushFanoutStatements } from '../features/push/consume';
import { log } from '../http/log';
import { type JobKind, JobMessage } from './messages';

type Handler<K extends JobKind> = (env: Env, msg: Extract<JobMessage, { kind: K }>) => Promise<D1PreparedStatement[]>;
const handlers: { [K in JobKind]: Handler<K> } = {
  'analytics.events': analyticsStatements,
  'email.send': emailStatements,
  'push.fanout': pushFanoutStatements,
  'push.batch': pushBatchStatements,
  'push.reply': replyPushStatements,
  'events.forget': forgetEventsStatements,
};

export const DLQ_NAME = 'edgewire-jobs-dlq';

async function alreadyProcessed(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM job_receipts WHERE id = ?').bind(id).first()) !== null;
}

async function handle(env: Env, message: Message<unknown>): Promise<void> {
  const parsed = JobMessage.safeParse(message.body);
  if (!parsed.success) {
    await env.DEAD_LETTERS.send({
      original: message.body,
      reason: `invalid message: ${parsed.error.issues[0]?.message}`,
      messageId: message.id,
    });
    message.ack();
    return;
  }
  const job = parsed.data;
  if (await alreadyProcessed(env.DB, job.id)) {
    message.ack();
    return;
  }
  const statements = await (handlers[job.kind] as Handler<typeof job.kind>)(env, job);
  const receipt = env.DB.prepare(
    'INSERT INTO job_receipts (id, kind, processed_at) VALUES (?, ?, unixepoch()) ON CONFLICT DO NOTHING',
  ).bind(job.id, job.kind);
  await env.DB.batch([...statements, receipt]);
  message.ack();
}

async function drainDeadLetters(env: Env, batch: MessageBatch<unknown>): Promise<void> {
  const rows = batch.messages.map((m) => {
    const body = m.body as { kind?: string; reason?: string; original?: unknown } | null;
    const kind = body && typeof body === 'object' && 'kind' in body ? String(body.kind) : 'unknown';
    const reason =
      body && typeof body === 'object' && 'reason' in body ? String(body.reason) : `retries exhausted after ${m.attempts} attempts`;
    return env.DB.prepare('INSERT INTO dead_letters (id, kind, body, reason, attempts) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING').bind(
      m.id,
      kind,
      JSON.stringify(m.body ?? null),
      reason,
      m.attempts,
    );
  });
  if (rows.length) await env.DB.batch(rows);
  batch.ackAll();
}

export async function queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === DLQ_NAME) return drainDeadLetters(env, batch);
  for (const message of batch.messages) {
    // Off but for the benches (db/meter.ts): what each message cost both databases, logged.
    const meter = openMeter(env);
    try {
      // Its receipt must be read where the last delivery wrote it: each message starts at the primary.
      await handle(envInSession(meter?.env ?? env, 'first-primary'), message);
      if (meter)
        log('info', METER_LOG_EVENT, { kind: (message.body as { kind?: unknown } | null)?.kind, db: meter.db, events: meter.events });
    } catch (err) {
      log('error', 'queue.message-failed', { queue: batch.queue, messageId: message.id, attempts: message.attempts, error: err });
      // Exponential backoff: 1, 2, 4 s …; after max_retries the runtime moves it to the DLQ.
      message.retry({ delaySeconds: Math.min(2 ** (message.attempts - 1), 60) });
    }
  }
}
