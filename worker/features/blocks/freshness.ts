/**
 * @module After an admin writes a UI block or a promotional: drop every copy readers are served
 * from, so the change shows at once where we can reach and within a minute elsewhere.
 *  - the block's KV copy (cache.ts), read by `/aux/ui-blocks/{id}` and the pages' blocks;
 *  - the trending banners (front-page/promo.ts) and the house ads' promotion (ads/house.ts), both
 *    made from the 'default' promotional and its banner blocks: their KV copy goes now, their
 *    per-isolate memos here now and in other isolates within their minute;
 *  - every cached page, by moving the page generation (pages embed blocks and banners).
 * `GET /aux/promotionals/{code}` may be kept by browsers for its max-age (a minute).
 */
import { bumpPageGeneration } from '../../http/edge-cache';
import { resetHouseAds } from '../ads/house';
import { resetPromoMemo } from '../front-page/promo';
import { invalidateBlock } from './cache';

export async function afterBlockWrite(env: Pick<Env, 'CACHE'>, blockId: string | null): Promise<void> {
  resetPromoMemo();
  await Promise.all([blockId ? invalidateBlock(env.CACHE, blockId) : null, resetHouseAds(env.CACHE), bumpPageGeneration(env)]);
}
