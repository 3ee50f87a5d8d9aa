// Badges tell the same story as the gate (issue 12 item 6): a table over every kind of article
// (content type × paywall) and every reader tier. The badge is one for all readers (the trending
// zones are shared HTML); what it promises is checked against checkAccess for each tier.
import { describe, expect, it } from 'vitest';
import { type AccessBadge, accessBadge, BADGE_LABELS, checkAccess } from './access';
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
  ['mxm_exclusive', 'something-new', 'plus', { guest: false, free: false, plus: true }],
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
