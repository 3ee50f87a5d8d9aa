/**
 * @module Sending one e-mail over SMTP with worker-mailer (a TCP socket from `cloudflare:sockets`).
 * Connection settings come from env: SMTP_HOST, SMTP_PORT, SMTP_SECURITY ("none" | "starttls" |
 * "tls") and the optional secrets SMTP_USER / SMTP_PASSWORD; the sender is MAIL_FROM. Call it from
 * the queue consumer (enqueueEmail), not from a request: SMTP is slow and fails transiently.
 */
import { type AuthType, LogLevel, WorkerMailer, type WorkerMailerOptions } from 'worker-mailer';
import { domainOf, isMailAddress, MESSAGE_ID_PART, parseMailbox } from './address';
import { sanitizeMailHtml } from './html';
import './mailer-patches';

export type OutgoingEmail = {
  /** Stable per logical e-mail (the queue job id): becomes the Message-ID, so a rare resend is recognisable. */
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** One-click unsubscribe URL of a list mail (RFC 8058); checked by the queue message's schema. */
  listUnsubscribe?: string;
};

const SECURITY = ['none', 'starttls', 'tls'] as const;
export type SmtpSecurity = (typeof SECURITY)[number];

// A dead or silent server must fail the attempt well within a queue invocation, so it retries.
const TIMEOUT_MS = 15_000;
// PLAIN or LOGIN (both sent only after TLS with "starttls"/"tls"); CRAM-MD5 is obsolete (MD5).
const AUTH_TYPES: AuthType[] = ['plain', 'login'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

type SmtpEnv = Pick<Env, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURITY'> & Partial<Pick<Env, 'SMTP_USER' | 'SMTP_PASSWORD'>>;

/** worker-mailer options from env. Throws on a misconfiguration (a deploy error, not a mail error). */
export function smtpOptions(env: SmtpEnv): WorkerMailerOptions {
  const host = env.SMTP_HOST?.trim();
  const port = Number(env.SMTP_PORT);
  const security = env.SMTP_SECURITY as SmtpSecurity;
  if (!host) throw new Error('SMTP_HOST is not set');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT is not a port: ${JSON.stringify(env.SMTP_PORT)}`);
  if (!SECURITY.includes(security)) throw new Error(`SMTP_SECURITY must be one of ${SECURITY.join(', ')}`);
  // Plaintext is for the local catcher; mail (and any password) never crosses a network unencrypted.
  if (security === 'none' && !LOOPBACK.has(host)) throw new Error('SMTP_SECURITY "none" is only allowed for a loopback SMTP_HOST');
  // Secrets that were never `wrangler secret put` are absent at run time, whatever Env says.
  const user = env.SMTP_USER?.trim();
  const options: WorkerMailerOptions = {
    host,
    port,
    // worker-mailer: `secure` is TLS from the first byte (465); `startTls` upgrades after EHLO, and
    // mailer-patches.ts makes that upgrade required rather than opportunistic.
    secure: security === 'tls',
    startTls: security === 'starttls',
    socketTimeoutMs: TIMEOUT_MS,
    responseTimeoutMs: TIMEOUT_MS,
    // Its INFO level logs every connect and close; failures still log (and reach the consumer).
    logLevel: LogLevel.WARN,
  };
  // Without credentials worker-mailer skips AUTH (and fails if the server demands it).
  if (user) Object.assign(options, { credentials: { username: user, password: env.SMTP_PASSWORD ?? '' }, authType: AUTH_TYPES });
  return options;
}

/**
 * RFC 8058 one-click unsubscribe: the URL (RFC 2369) and the header that says a POST of
 * `List-Unsubscribe=One-Click` to it unsubscribes, with no page to click through.
 */
export function listHeaders(url: string | undefined): Record<string, string> {
  if (url === undefined) return {};
  if (!/^https?:\/\/[\x21-\x7e]+$/.test(url) || /[<>,]/.test(url)) throw new Error('invalid List-Unsubscribe URL');
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Sends one message and closes the connection. Resolves once the server accepted it (250 after
 * DATA); rejects on any failure (refused connection, timeout, rejected recipient), for the caller
 * to retry. HTML is sanitized here, whatever the caller built it from.
 */
export async function sendEmail(env: Env, message: OutgoingEmail): Promise<void> {
  const options = smtpOptions(env);
  const from = parseMailbox(env.MAIL_FROM);
  if (!MESSAGE_ID_PART.test(message.id)) throw new Error('invalid message id');
  if (!isMailAddress(message.to)) throw new Error('invalid recipient');
  if (message.replyTo !== undefined && !isMailAddress(message.replyTo)) throw new Error('invalid reply-to');
  const mailer = await WorkerMailer.connect(options);
  try {
    await mailer.send({
      from,
      to: { email: message.to },
      ...(message.replyTo ? { reply: { email: message.replyTo } } : {}),
      // One line whatever the caller passed: a CR or LF here would start a new header.
      subject: message.subject.replace(/\p{Cc}+/gu, ' '),
      text: message.text,
      ...(message.html ? { html: sanitizeMailHtml(message.html) } : {}),
      headers: { 'Message-ID': `<${message.id}@${domainOf(from.email)}>`, ...listHeaders(message.listUnsubscribe) },
    });
  } finally {
    await mailer.close();
  }
}
