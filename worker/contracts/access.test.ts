// The access table read back as the spec says it: badges tell the same story as the gate (issue
// 12 item 6), what each ability allows on each kind of article, and refusal of any value the table
// does not know. That the SQL says the same is features/articles/access-sql.test.ts.
import { describe, expect, it } from 'vitest';
import { ABILITIES, type AccessBadge, accessBadge, BADGE_LABELS, checkAccess, may, READER_TIERS } from './access';
import type { ReaderTier } from './plus';

const NOW = 1_800_000_000;
const READERS: Record<ReaderTier, { signedIn: boolean; subscriptionEnd: number | null }> = {
  guest: { signedIn: false, subscriptionEnd: null },
  free: { signedIn: true, subscriptionEnd: null },
  plus: { signedIn: true, subscriptionEnd: NOW + 86_400 },
};

// content type, paywall → the badge, and who may open the article in full.
const TABLE: [string, string, AccessBadge, Record<ReaderTier, boolean>][] = [
  ['mxm_exclusive', 'free', null, { guest: true, free: true, plus: true }],
  ['mxm_exclusive', 'authorized', 'account', { guest: false, free: true, plus: true }],
  ['mxm_exclusive', 'paid', 'plus', { guest: false, free: false, plus: true }],
  // Values the table does not know (SQLite does not enforce the enum): no one reads them.
  ['mxm_exclusive', 'something-new', 'plus', { guest: false, free: false, plus: false }],
  ['podcast', 'free', 'plus', { guest: false, free: false, plus: false }],
  ['mxm_ai', 'free', null, { guest: true, free: true, plus: true }],
  ['mxm_ai', 'authorized', null, { guest: true, free: true, plus: true }],
  ['mxm_ai', 'paid', null, { guest: true, free: true, plus: true }],
  ['other', 'free', null, { guest: true, free: true, plus: true }],
  ['other', 'authorized', null, { guest: true, free: true, plus: true }],
  ['other', 'paid', null, { guest: true, free: true, plus: true }],
];

describe('the badge a card wears (content type × paywall × reader tier)', () => {
  for (const [content_type, paywall, badge, opens] of TABLE)
    for (const tier of Object.keys(READERS) as ReaderTier[])
      it(`${content_type}/${paywall}, ${tier}: ${badge ?? 'no badge'}, ${opens[tier] ? 'opens' : 'gated'}`, () => {
        const article = { content_type, paywall };
        expect(accessBadge(article)).toBe(badge);
        const access = checkAccess(article, READERS[tier], { nowSeconds: NOW });
        expect(access.allowed).toBe(opens[tier]);
        // The promise: "Plus" exactly when a free reader is gated; "Free account" exactly when
        // only a guest is; and a gate asks for what the badge named.
        if (tier === 'free') expect(badge === 'plus').toBe(!access.allowed);
        if (tier === 'guest') expect(badge !== null).toBe(!access.allowed);
        if (!access.allowed) expect(access.requires).toBe(badge === 'plus' ? 'subscription' : 'account');
      });

  it('reads "Plus" and "Free account"', () => {
    expect(BADGE_LABELS).toEqual({ plus: 'Plus', account: 'Free account' });
  });
});

// Which tiers may, per ability, on four kinds of article; `pass`: with a valid share pass.
type Row = [ability: (typeof ABILITIES)[number], open: string, account: string, plus: string, passOnPaid: string];
const ABILITY_TABLE: Row[] = [
  ['read', 'guest free plus', 'free plus', 'plus', 'guest free plus'],
  ['search', 'guest free plus', 'free plus', 'plus', 'plus'],
  ['comment', 'free plus', 'free plus', 'plus', 'plus'],
  ['share', 'free plus', 'free plus', 'plus', 'plus'],
  ['vote', 'free plus', 'free plus', 'free plus', 'free plus'],
  ['downVote', 'plus', 'plus', 'plus', 'plus'],
];
const OPEN = { content_type: 'other', paywall: 'paid' };
const ACCOUNT = { content_type: 'mxm_exclusive', paywall: 'authorized' };
const PAID = { content_type: 'mxm_exclusive', paywall: 'paid' };
const tiersWho = (ability: Row[0], article: typeof OPEN, sharePass = false) =>
  READER_TIERS.filter((tier) => may(ability, article, { tier, sharePass })).join(' ');

describe('what each ability allows', () => {
  it('covers every ability', () => expect(ABILITY_TABLE.map(([a]) => a)).toEqual([...ABILITIES]));

  it.each(ABILITY_TABLE)('%s: open to %s; account-only to %s; paid to %s; paid with a pass to %s', (ability, open, account, plus, pass) => {
    expect([tiersWho(ability, OPEN), tiersWho(ability, ACCOUNT), tiersWho(ability, PAID), tiersWho(ability, PAID, true)]).toEqual([
      open,
      account,
      plus,
      pass,
    ]);
  });

  it('refuses everything to everyone on a content type or paywall it does not know, a pass or not', () => {
    const unknown = [
      { content_type: 'mxm_exclusive', paywall: 'metered' },
      { content_type: 'other', paywall: 'Paid' },
      { content_type: 'podcast', paywall: 'free' },
      { content_type: '', paywall: '' },
      { content_type: 'constructor', paywall: '__proto__' },
    ];
    for (const article of unknown)
      for (const ability of ABILITIES)
        for (const sharePass of [false, true])
          expect(tiersWho(ability, article, sharePass), `${ability} ${JSON.stringify(article)}`).toBe('');
  });
});
