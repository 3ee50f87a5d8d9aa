/**
 * @module Text tokens in rich-content html. Syntax: `{{name}}` (spaces inside the braces allowed;
 * names are letters, digits, `_`, `.` and `-`), as the seeded blocks use `{{username}}`. A token
 * takes `context[name]`; when that is missing or empty, the context's `fallback` entry; else
 * "Unknown". Values are HTML-escaped, so a username can never become markup.
 */

export type TokenContext = Record<string, string | null | undefined>;

export const UNKNOWN_TOKEN = 'Unknown';
const TOKEN = /\{\{\s*([A-Za-z0-9_.-]{1,64})\s*\}\}/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function replaceTokens(html: string, context: TokenContext): string {
  return html.replace(TOKEN, (_match, name: string) => {
    const value = context[name] || context.fallback || UNKNOWN_TOKEN;
    return escapeHtml(value);
  });
}
