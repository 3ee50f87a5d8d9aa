/**
 * @module One e-mail from one React template: the HTML part (@react-email/render) and the plain-text
 * part made from that same HTML (its toPlainText, html-to-text underneath), so the two parts never
 * say different things. Links keep their address in the text part ("Read the conversation
 * https://…"); the hidden preview line and the wordmark are left out of it.
 * @react-email/render and html-to-text (~0.4 MB) load with the first letter, not in every cold
 * isolate's global scope (issue 29): most requests send no mail.
 */
import type { ReactElement } from 'react';

export type Letter = { subject: string; text: string; html: string };

export async function renderLetter(subject: string, element: ReactElement): Promise<Letter> {
  const { render, toPlainText } = await import('@react-email/render');
  const html = await render(element);
  const text = toPlainText(html, {
    // One paragraph a line: a reader's mail client wraps them (and a link is never cut in two).
    wordwrap: false,
    selectors: [
      // Headings as written, not shouted in capitals.
      { selector: 'h1', options: { uppercase: false } },
      // The layout's tables are boxes; only the facts (a receipt's lines) are a table in text too.
      { selector: 'table.facts', format: 'dataTable' },
    ],
  });
  return { subject, text: text.trim(), html };
}
