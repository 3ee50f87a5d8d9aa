/**
 * @module A deleted account leaves the events database too. The main database forgets the reader
 * in the deletion's own batch (ON DELETE CASCADE / SET NULL); the events live in another database
 * (decision 075-events-database) whose month tables have no index on user_id, so unlinking them
 * is a scan per kept month: work for the queue, not for the reader's request.
 */
import { log } from '../../http/log';
import type { EventsForget } from '../../queue/messages';
import { storedMonths } from './events-db';
import { forgetUserSql } from './events-sql';

/**
 * Longer than an analytics batch can wait in the queue (max_batch_timeout 1 s, 3 retries 1 s
 * apart), so events the reader sent just before deleting are written before they are unlinked.
 */
export const FORGET_DELAY_SECONDS = 300;

/**
 * Queues the unlinking of the user's events, after their account is deleted. The deletion has
 * already committed, so a queue that refuses only logs: the events still leave with their month
 * (EVENTS_KEEP_MONTHS), and the line names the user so an operator can run the job by hand.
 */
export async function forgetEventsLater(env: Pick<Env, 'JOBS'>, userId: number, now = Date.now()): Promise<void> {
  const message: EventsForget = { kind: 'events.forget', id: `events.forget.${userId}.${now}`, userId };
  try {
    await env.JOBS.send(message, { delaySeconds: FORGET_DELAY_SECONDS });
  } catch (error) {
    log('error', 'events.forget.unqueued', { userId, error });
  }
}

/**
 * The job: every kept month's events of the user lose their user_id (they stay, anonymous, in the
 * counts, as comments and views do in the main database). Idempotent, so a redelivery is harmless.
 */
export async function forgetEventsStatements(env: Env, msg: EventsForget): Promise<D1PreparedStatement[]> {
  const months = await storedMonths(env.EVENTS_DB);
  if (months.length) await env.EVENTS_DB.batch(months.map((m) => env.EVENTS_DB.prepare(forgetUserSql(m)).bind(msg.userId)));
  return [];
}
