/** @module Minimal XML writing for feeds and sitemaps: escaping is the only hard part. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text and attribute values; also drops characters XML 1.0 forbids (they break readers). */
export function xmlEscape(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters, so they are removed
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** CDATA cannot contain "]]>": split it so HTML bodies survive intact. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

export const rfc822 = (epochSeconds: number) => new Date(epochSeconds * 1000).toUTCString();
export const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
