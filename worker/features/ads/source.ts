/**
 * @module Ad sources: what fills the slots of a page, by configuration (AD_NETWORK; 'house', the
 * default, is the only one built in). Adding a network is one AdSource in AD_SOURCES
 * (docs/decisions/032). A source is asked once per page render; its fill must not depend on the
 * reader (guest pages are shared by the edge cache) and is never asked for a Plus reader.
 */
import type { Context } from 'hono';
import type { PromoBannerContent } from '../../../client/server/components/PromoBanner';
import { readerTier } from '../../contracts/plus';
import type { AppEnv } from '../../env';
import { log } from '../../http/log';
import { houseFill, houseSource } from './house';
import { type AdFill, type AdSource, HOUSE_FALLBACK, seesAds } from './rules';

/** The networks AD_NETWORK may name. */
export const AD_SOURCES: Readonly<Record<string, AdSource>> = { house: houseSource };
export const DEFAULT_AD_NETWORK = 'house';

/** The configured source; an unknown name falls back to the house (and says so in the log). */
export function adSourceFor(network: string | undefined): AdSource {
  const name = network?.trim() || DEFAULT_AD_NETWORK;
  if (Object.hasOwn(AD_SOURCES, name)) return AD_SOURCES[name]!;
  log('warn', 'ads.unknown-network', { network: name });
  return houseSource;
}

/**
 * The fill for this page's slots, or null for a Plus reader (their HTML gets no slot at all). Call
 * it after the page has set `c.var.viewer`. A failing network gives way to the house promotions.
 */
export async function pageAds(c: Context<AppEnv>, placement: string, housePromotion?: PromoBannerContent): Promise<AdFill | null> {
  const nowMs = Date.now();
  if (!seesAds(readerTier(c.var.viewer, nowMs / 1000))) return null;
  const source = adSourceFor(c.env.AD_NETWORK);
  const waitUntil = (work: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      void work; // no execution context (a direct app.request): let it finish on its own
    }
  };
  try {
    return (await source.fill({ placement, nowMs, env: c.env, waitUntil, housePromotion })) ?? houseFill(HOUSE_FALLBACK, placement);
  } catch (error) {
    log('warn', 'ads.fill-failed', { source: source.name, error });
    return houseFill(HOUSE_FALLBACK, placement);
  }
}
