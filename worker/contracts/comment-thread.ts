/**
 * @module The comment list's rules as pure functions, shared by the server's first render and the
 * island (spec §4 Comments, §5): pages merged and de-duplicated by id (a newer page arrives oldest
 * first and is reversed for display), long bodies cut with Show more, links made clickable and
 * nothing else interpreted, and the failure texts of §8. Table tests: comment-thread.test.ts.
 */
import { COMMENT_TRUNCATE_AT, COMMENT_FAILURES as F } from './comment-text';

type WithId = { id: number };

/**
 * Adds a page to a list shown newest first. An older page goes below, a newer one (oldest first
 * on the wire) reversed above; a comment already shown is replaced where it stands, so an answer
 * that overlaps what the reader has never shows one twice.
 */
export function mergePage<T extends WithId>(shown: T[], page: T[], direction: 'older' | 'newer'): T[] {
  const incoming = new Map(page.map((c) => [c.id, c]));
  const kept = shown.map((c) => incoming.get(c.id) ?? c);
  const known = new Set(shown.map((c) => c.id));
  const fresh = page.filter((c) => !known.has(c.id));
  return direction === 'older' ? [...kept, ...fresh] : [...fresh.reverse(), ...kept];
}

/** Whether another page may exist (spec: "more pages exist when a page returns at least 10"). */
export const hasMore = (pageLength: number, pageSize: number) => pageLength >= pageSize;

/** A body cut for display: its first COMMENT_TRUNCATE_AT characters, whole emoji and all. */
export function truncateBody(body: string, limit = COMMENT_TRUNCATE_AT): { text: string; cut: boolean } {
  const chars = [...body];
  if (chars.length <= limit) return { text: body, cut: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true };
}

export type BodyPart = { text: string } | { text: string; href: string };

// http(s) URLs and www. hosts; trailing punctuation belongs to the sentence, not the link.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Plain text split into text and links: the only markup a comment ever gets. */
export function linkify(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  for (const m of body.matchAll(LINK)) {
    const raw = m[0].replace(TRAILING, '');
    const start = m.index ?? 0;
    if (start > at) parts.push({ text: body.slice(at, start) });
    parts.push({ text: raw, href: raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw });
    at = start + raw.length;
  }
  if (at < body.length) parts.push({ text: body.slice(at) });
  return parts;
}

/** The spec's failure lines: 'Reason: ' (after 'Failed to send comment!') or a prefix, then the message. */
export function failureText(kind: 'send' | 'remove' | 'update', message: string | null | undefined): string {
  const why = message?.trim() || F.unknown;
  return kind === 'send' ? `${F.reason}${why}` : `${kind === 'remove' ? F.remove : F.update}${why}`;
}

/** An edit may be saved only when the text changed and is not blank (spec §5). */
export const maySaveEdit = (before: string, after: string) => after.trim() !== '' && after.trim() !== before.trim();
