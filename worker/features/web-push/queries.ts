/**
 * @module push_subscriptions in D1: a browser's subscription stored for its reader (one row per
 * endpoint: the same browser registering again refreshes it, or moves it to whoever is signed in
 * there now), removed, and the reader's oldest ones dropped past PUSH_SUBSCRIPTIONS_PER_READER.
 */
import { PUSH_SUBSCRIPTIONS_PER_READER } from '../../contracts/web-push';
import type { Subscription } from './endpoint';

/** Stores or refreshes the subscription for `userId` and trims the reader's list, in one batch. */
export async function upsertSubscription(db: D1Database, userId: number, sub: Subscription, now: number) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (user_id, anon_id, endpoint, p256dh, auth, failures, created, last_seen)
         VALUES (?, NULL, ?, ?, ?, 0, ?, ?)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
           failures = 0, last_seen = excluded.last_seen`,
      )
      .bind(userId, sub.endpoint, sub.p256dh, sub.auth, now, now),
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN
           (SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY last_seen DESC, id DESC LIMIT ?)`,
      )
      .bind(userId, userId, PUSH_SUBSCRIPTIONS_PER_READER),
  ]);
}

/** Removes this reader's subscription at `endpoint`; true when there was one. */
export async function deleteSubscription(db: D1Database, userId: number, endpoint: string): Promise<boolean> {
  const res = await db.prepare('DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?').bind(userId, endpoint).run();
  return (res.meta.changes ?? 0) > 0;
}
