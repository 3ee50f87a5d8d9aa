/**
 * @module Queueing an e-mail: the one way features send mail. The message is validated here, so a
 * caller's mistake fails in the caller's request instead of as a dead letter later; the queue
 * consumer then delivers it over SMTP (send.ts) at least once, once per id (job_receipts).
 */
import { EmailSend } from '../../queue/messages';

export type EmailRequest = {
  to: string;
  subject: string;
  text: string;
  /** Markup built from escaped text (textToHtml, escapeHtml); it is sanitized again before sending. */
  html?: string;
  replyTo?: string;
  /** A list mail's one-click unsubscribe URL: the List-Unsubscribe headers of RFC 8058 (send.ts). */
  listUnsubscribe?: string;
  /**
   * Same key, same e-mail: a second enqueue with a key already delivered is dropped by the
   * consumer. Letters, digits, `_`, `-` and single dots, 8–100 characters (it becomes the
   * Message-ID). Default: a random UUID (every call is a new e-mail).
   */
  idempotencyKey?: string;
};

// Queues take messages up to 128 KB; stay under it with room for the JSON envelope.
const QUEUE_MESSAGE_MAX_BYTES = 120 * 1024;

/** The queue message for one e-mail, validated; throws on invalid input. */
function emailMessage(email: EmailRequest): EmailSend {
  const message = EmailSend.parse({
    kind: 'email.send',
    id: email.idempotencyKey ?? crypto.randomUUID(),
    to: email.to.trim(),
    ...(email.replyTo ? { replyTo: email.replyTo.trim() } : {}),
    // A subject is one header line: fold any line breaks a caller let through.
    subject: email.subject.replace(/\s+/g, ' ').trim(),
    text: email.text,
    ...(email.html ? { html: email.html } : {}),
    ...(email.listUnsubscribe ? { listUnsubscribe: email.listUnsubscribe } : {}),
  });
  const size = new TextEncoder().encode(JSON.stringify(message)).length;
  if (size > QUEUE_MESSAGE_MAX_BYTES) throw new Error(`e-mail too large for the queue (${size} bytes)`);
  return message;
}

/** Validates and queues one e-mail; resolves with its job id. Throws on invalid input or a queue error. */
export async function enqueueEmail(env: Pick<Env, 'JOBS'>, email: EmailRequest): Promise<{ id: string }> {
  const message = emailMessage(email);
  await env.JOBS.send(message);
  return { id: message.id };
}

/**
 * Several e-mails as one queue batch: every one is validated before any is sent, and the batch is
 * accepted or refused whole, so a caller never leaves some of them queued and others not.
 */
export async function enqueueEmails(env: Pick<Env, 'JOBS'>, emails: EmailRequest[]): Promise<void> {
  const messages = emails.map(emailMessage);
  await env.JOBS.sendBatch(messages.map((body) => ({ body })));
}
