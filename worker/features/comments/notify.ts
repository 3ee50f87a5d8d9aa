/**
 * @module Reply notifications by e-mail (issue 11): who to tell was read in the reply's own batch
 * (recipients.ts replyRecipients, honouring email_notification_comments); here each gets one e-mail
 * through the Queue. Reader text goes in as text or escaped HTML only.
 */
import type { Context } from 'hono';
import type { CommentDto } from '../../contracts/comments';
import type { AppEnv } from '../../env';
import { log } from '../../http/log';
import { enqueueEmails } from '../mail/enqueue';
import { announceReplyPush } from '../push/automatic';
import type { ReplyRecipient } from './recipients';
import { replyEmail } from './reply-mail';

/** Queues the e-mails after the answer is sent; a queue failure is logged, never the reader's error. */
export function announceReply(c: Pick<Context<AppEnv>, 'env' | 'executionCtx'>, reply: CommentDto, recipients: ReplyRecipient[]): void {
  if (reply.reply_to === null) return;
  // By push too, to the readers whose push_notification_comments asks for it (features/push/automatic.ts).
  const push = {
    id: reply.id,
    articleId: reply.ref_id,
    replyTo: reply.reply_to,
    posterId: reply.user_id ?? 0,
    handle: reply.handle,
    body: reply.body,
  };
  c.executionCtx.waitUntil(
    announceReplyPush(c.env, push).catch((error: unknown) =>
      log('error', 'comment reply push not queued', { error: String(error), comment: reply.id }),
    ),
  );
  if (recipients.length === 0) return;
  // One queue batch: every e-mail is checked before any is sent, and the batch goes whole or not at all.
  const send = Promise.all(recipients.map((r) => replyEmail(c.env.SITE_URL, reply, r)))
    .then((emails) => enqueueEmails(c.env, emails))
    .catch((error: unknown) => log('error', 'comment reply e-mail not queued', { error: String(error), comment: reply.id }));
  c.executionCtx.waitUntil(send);
}
