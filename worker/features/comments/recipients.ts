/**
 * @module Who hears of a reply: the statement a comment post reads in its own batch (queries.ts
 * `postComment`), and the row it gives notify.ts.
 */
import { and, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** At most this many e-mails for one reply: a busy thread must not turn one post into a mail-out. */
const MAX_REPLY_RECIPIENTS = 20;

/**
 * Who hears of a reply (read in the post's own batch, used only when the post was stored): the
 * thread's author when their e-mail setting is 'all' or 'replies', and the thread's other
 * repliers whose setting is 'all'; never the poster. A top-level comment notifies nobody.
 */
export function replyRecipients(db: Db, articleId: number, replyTo: number | null, posterId: number) {
  const thread = replyTo ?? -1;
  return db
    .select({
      email: users.email,
      threadAuthor: sql<number>`${users.id} = (SELECT user_id FROM comments WHERE id = ${thread})`,
      articleTitle: sql<string>`(SELECT title FROM articles WHERE id = ${articleId})`,
    })
    .from(users)
    .where(
      and(
        sql`${users.id} <> ${posterId}`,
        or(
          and(
            sql`${users.id} = (SELECT user_id FROM comments WHERE id = ${thread} AND deleted_at IS NULL)`,
            sql`${users.emailNotificationComments} IN ('all', 'replies')`,
          ),
          and(
            sql`${users.id} IN (SELECT user_id FROM comments WHERE reply_to = ${thread} AND deleted_at IS NULL)`,
            sql`${users.emailNotificationComments} = 'all'`,
          ),
        ),
      ),
    )
    .limit(MAX_REPLY_RECIPIENTS);
}
export type ReplyRecipient = { email: string; threadAuthor: number; articleTitle: string };
