/**
 * @module Whole pages kept per isolate for signed-in readers who are drawn alike, as templates
 * with holes for what is each reader's own. A page is rendered once per key (its audience: tier
 * and theme, plus whatever the page's content depends on) with a hole token where a reader's text
 * goes (their name in a banner) and with the data-props of the islands that carry a reader's own
 * state (Engagement: their votes and saves) cut out. The template is kept as encoded parts, so a
 * request only joins bytes: no React, no regex, no UTF-8 encoding of the shell. Hole values are
 * escaped by the caller (escapeHtml), as React would have escaped them. The templates are the
 * registry's `page-templates` (worker/cache): kept under the page generation, drawn again at least
 * every TEMPLATE_MS (time labels, the heading's date).
 */
import { memo } from '../cache';
import { concat } from './splice';

// Per isolate, so no text typed by an editor or a reader can be mistaken for a hole. Drawn on
// first use: workerd forbids random values at global scope (the Worker would not start).
let nonce: string | null = null;
const NONCE = () => (nonce ??= crypto.randomUUID().replaceAll('-', '').slice(0, 12));
const SLOT = '<!--ew-slot:([a-z0-9-]{1,40})-->';
const encoder = new TextEncoder();

/** The text a page renders where the hole `name` goes (letters only). */
export const holeToken = (name: string) => `ew-hole-${name}-${NONCE()}`;
/** The hole an island's data-props become (see toTemplate). */
export const propsHole = (island: string) => `props-${island}`;

type Part = Uint8Array | { hole: string } | { slot: string };

/**
 * Splits rendered HTML at slot markers (pages/splice.ts), hole tokens and the data-props values
 * of `islands`.
 */
export function toTemplate(html: string, islands: readonly string[]): Part[] {
  const props = islands.length ? `|data-island="(${islands.join('|')})" data-props="([^"]*)"` : '';
  const re = new RegExp(`${SLOT}|ew-hole-([a-z]+)-${NONCE()}${props}`, 'g');
  const parts: Part[] = [];
  let last = 0;
  const text = (to: number) => parts.push(encoder.encode(html.slice(last, to)));
  for (const m of html.matchAll(re)) {
    if (m[1] !== undefined) {
      text(m.index);
      parts.push({ slot: m[1] });
    } else if (m[2] !== undefined) {
      text(m.index);
      parts.push({ hole: m[2] });
    } else {
      // Keep the attribute's opening; the value is the hole; its closing quote follows.
      text(m.index + m[0].length - m[4]!.length - 1);
      parts.push({ hole: propsHole(m[3]!) });
      last = m.index + m[0].length - 1;
      continue;
    }
    last = m.index + m[0].length;
  }
  text(html.length);
  return parts;
}

/** The page's bytes: the template with every hole and slot filled (an unknown one is left empty). */
export function fillTemplate(parts: Part[], holes: Record<string, string>, slots: (name: string) => Uint8Array | null = () => null) {
  return concat(
    parts.map((p) =>
      p instanceof Uint8Array ? p : 'hole' in p ? encoder.encode(holes[p.hole] ?? '') : (slots(p.slot) ?? new Uint8Array()),
    ),
  );
}

export const TEMPLATE_MS = 60_000;
const templates = memo<string, Part[]>('page-templates', { max: 64, ttlMs: TEMPLATE_MS });

/** The template kept under `key` for this generation, rendered again when missing or older than TEMPLATE_MS. */
export function keptTemplate(
  key: string,
  generation: string,
  islands: readonly string[],
  render: () => string,
  nowMs = Date.now(),
): Part[] {
  return templates.get(key, { generation }, nowMs) ?? templates.set(key, { generation }, toTemplate(render(), islands), nowMs);
}

/**
 * Guests' whole pages, as bytes, kept beside the data they were drawn from (`source`: the
 * trending view's render, an article's guest read), so they live exactly as long as that data is
 * kept and no writer has to know of them. `key` names everything else the page depends on (its
 * path, the banner, the ad fill, the day of the heading); a guest has no holes, so every guest with
 * the same key gets the same bytes. Pages with a flash (toasts) or a query the page reads are
 * drawn for themselves.
 */
const guestPages = new WeakMap<object, Map<string, Uint8Array<ArrayBuffer>>>();
/** A source sees a few keys at most (three paths to the front page, an ad fill or two). */
const GUEST_PAGES_PER_SOURCE = 8;

/** The page kept for `source` under `key`, drawn by `render` when missing (not kept when it draws nothing). */
export function keptGuestPage(source: object, key: string, render: () => Uint8Array<ArrayBuffer> | null): Uint8Array<ArrayBuffer> | null {
  let pages = guestPages.get(source);
  if (!pages) guestPages.set(source, (pages = new Map()));
  const kept = pages.get(key);
  if (kept) return kept;
  const bytes = render();
  if (!bytes) return null;
  if (pages.size >= GUEST_PAGES_PER_SOURCE) pages.delete(pages.keys().next().value!);
  pages.set(key, bytes);
  return bytes;
}
