/**
 * @module Newsletter e-mails. Every one carries its one-click unsubscribe link, in the body and as
 * RFC 8058's List-Unsubscribe headers (mail/send.ts), the confirmation included: "I never asked for
 * this" is one click and stops every later confirmation too. Job ids start `newsletter-`, which is
 * how the back office finds the newsletter's dead letters.
 */
import type { EmailRequest } from '../mail/enqueue';
import { escapeHtml } from '../mail/html';

export type NewsletterLinks = { confirm: string; unsubscribe: string };

/** The job id of the confirmation queued for `key` at `now`: a new one each hour it is sent. */
export const confirmationJobId = (key: string, now: number) => `newsletter-confirm-${key}-${now}`;

export function confirmationEmail(to: string, links: NewsletterLinks, jobId: string): EmailRequest {
  const text = [
    'Please confirm that you want the Edgewire newsletter: the day’s top stories, once a day.',
    '',
    `Confirm your subscription: ${links.confirm}`,
    '',
    'The link is valid for 7 days. If you did not ask for this, ignore this e-mail or unsubscribe:',
    links.unsubscribe,
  ].join('\n');
  const html = [
    '<h1>Confirm your subscription</h1>',
    '<p>Please confirm that you want the Edgewire newsletter: the day’s top stories, once a day.</p>',
    `<p><a href="${escapeHtml(links.confirm)}">Confirm your subscription</a></p>`,
    '<p>The link is valid for 7 days. If you did not ask for this, ignore this e-mail or ',
    `<a href="${escapeHtml(links.unsubscribe)}">unsubscribe</a>.</p>`,
  ].join('\n');
  return {
    to,
    subject: 'Confirm your Edgewire newsletter subscription',
    text,
    html,
    listUnsubscribe: links.unsubscribe,
    idempotencyKey: jobId,
  };
}
