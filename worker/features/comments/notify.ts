/**
 * @module Reply notifications by e-mail (issue 11): who to tell was read in the reply's own batch
 * (queries.ts replyRecipients, honouring email_notification_comments); here each gets one e-mail
 * through the Queue. Reader text goes in as text or escaped HTML only.
 */
import type { Context } from 'hono';
import type { CommentDto } from '../../contracts/comments';
import type { AppEnv } from '../../env';
import { log } from '../../http/log';
import { type EmailRequest, enqueueEmails } from '../mail/enqueue';
import { escapeHtml, textToHtml } from '../mail/html';
import { announceReplyPush } from '../push/automatic';
import type { ReplyRecipient } from './queries';

/** How much of the reply an e-mail quotes: enough to decide whether to open it. */
const QUOTE_CHARS = 500;

export function replyEmail(siteUrl: string, reply: CommentDto, to: ReplyRecipient): EmailRequest {
  const chars = [...reply.body];
  const quote = chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS).join('')}…` : reply.body;
  const link = `${siteUrl}/article/${reply.ref_id}?comment_id=${reply.reply_to}&reply_id=${reply.id}#comment-${reply.id}`;
  const settings = `${siteUrl}/account/notifications`;
  const what = to.threadAuthor ? 'replied to your comment' : 'also replied in a conversation you joined';
  const title = to.articleTitle;
  return {
    to: to.email,
    subject: `${reply.handle} ${what}`,
    text: `${reply.handle} ${what} on "${title}":\n\n${quote}\n\nRead the conversation: ${link}\n\nYou get these e-mails because of your comment notification settings: ${settings}`,
    html: `<p>${escapeHtml(reply.handle)} ${what} on <strong>${escapeHtml(title)}</strong>:</p>\n<blockquote>${textToHtml(quote)}</blockquote>\n<p><a href="${escapeHtml(link)}">Read the conversation</a></p>\n<p>You get these e-mails because of your <a href="${escapeHtml(settings)}">comment notification settings</a>.</p>`,
    // One e-mail per reply and reader, however often the queue redelivers.
    idempotencyKey: `comment-reply-${reply.id}-${to.email.replace(/[^A-Za-z0-9]/g, '_').slice(0, 60)}`,
  };
}

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
  const send = enqueueEmails(
    c.env,
    recipients.map((r) => replyEmail(c.env.SITE_URL, reply, r)),
  ).catch((error: unknown) => log('error', 'comment reply e-mail not queued', { error: String(error), comment: reply.id }));
  c.executionCtx.waitUntil(send);
}
