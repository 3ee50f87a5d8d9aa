/**
 * @module Byte slots in a rendered page. A page that embeds large, already-rendered HTML (the
 * trending zones, ~70 KB) would otherwise join those strings and UTF-8-encode them again on every
 * request; measured under workerd that was a third of the page's CPU. Instead the page renders a
 * tiny marker per slot and the response is assembled from the encoded shell pieces plus the
 * slot bytes kept encoded in the isolate's memo.
 */

const encoder = new TextEncoder();
const SLOT_RE = /<!--ew-slot:([a-z0-9-]{1,40})-->/g;

/** The marker a page renders where a slot's bytes go (inside dangerouslySetInnerHTML). */
export const slotMarker = (name: string) => `<!--ew-slot:${name}-->`;

/**
 * The page as bytes with every marker replaced by `fill(name)`. A marker whose fill returns null
 * is dropped (never left in the page). Editor or reader text cannot forge a marker: React escapes
 * '<' in text and attributes, so markers only come from trusted dangerouslySetInnerHTML.
 */
export function spliceSlots(html: string, fill: (name: string) => Uint8Array | null): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  let last = 0;
  for (const m of html.matchAll(SLOT_RE)) {
    parts.push(encoder.encode(html.slice(last, m.index)));
    const bytes = fill(m[1]!);
    if (bytes) parts.push(bytes);
    last = m.index + m[0].length;
  }
  parts.push(encoder.encode(html.slice(last)));
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** Concatenated bytes of `chunks[from..to)`. */
export const joinBytes = (chunks: Uint8Array[], from: number, to: number): Uint8Array => concat(chunks.slice(from, to));
