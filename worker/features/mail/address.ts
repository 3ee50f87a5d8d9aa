/**
 * @module E-mail addresses as the SMTP envelope and headers take them. worker-mailer writes addresses
 * into `RCPT TO:<…>` and header lines as given, so anything that reaches it must be a plain ASCII
 * addr-spec: no spaces, angle brackets, quotes or line breaks that could inject a command or header.
 */

// RFC 5321/5322 dot-atom local part and an LDH domain of two or more labels; ASCII only because
// worker-mailer does not speak SMTPUTF8.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** True for an address worker-mailer can put on the wire unchanged (at most 254 characters). */
export function isMailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const labels = value.slice(at + 1).split('.');
  return LOCAL.test(value.slice(0, at)) && labels.length >= 2 && labels.every((l) => LABEL.test(l));
}

export type Mailbox = { name?: string; email: string };

/**
 * Parses a configured sender such as `Edgewire <no-reply@edgewire.example>` or a bare address.
 * Throws on anything else: a wrong MAIL_FROM is a deployment error, better loud than a lost mail.
 */
export function parseMailbox(value: string): Mailbox {
  const trimmed = value.trim();
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(trimmed);
  const email = match ? match[2]!.trim() : trimmed;
  const name = match?.[1]?.replace(/^"(.*)"$/, '$1').trim();
  if (!isMailAddress(email) || (name && /[\r\n"<>]/.test(name))) throw new Error(`invalid mailbox: ${JSON.stringify(value)}`);
  return name ? { name, email } : { email };
}

/** What may stand left of the @ in a Message-ID (`<id@domain>`): a dot-atom of safe characters. */
export const MESSAGE_ID_PART = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/** The domain part, for Message-IDs. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
