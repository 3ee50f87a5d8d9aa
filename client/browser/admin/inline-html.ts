/**
 * @module A rich text editor's HTML as a run of inline text, for the places that keep only inline
 * markup (a UI block's text, a popup's body: blocks/sanitize.ts unwraps block tags to their bare
 * text, which would run paragraphs together). Paragraphs, headings and list items become lines
 * separated by <br>; the server still sanitizes what is posted. Pure, zod-free: the browser runs it.
 */
const OPEN = /<(p|h[1-6]|blockquote|ul|ol|li)(\s[^>]*)?>/gi;
const CLOSE_LINE = /<\/(p|h[1-6]|blockquote|li)>/gi;
const CLOSE_LIST = /<\/(ul|ol)>/gi;

export function inlineHtml(html: string): string {
  const lines = html
    .replace(/<\/p>\s*<\/li>/gi, '</li>')
    .replace(CLOSE_LIST, '')
    .replace(CLOSE_LINE, '<br>')
    .replace(OPEN, '');
  // No break after the last line, and an empty editor is empty.
  return lines.replace(/(<br\s*\/?>\s*)+$/i, '').trim();
}
