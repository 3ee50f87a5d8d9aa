/** @module The e-mail that carries a shared article to one recipient: plain text plus HTML built from escaped text. */
import type { EmailRequest } from '../mail/enqueue';
import { escapeHtml } from '../mail/html';

export type SharedArticle = {
  /** The sharer's username (readers know each other by it; their e-mail address is never shown). */
  sharer: string;
  /** Already cut to 140 characters (shareTitle). */
  title: string;
  link: string;
  /** Days the link's share pass opens the article; null for a free article (no pass). */
  passDays: number | null;
};

export function shareEmail(to: string, a: SharedArticle, idempotencyKey: string): EmailRequest {
  const intro = `${a.sharer} shared an article with you on Edgewire:`;
  const note = a.passDays === null ? null : `This link opens the whole article for you for ${a.passDays} days.`;
  const text = [intro, '', a.title, a.link, ...(note ? ['', note] : [])].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(a.link)}">${escapeHtml(a.title)}</a></p>`,
    ...(note ? [`<p>${escapeHtml(note)}</p>`] : []),
  ].join('\n');
  // The queue takes subjects up to 200 characters; a long username must not lose the e-mail.
  const subject = [...`${a.sharer} shared: ${a.title}`].slice(0, 200).join('');
  return { to, subject, text, html, idempotencyKey };
}
