/**
 * @module HTML for e-mail bodies. Bodies are either built from escaped text (`textToHtml`,
 * `escapeHtml`) or, when a caller brings its own markup, passed through `sanitizeMailHtml` right
 * before sending: queue messages are data, and data is never trusted to be safe markup.
 */
import sanitizeHtml from 'sanitize-html';
import { SAFE_HTML } from '../../http/safe-html';
import { escapeHtml } from '../blocks/tokens';

export { escapeHtml };

// Semantic markup only: no styles, forms, scripts or event handlers; http(s) and mailto links
// (http because local SITE_URL is http), http(s) images. Templates that need more add it here.
const OPTIONS: sanitizeHtml.IOptions = {
  ...SAFE_HTML,
  allowedTags: [...SAFE_HTML.allowedTags, 'div', 'h1', 'dl', 'dt', 'dd'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text as HTML: escaped, blank lines start paragraphs, single line breaks become <br>. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
