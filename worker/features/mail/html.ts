/**
 * @module HTML for e-mail bodies. Bodies are either built from escaped text (`textToHtml`,
 * `escapeHtml`) or, when a caller brings its own markup, passed through `sanitizeMailHtml` right
 * before sending: queue messages are data, and data is never trusted to be safe markup.
 */
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../blocks/tokens';

export { escapeHtml };

// Semantic markup only: no styles, forms, scripts or event handlers; http(s) and mailto links
// (http because local SITE_URL is http), http(s) images. Templates that need more add it here.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
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
