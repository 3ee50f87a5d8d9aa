/**
 * @module Sanitizing editor HTML with sanitize-html: an allow-list of tags and attributes, only
 * http(s)/mailto links, no scripts, styles, event handlers or javascript: URLs. Applied on render
 * even though the admin API also sanitizes on write: stored HTML is never trusted.
 * Embeds travel as a placeholder only, `<figure data-embed="<url>" data-title="…">`: never an
 * iframe (those are dropped), and the URL is put in its canonical form by the one embed rule
 * (contracts/embeds.ts). What a reader gets for it is drawn by us (body-embeds.tsx).
 */
import sanitizeHtml from 'sanitize-html';
import { embedTitle, parseEmbed, watchUrl } from '../../contracts/embeds';
import { SAFE_HTML } from '../../http/safe-html';

const OPTIONS: sanitizeHtml.IOptions = {
  ...SAFE_HTML,
  allowedTags: [...SAFE_HTML.allowedTags, 'h4', 's', 'figure', 'figcaption', 'sup', 'sub'],
  allowedAttributes: {
    ...SAFE_HTML.allowedAttributes,
    a: [...SAFE_HTML.allowedAttributes.a, 'target'],
    img: [...SAFE_HTML.allowedAttributes.img, 'loading'],
    figure: ['data-embed', 'data-title'],
  },
  transformTags: {
    // Links out of editor content never get window.opener or pass referrer credit blindly.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
    figure: (tagName, attribs) => ({ tagName, attribs: embedAttributes(attribs) }),
  },
};

/** A figure's attributes: an embed's URL made canonical (a bad one kept, to be refused or shown as such). */
function embedAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const url = attribs['data-embed'];
  if (url === undefined) return {};
  const embed = parseEmbed(url);
  if ('error' in embed) return { 'data-embed': url.slice(0, 2048) };
  const given = attribs['data-title'];
  const title = embedTitle(embed, given);
  return given && title !== embed.title ? { 'data-embed': watchUrl(embed), 'data-title': title } : { 'data-embed': watchUrl(embed) };
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
