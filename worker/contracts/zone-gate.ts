/**
 * @module Paywalled zones (zones.pay_wall, spec §3 Zone): a zone an editor marks for Plus shows its
 * cards to Plus readers as usual, and gated to everyone else. A gated card wears the Plus badge,
 * leads to the plans with the way back to its story (the paid gate's link, contracts/gate.ts) and
 * has no action bar; the zone says why, in the paywall overlay's words. The gate is the zone's, not
 * the story's: the same story elsewhere keeps its own access rule (decision 035). Zod-free: cards
 * are drawn by islands too.
 */
import { ACCESS_MESSAGES } from './access';
import type { CardViewModel } from './cards';
import { gateLinks } from './gate';
import type { ReaderTier } from './plus';

/** Whether this reader sees the zone's cards gated. */
export const zoneGated = (payWall: boolean, tier: ReaderTier) => payWall && tier !== 'plus';

/** A card of a gated zone (the same for a guest and a free reader: the plans serve both). */
export function gatedCard(card: CardViewModel): CardViewModel {
  const plans = gateLinks('subscription', 'guest', card.id).find((l) => l.action === 'plans');
  return { ...card, access: 'plus', paid: true, gated: true, href: plans?.href ?? '/subscribe' };
}

/**
 * What a gated zone's gate says, and where it leads: in the front page's next prompt after the zone
 * (contracts/prompts.ts), not in a box of its own; `body` says what Plus gives.
 */
export const ZONE_GATE = {
  message: ACCESS_MESSAGES.overlay,
  body: 'No ads, paid exclusives and unlimited local news. Your first month is free.',
  label: 'See Plans',
  href: '/subscribe',
} as const;
