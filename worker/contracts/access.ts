/**
 * @module The one access rule for articles (spec §4 "Article access"), written once as a table:
 * what each kind of article (content type × paywall) asks of a reader, and for each thing a reader
 * may do with it (read the body, find it by its body in a search, comment, share by e-mail, vote)
 * which reader tiers may, and whether a share pass opens it. The pure functions here read the
 * table; features/articles/access-sql.ts generates the SQL predicates from the same table, and
 * access-sql.test.ts runs both over every combination in D1 (decision 046). A content type or
 * paywall the table does not know (SQLite does not enforce the enum) is refused for everything, to
 * every reader. The card's badge is decided by the same rule, so it never says what the gate does
 * not. Zod-free: cards are drawn by islands too (worker/features/articles/access.ts re-exports it).
 */
import { type ReaderTier, readerTier } from './plus';

/** The stored values (the spec's names, PRODUCT.md), declared once: the drizzle schema and the wire schemas read them here. */
export const CONTENT_TYPES = ['mxm_exclusive', 'mxm_ai', 'other'] as const;
export const PAYWALLS = ['free', 'authorized', 'paid'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export type Paywall = (typeof PAYWALLS)[number];

/** What an article asks of a reader: nothing, an account, or Plus. */
export type Gate = 'open' | 'account' | 'plus';

/**
 * Spec: "An article is free unless it is exclusive content without a free paywall setting";
 * authorized needs login, paid needs login and an active subscription.
 */
export const GATES: Record<ContentType, Record<Paywall, Gate>> = {
  mxm_exclusive: { free: 'open', authorized: 'account', paid: 'plus' },
  mxm_ai: { free: 'open', authorized: 'open', paid: 'open' },
  other: { free: 'open', authorized: 'open', paid: 'open' },
};

export const READER_TIERS = ['guest', 'free', 'plus'] as const satisfies readonly ReaderTier[];
const SIGNED_IN = ['free', 'plus'] as const;
const PLUS = ['plus'] as const;

export const ABILITIES = ['read', 'search', 'comment', 'share', 'vote', 'downVote'] as const;
export type Ability = (typeof ABILITIES)[number];

/**
 * For each ability, the tiers that may at each gate; `pass`: a valid share pass for the article
 * lifts its gate (the article reads as open), which only reading the page honours.
 */
export const ACCESS: Record<Ability, Record<Gate, readonly ReaderTier[]> & { pass: boolean }> = {
  // The body: free to all, authorized to any signed-in reader, paid to Plus; "a valid share pass lifts the gate".
  read: { open: READER_TIERS, account: SIGNED_IN, plus: PLUS, pass: true },
  // A search matches a body only where the reader may read it (decision 027); a pass opens one page, not the index.
  search: { open: READER_TIERS, account: SIGNED_IN, plus: PLUS, pass: false },
  // Signed-in readers comment on what they may read (decision 022) ...
  comment: { open: SIGNED_IN, account: SIGNED_IN, plus: PLUS, pass: false },
  // ... and e-mail what they may read (decision 023).
  share: { open: SIGNED_IN, account: SIGNED_IN, plus: PLUS, pass: false },
  // Every signed-in reader up-votes any article, and takes back a down-vote they cast (PRODUCT.md) ...
  vote: { open: SIGNED_IN, account: SIGNED_IN, plus: SIGNED_IN, pass: false },
  // ... casting a down-vote is a Plus perk.
  downVote: { open: PLUS, account: PLUS, plus: PLUS, pass: false },
};

export type AccessArticle = { content_type: string; paywall: string };
/** Who asks: their tier, and whether they hold a valid share pass for this article. */
export type Who = { tier: ReaderTier; sharePass?: boolean };

const known = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** The article's gate, or null for a content type or paywall the table does not know: refused to everyone. */
export function gateOf(a: AccessArticle): Gate | null {
  return known(CONTENT_TYPES, a.content_type) && known(PAYWALLS, a.paywall) ? GATES[a.content_type][a.paywall] : null;
}

/** Whether `who` may do `ability` with the article. */
export function may(ability: Ability, a: AccessArticle, who: Who): boolean {
  const gate = gateOf(a);
  if (gate === null) return false;
  const rule = ACCESS[ability];
  return rule[who.sharePass && rule.pass ? 'open' : gate].includes(who.tier);
}

/** Whether the tier may do it where the article asks nothing (all the browser knows before it asks). */
export const tierMay = (ability: Ability, tier: ReaderTier): boolean => ACCESS[ability].open.includes(tier);

export type AccessReader = { signedIn: boolean; subscriptionEnd: number | null };
export type AccessResult = { allowed: true } | { allowed: false; requires: 'account' | 'subscription'; message: string };

export const ACCESS_MESSAGES = {
  account: 'This article requires an account.',
  subscription: 'This article requires a paid account.',
  overlay: 'Subscribe to the paid tier to access this content.',
} as const;

/** The body rule for one reader, and when refused what they lack (the gate's words). */
export function checkAccess(
  article: AccessArticle,
  reader: AccessReader,
  opts: { nowSeconds: number; sharePassValid?: boolean },
): AccessResult {
  const tier = readerTier(reader.signedIn ? reader : null, opts.nowSeconds);
  if (may('read', article, { tier, sharePass: opts.sharePassValid })) return { allowed: true };
  // An account, when any signed-in reader may read it; else Plus (also said of a value the table
  // does not know, which no one reads: the page has no other words for it).
  const requires = may('read', article, { tier: 'free' }) ? 'account' : 'subscription';
  return { allowed: false, requires, message: ACCESS_MESSAGES[requires] };
}

/** Free: a guest may read it (the card's isFree, schema.org isAccessibleForFree). */
export const isFreeArticle = (a: AccessArticle): boolean => may('read', a, { tier: 'guest' });

/**
 * What a card's badge says: 'plus' for what a free reader cannot read, 'account' for what a guest
 * cannot read (but any account can), null for what everyone can. It asks checkAccess about a
 * signed-in reader without Plus and about a guest, so it is the same for every reader: the
 * trending zones are one HTML shared by guests, free and Plus readers. (Time plays no part: the
 * free reader has no subscription_end.)
 */
export type AccessBadge = 'plus' | 'account' | null;
const FREE_READER: AccessReader = { signedIn: true, subscriptionEnd: null };
const GUEST: AccessReader = { signedIn: false, subscriptionEnd: null };

export function accessBadge(article: AccessArticle): AccessBadge {
  if (!checkAccess(article, FREE_READER, { nowSeconds: 0 }).allowed) return 'plus';
  if (!checkAccess(article, GUEST, { nowSeconds: 0 }).allowed) return 'account';
  return null;
}

/**
 * Content types Edgewire publishes itself: their page is the original story, so it never links out
 * to a publisher's (features/articles/original.ts). A type the table does not know links nowhere.
 */
const PUBLISHED_HERE: Record<ContentType, boolean> = { mxm_exclusive: true, mxm_ai: false, other: false };
export const linksOut = (a: Pick<AccessArticle, 'content_type'>): boolean =>
  known(CONTENT_TYPES, a.content_type) && !PUBLISHED_HERE[a.content_type];

/** The badges' words (the card and the article page say the same). */
export const BADGE_LABELS: Record<'plus' | 'account', string> = { plus: 'Plus', account: 'Free account' };
