/** @module The e-mail to the support desk about one stored message. */
import type { SupportBody } from '../../contracts/support';
import { isMailAddress } from '../mail/address';
import type { EmailRequest } from '../mail/enqueue';
import { escapeHtml, textToHtml } from '../mail/html';

export type StoredMessage = SupportBody & { id: number; userId: number | null };

/** Reader input only ever goes in as text or escaped HTML; one e-mail per message id. */
export function supportEmail(to: string, m: StoredMessage): EmailRequest {
  const reader = m.userId === null ? 'not signed in' : `reader #${m.userId}`;
  const facts: [string, string][] = [
    ['From', `${m.name} <${m.email}>`],
    ['Account', reader],
    ['Subject', m.subject],
  ];
  return {
    to,
    // An address the form accepts but SMTP headers cannot carry stays in the body only.
    ...(isMailAddress(m.email) ? { replyTo: m.email } : {}),
    subject: `[Support #${m.id}] ${m.subject}`,
    text: `${facts.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m.message}`,
    html: `<dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>\n${textToHtml(m.message)}`,
    idempotencyKey: `support-message-${m.id}`,
  };
}
