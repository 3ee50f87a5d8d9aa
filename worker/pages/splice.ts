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

/** One buffer holding `parts` in order. */
export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

// Joins already made, per chunk list: a page asks for the same ranges of the same kept chunks on
// every request, and copying ~100 KB each time (then collecting it) was a tenth of its CPU. The
// lists are never changed in place (a new render is a new list), so a join stays right while its
// list lives.
const joined = new WeakMap<Uint8Array[], Map<string, Uint8Array>>();

/** Concatenated bytes of `chunks[from..to)` (the same bytes each time for the same list). */
export function joinBytes(chunks: Uint8Array[], from: number, to: number): Uint8Array {
  let ranges = joined.get(chunks);
  if (!ranges) joined.set(chunks, (ranges = new Map()));
  const key = `${from}-${to}`;
  let bytes = ranges.get(key);
  if (!bytes) ranges.set(key, (bytes = concat(chunks.slice(from, to))));
  return bytes;
}
