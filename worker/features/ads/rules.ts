/**
 * @module Who sees ads, in which size, and which house promotion fills a slot (spec §4 "Ad-free
 * flag", §9 "Ad slots 728x90 and 320x50, chosen by width under 728"; PRODUCT.md: house promotions
 * by default, never a slot for Plus). Pure: the renderer and the sources decide with these.
 */

import type { PromoBannerContent } from '../../../client/server/components/PromoBanner';
import { PLANS } from '../../contracts/plans';
import type { ReaderTier } from '../../contracts/plus';

export const AD_SIZES = ['728x90', '320x50'] as const;
export type AdSize = (typeof AD_SIZES)[number];
export const AD_BOX: Record<AdSize, { width: number; height: number }> = {
  '728x90': { width: 728, height: 90 },
  '320x50': { width: 320, height: 50 },
};
/** Below this viewport width the small slot shows (the stylesheet's media query says the same: client/styles/ads.css). */
export const AD_WIDE_MIN_WIDTH = 728;

/** What fills a slot: a promotion's words and link, and a picture drawn at the slot's size, if any. */
export type AdCreative = {
  headline: string;
  body: string;
  cta: { label: string; href: string };
  /** A network's banner image; drawn with the slot's width and height, so it cannot shift anything. */
  image?: { src: string; alt: string };
};

/** One page's slots: who filled them (`source`, for the DOM and for reports) and what goes in each size. */
export type AdFill = { source: string; id: string; bySize: Record<AdSize, AdCreative> };

export type AdRequest = {
  /** What the page is ('trending', 'tag:politics', 'article:12'): a source may target by it. */
  placement: string;
  nowMs: number;
  env: Pick<Env, 'CACHE' | 'AD_NETWORK'>;
  /** The promotional's Plus promotion, when the page has read it anyway (trending, for its banners). */
  housePromotion?: PromoBannerContent;
  /** Work to finish after the page is sent (a refresh of what the source keeps). */
  waitUntil: (work: Promise<unknown>) => void;
};

/** A network that fills slots (docs/decisions/032); AD_SOURCES in source.ts names them. */
export interface AdSource {
  readonly name: string;
  /** The page's slots' contents; null leaves them to the house promotions. Pages wait for it: no D1, no slow calls. */
  fill(req: AdRequest): Promise<AdFill | null>;
}

/** Guests and free readers see slots; Plus readers never get one in their HTML. */
export const seesAds = (tier: ReaderTier): boolean => tier !== 'plus';

/** The slot a viewport of this width shows (the CSS makes the same choice without JavaScript). */
export const slotSizeFor = (viewportWidth: number): AdSize => (viewportWidth < AD_WIDE_MIN_WIDTH ? '320x50' : '728x90');

/** Edgewire Plus promotions used when the promotional settings name none (or cannot be read). */
export const HOUSE_FALLBACK: readonly AdCreative[] = [
  {
    headline: 'Go ad-free with Edgewire Plus',
    body: 'Paid exclusives and unlimited local news from over 200 US cities. Your first month is free.',
    cta: { label: 'See Plans', href: '/landing' },
  },
  {
    headline: `Edgewire Plus annual: save ${PLANS.annual.savingsPercent} percent`,
    body: `$${(PLANS.annual.weeklyCents / 100).toFixed(2)} a week, billed once a year. Your first month is free.`,
    cta: { label: 'Choose a Plan', href: '/subscribe' },
  },
];

/**
 * The house promotion for a page: one of `promos`, chosen by the page's path so a page keeps its
 * promotion (its cached copies agree) while different pages show different ones.
 */
export function pickHouseAd(promos: readonly AdCreative[], path: string): { index: number; creative: AdCreative } {
  const list = promos.length ? promos : HOUSE_FALLBACK;
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
  const index = (h >>> 0) % list.length;
  return { index, creative: list[index]! };
}

/**
 * A promotion read from a UI block is shown to everyone who sees ads, so a `{{username}}` in it
 * (the subscribe banner greets the reader by name) is dropped, as for a guest, and the sentence
 * starts with a capital again.
 */
export function anonymousText(text: string): string {
  const s = text.replace(/\{\{username\}\},?\s*/g, '').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
