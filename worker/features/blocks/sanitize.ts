/**
 * @module Sanitizing rich-content html. Stricter than the article allow-list: a block's `html` is
 * a run of inline text (it sits inside a <p>, <span> or <div> the renderer chose), so only inline
 * tags survive; block tags are unwrapped to their text. Links: http(s), mailto or site paths.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 's', 'del', 'mark', 'small', 'sup', 'sub', 'code', 'span', 'br', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeBlockHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
