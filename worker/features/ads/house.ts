/**
 * @module The house ad source (AD_NETWORK=house, the default): Edgewire Plus promotions. The
 * promotion is the one the 'default' promotional names for Plus (its trending subscribe banner
 * block), else the built-in ones (rules.ts HOUSE_FALLBACK). A page's D1 budget is two round trips
 * and ads may not spend any: the trending page already reads the promotional for its banners
 * (front-page/promo.ts) and hands it over; it is kept here per isolate and in KV (five minutes) for
 * the other pages, which read only those (the registry's `house-ads`, worker/cache: a writer of
 * blocks or promotionals drops both). Until any isolate has served a trending page to a guest or a
 * free reader, the slots show a built-in promotion.
 */
import type { PromoBannerContent } from '../../../client/server/components/PromoBanner';
import { CACHES, memo } from '../../cache';
import { SUBSCRIBE_FALLBACK } from '../front-page/banners';
import { type AdCreative, type AdFill, type AdRequest, type AdSource, anonymousText, HOUSE_FALLBACK, pickHouseAd } from './rules';

export const HOUSE_KV_KEY = CACHES['house-ads'].kv[0];
const KV_TTL_SECONDS = 300;

type Kept = { promos: AdCreative[]; json: string };
const kept = memo<'house', Kept>('house-ads', { max: 1, ttlMs: 60_000 });
/** Keyed by age alone: ads may not wait for a D1 read, so they cannot follow the generation. */
const BY_AGE = {};

/** The promotions the promotional's Plus banner describes: none when it names no block (the banner is the built-in one). */
export function housePromosFrom(banner: PromoBannerContent): AdCreative[] {
  if (banner === SUBSCRIBE_FALLBACK) return [];
  return [{ headline: anonymousText(banner.headline), body: anonymousText(banner.body), cta: banner.cta }];
}

const isCreative = (v: unknown): v is AdCreative => {
  const c = v as AdCreative | null;
  return (
    typeof c?.headline === 'string' && typeof c.body === 'string' && typeof c.cta?.label === 'string' && typeof c.cta.href === 'string'
  );
};

/** Keeps the promotion a page has read; KV is written only when it changed (at most once a minute per isolate). */
function keep(req: AdRequest, banner: PromoBannerContent): AdCreative[] {
  const promos = housePromosFrom(banner);
  const json = JSON.stringify(promos);
  const changed = kept.peek('house')?.json !== json;
  kept.set('house', BY_AGE, { promos, json }, req.nowMs);
  // A failed cache write only means other isolates show the built-in promotion a little longer.
  if (changed) req.waitUntil(req.env.CACHE.put(HOUSE_KV_KEY, json, { expirationTtl: KV_TTL_SECONDS }).catch(() => {}));
  return promos;
}

/** The kept promotions, or null while none are known here or in KV. */
async function keptPromos(req: AdRequest): Promise<AdCreative[] | null> {
  const hit = kept.get('house', BY_AGE, req.nowMs);
  if (hit) return hit.promos;
  const cached = await req.env.CACHE.get<unknown>(HOUSE_KV_KEY, 'json').catch(() => null);
  if (!Array.isArray(cached) || !cached.every(isCreative)) return kept.peek('house')?.promos ?? null;
  return kept.set('house', BY_AGE, { promos: cached, json: JSON.stringify(cached) }, req.nowMs).promos;
}

/** A fill's id names its promotion's words, so pages kept per audience are kept per promotion too. */
function fillId(creative: AdCreative): string {
  const s = JSON.stringify(creative);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return `house-${(h >>> 0).toString(36)}`;
}

/** One promotion in both sizes: the small slot shows its headline and link, the large one its text too. */
export function houseFill(promos: readonly AdCreative[], placement: string): AdFill {
  const { creative } = pickHouseAd(promos, placement);
  return { source: 'house', id: fillId(creative), bySize: { '728x90': creative, '320x50': creative } };
}

export const houseSource: AdSource = {
  name: 'house',
  async fill(req) {
    const promos = req.housePromotion ? keep(req, req.housePromotion) : await keptPromos(req);
    return houseFill(promos ?? HOUSE_FALLBACK, req.placement);
  },
};
