/**
 * @module The HTML allow-list every sanitizer starts from (article bodies, e-mail bodies): semantic
 * markup only (no scripts, styles, forms or event handlers), http(s) and mailto links, http(s)
 * images. Each sanitizer adds what its medium needs, so a tag allowed everywhere is listed once.
 */
import type sanitizeHtml from 'sanitize-html';

const TEXT = ['p', 'br', 'span', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 'blockquote', 'ul', 'ol', 'li', 'hr', 'code', 'pre'];
const TABLES = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

export const SAFE_HTML = {
  allowedTags: [...TEXT, 'a', 'img', ...TABLES],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
} satisfies sanitizeHtml.IOptions;
