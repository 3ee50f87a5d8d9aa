// Paywalled zones: who sees them gated, and what a gated card becomes.
import { describe, expect, it } from 'vitest';
import { articleDto } from '../test/dtos';
import { ACCESS_MESSAGES } from './access';
import type { ArticleDto } from './articles';
import { toCard } from './cards';
import { gateLinks } from './gate';
import { gatedCard, ZONE_GATE, zoneGated } from './zone-gate';

const article = (over: Partial<ArticleDto> = {}) => articleDto({ id: 42, title: 'A free story', date: 1_900_000_000, upvotes: 1, ...over });

describe('zoneGated', () => {
  it('gates a paywalled zone for guests and free readers, never for Plus', () => {
    expect(zoneGated(true, 'guest')).toBe(true);
    expect(zoneGated(true, 'free')).toBe(true);
    expect(zoneGated(true, 'plus')).toBe(false);
    for (const tier of ['guest', 'free', 'plus'] as const) expect(zoneGated(false, tier)).toBe(false);
  });
});

describe('gatedCard', () => {
  it('wears the Plus badge and leads to the plans, with the way back to the story', () => {
    const card = gatedCard(toCard(article(), 1_900_000_000));
    expect(card).toMatchObject({ access: 'plus', paid: true, gated: true, title: 'A free story' });
    // The paid gate's own link (contracts/gate.ts), the same for a guest and a free reader.
    const plans = gateLinks('subscription', 'guest', 42).find((l) => l.action === 'plans')!;
    expect(gateLinks('subscription', 'free', 42).find((l) => l.action === 'plans')!.href).toBe(plans.href);
    expect(card.href).toBe(plans.href);
    expect(card.href).toBe('/subscribe?article=42');
  });

  it('says why in the paywall overlay’s words', () => {
    expect(ZONE_GATE.message).toBe(ACCESS_MESSAGES.overlay);
    expect(ZONE_GATE.href).toBe('/subscribe');
  });
});
