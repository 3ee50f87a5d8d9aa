/**
 * @module Sanitizing editor HTML with sanitize-html: an allow-list of tags and attributes, only
 * http(s)/mailto links, no scripts, styles, event handlers or javascript: URLs. Applied on render
 * even though the admin API also sanitizes on write: stored HTML is never trusted.
 */
import sanitizeHtml from 'sanitize-html';
import { SAFE_HTML } from '../../http/safe-html';

const OPTIONS: sanitizeHtml.IOptions = {
  ...SAFE_HTML,
  allowedTags: [...SAFE_HTML.allowedTags, 'h4', 's', 'figure', 'figcaption', 'sup', 'sub'],
  allowedAttributes: {
    ...SAFE_HTML.allowedAttributes,
    a: [...SAFE_HTML.allowedAttributes.a, 'target'],
    img: [...SAFE_HTML.allowedAttributes.img, 'loading'],
  },
  transformTags: {
    // Links out of editor content never get window.opener or pass referrer credit blindly.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
