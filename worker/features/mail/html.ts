/**
 * @module HTML for e-mail bodies. Bodies are built by the React templates of `templates/` (React
 * escapes every value) or from escaped text (`textToHtml`, `escapeHtml`), and whatever arrives is
 * passed through `sanitizeMailHtml` right before sending: queue messages are data, and data is
 * never trusted to be safe markup.
 */
import sanitizeHtml from 'sanitize-html';
import { SAFE_HTML } from '../../http/safe-html';
import { escapeHtml } from '../blocks/tokens';

export { escapeHtml };

/**
 * The inline styles the branded layout uses (mail clients take no style sheets), each value plain:
 * colours, lengths, font names, keywords. No url(), no expression(), no escapes, so a style can
 * neither fetch anything nor break out of its attribute.
 */
const PLAIN_VALUE = [/^[\w\s#%.,'"()+-]*$/];
const STYLE_PROPERTIES = [
  'background-color',
  'border',
  'border-collapse',
  'border-color',
  'border-left',
  'border-radius',
  'border-top',
  'color',
  'display',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'line-height',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'max-height',
  'max-width',
  'mso-font-width',
  'mso-padding-alt',
  'mso-text-raise',
  'opacity',
  'overflow',
  'padding',
  'padding-left',
  'padding-top',
  'padding-bottom',
  'padding-right',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'white-space',
  'width',
];
const LAYOUT_ATTRIBUTES = ['style', 'align', 'width', 'role', 'cellpadding', 'cellspacing', 'border', 'data-skip-in-text'];

// Semantic markup plus the layout's document, tables and inline styles: no style sheets, forms,
// scripts or event handlers; http(s) and mailto links (http because local SITE_URL is http),
// http(s) images. Templates that need more add it here.
const OPTIONS: sanitizeHtml.IOptions = {
  ...SAFE_HTML,
  allowedTags: [...SAFE_HTML.allowedTags, 'html', 'head', 'meta', 'title', 'body', 'div', 'h1', 'dl', 'dt', 'dd'],
  allowedAttributes: {
    ...SAFE_HTML.allowedAttributes,
    '*': LAYOUT_ATTRIBUTES,
    html: ['lang', 'dir'],
    meta: ['name', 'content', 'http-equiv'],
    a: [...SAFE_HTML.allowedAttributes.a, 'target'],
  },
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, PLAIN_VALUE])) },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

// The templates' doctype (react-email's); the sanitizer drops directives, so it is put back.
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function sanitizeMailHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS);
  return /^\s*<!doctype html/i.test(html) ? `${DOCTYPE}${clean}` : clean;
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
