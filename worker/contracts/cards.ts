/** @module The card view model derived from an article (spec §3), shared by server render and client. */
import { type AccessBadge, accessBadge, isFreeArticle, may } from './access';
import { articleHref } from './article-url';
import type { ArticleDto, TagDto } from './articles';

const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/**
 * The card's category slot. Spec: "first tag of type category or topic, otherwise first tag whose
 * name is not a weekday name". Applied over category and topic tags only (docs/decisions/020):
 * the first of them not named after a weekday, else nothing, so the slot never repeats the
 * publisher or shows a place, a person or a flag.
 */
export function categoryTag(tags: TagDto[]): TagDto | null {
  return tags.find((t) => (t.type === 'category' || t.type === 'topic') && !WEEKDAYS.has(t.name.trim().toLowerCase())) ?? null;
}

/** '{distance} ago' in the words readers expect ("5 minutes ago", "about 3 hours ago", "2 days ago"). */
export function timeLapse(dateSeconds: number, nowSeconds: number): string {
  const s = Math.max(0, nowSeconds - dateSeconds);
  const m = Math.round(s / 60);
  const h = Math.round(s / 3600);
  const d = Math.round(s / 86_400);
  const mo = Math.round(s / (30 * 86_400));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  let distance: string;
  if (s < 45) distance = 'less than a minute';
  else if (m < 45) distance = plural(Math.max(1, m), 'minute');
  else if (h < 24) distance = `about ${plural(Math.max(1, h), 'hour')}`;
  else if (d < 30) distance = plural(d, 'day');
  else if (mo < 12) distance = `about ${plural(mo, 'month')}`;
  else distance = `about ${plural(Math.round(s / (365 * 86_400)), 'year')}`;
  return `${distance} ago`;
}

export type CardViewModel = {
  id: number;
  title: string;
  headline: string;
  image: string | null;
  url: string | null;
  href: string;
  publication: string;
  logo: string;
  tag: TagDto | null;
  publicationImage: string;
  timeLapse: string;
  upvotes: number;
  downvotes: number;
  saved: boolean;
  voted: 'up' | 'down' | null;
  bookmarked: boolean;
  blurhash: string | null;
  isFree: boolean;
  /** A reader without Plus may not e-mail it (the access table's `share`): the modal offers the plans instead. */
  paid: boolean;
  /** The badge: 'plus' exactly when a free reader may not read it, 'account' when only a guest may not (contracts/access.ts). */
  access: AccessBadge;
  comments: number;
  /** In a paywalled zone, for a reader without Plus (contracts/zone-gate.ts): no action bar. */
  gated?: boolean;
};

export function toCard(a: ArticleDto, nowSeconds: number): CardViewModel {
  const pub = a.tags.find((t) => t.type === 'publication');
  const access = accessBadge(a);
  return {
    id: a.id,
    title: a.title,
    headline: a.title,
    image: a.image_url,
    url: a.url,
    // The title slug as query text (spec §2); the canonical URL stays /article/{id} (decision 009).
    href: articleHref(a.id, a.title),
    publication: pub?.name ?? '',
    logo: pub?.image_url ?? '',
    tag: categoryTag(a.tags),
    publicationImage: pub?.image_url ?? '',
    timeLapse: timeLapse(a.date, nowSeconds),
    upvotes: a.upvotes,
    downvotes: a.downvotes,
    saved: a.bookmarked,
    voted: a.voted === 1 ? 'up' : a.voted === -1 ? 'down' : null,
    bookmarked: a.bookmarked,
    blurhash: a.blur_hash,
    isFree: isFreeArticle(a),
    paid: !may('share', a, { tier: 'free' }),
    access,
    comments: a.comments,
  };
}

/**
 * A card in a zone whose title names its category ("Politics" above "POLITICS") leaves the label
 * out: it says nothing the heading did not, and on a phone it pushed the time onto a second line.
 */
export function inZone(card: CardViewModel, zoneTitle: string | null | undefined): CardViewModel {
  const title = zoneTitle?.trim().toLowerCase();
  if (!card.tag || !title) return card;
  return card.tag.name.trim().toLowerCase() === title ? { ...card, tag: null } : card;
}
