/**
 * @module In-isolate memo of the trending view (the registry's `front-page`, worker/cache). The
 * view changes rarely (editors, the cron) but is read on every visit, and assembling plus rendering
 * its ~70 cards costs far more than the page shell. So the assembled DTO and the rendered zones
 * HTML are kept per isolate under the page generation and the view's `version` (bumped on every
 * change), revalidated with a one-row query at most every REVALIDATE_MS. The data is read again
 * at least every VIEW_MS, so the counts on the cards (votes and comments move no version) and
 * texts like "5 minutes ago" lag by at most that. Per-reader state (votes, bookmarks) is never
 * part of the memo, and neither are the promo banners (they depend on the reader): each zone is
 * kept as its own HTML string so the page can put a reader's banners between them per request at
 * the cost of a string join.
 *
 * A new isolate (frequent in production) would otherwise rebuild the view from D1 with the
 * heaviest query of the site; the assembled view is kept in KV (VIEW_KV_KEY) with its key and the
 * time it was read, so within a location about one isolate a minute pays for it (a cold render
 * measured at half the cost with the copy, docs/benchmarks.md). D1's `views.version` stays the
 * source of truth: a KV copy of another version, or older than VIEW_MS, is ignored and replaced.
 *
 * A paywalled zone (zones.pay_wall) is kept twice: as Plus readers see it and gated, as everyone
 * else sees it (contracts/zone-gate.ts); the page picks by the reader's tier.
 */
import { renderToString } from 'react-dom/server';
import { Zone } from '../../../client/server/components/Zone';
import { CACHES, memo, pageGeneration } from '../../cache';
import type { TrendingViewDto } from '../../contracts/articles';
import type { Db } from '../../db/client';
import { columnsOf, rawRow, selectList } from '../../db/raw';
import { views } from '../../db/schema';
import { keyOf, loadActiveView } from './queries';
import { assembleView } from './view';

const REVALIDATE_MS = 5_000;
export const VIEW_MS = 60_000;
export const VIEW_KV_KEY = CACHES['front-page'].kv[0];
const VIEW_KV_TTL_SECONDS = 24 * 3600;
/** `at`: when the view was read from D1 (epoch ms). */
type KvView = { key: string; view: TrendingViewDto; at: number };

/**
 * `zoneHtml[i]` is the rendered i-th zone as Plus readers see it, `gatedHtml[i]` as everyone else
 * does (the same strings when no zone is paywalled); the bytes are the same, encoded once, so
 * pages splice bytes instead of re-encoding (pages/splice.ts); `shownIds` the ids of every
 * article the zones show.
 */
type Rendered = {
  view: TrendingViewDto;
  zoneHtml: string[];
  zoneBytes: Uint8Array[];
  gatedHtml: string[];
  gatedBytes: Uint8Array[];
  shownIds: number[];
};
export type TrendingRender = Rendered | null;

type Kept = Rendered & { key: string; generation: string; checkedAt: number };
const kept = memo<'active', Kept>('front-page', { max: 1, ttlMs: VIEW_MS });
const encoder = new TextEncoder();
/**
 * When a request of this isolate began reading the view again: a time, not a promise, since
 * workerd does not let one request wait on another's I/O (requests that joined one shared read
 * answered 500 under load). A read that never finished stops counting after REFRESH_WAIT_MS.
 */
let refreshingSince = 0;
const REFRESH_WAIT_MS = 5_000;

const ACTIVE_VIEW = columnsOf('views', { id: views.id, version: views.version });

async function activeKey(d1: D1Database): Promise<string | null> {
  const row = rawRow(ACTIVE_VIEW, await d1.prepare(`SELECT ${selectList(ACTIVE_VIEW)} FROM views WHERE is_active = 1 LIMIT 1`).first());
  return row ? keyOf(row) : null;
}

function rendered(view: TrendingViewDto, now: number): Rendered {
  const zones = view.zones;
  const zoneHtml = zones.map((z, i) => renderToString(<Zone zone={z} nowSeconds={now} first={i === 0} />));
  const zoneBytes = zoneHtml.map((h) => encoder.encode(h));
  // Without a paywalled zone both audiences share one list (and its joins, pages/splice.ts).
  const paywalled = zones.some((z) => z.pay_wall);
  const gatedHtml = paywalled
    ? zones.map((z, i) => (z.pay_wall ? renderToString(<Zone zone={z} nowSeconds={now} first={i === 0} gated />) : zoneHtml[i]!))
    : zoneHtml;
  const gatedBytes = paywalled ? gatedHtml.map((h, i) => (zones[i]!.pay_wall ? encoder.encode(h) : zoneBytes[i]!)) : zoneBytes;
  const shownIds = [...new Set(zones.flatMap((z) => z.articles.map((a) => a.id)))];
  return { view, zoneHtml, zoneBytes, gatedHtml, gatedBytes, shownIds };
}

/** The public (reader-independent) trending view and its rendered zones. */
export async function trendingForGuests(
  db: Db,
  env: Pick<Env, 'DB' | 'CACHE'>,
  nowMs: number,
  /** The active view's key when the caller already read it in its own batch (see readerTrending). */
  knownKey?: string | null,
): Promise<TrendingRender> {
  const stamp = { generation: await pageGeneration(env) };
  let current: string | null | undefined = knownKey;
  let hit = kept.get('active', stamp, nowMs);
  if (hit && current === undefined && nowMs - hit.checkedAt > REVALIDATE_MS) current = await activeKey(env.DB);
  if (hit && current !== undefined && current !== hit.key) hit = undefined;
  if (hit) {
    if (current !== undefined) hit.checkedAt = nowMs;
    return hit;
  }
  // The minute is up and another request is already reading the view again: the copy it replaces
  // is of this generation and version, so serve it meanwhile instead of reading it ten times over.
  const stale = kept.peek('active');
  const sameView = stale?.generation === stamp.generation && (current === undefined || current === stale.key);
  if (stale && sameView && nowMs - refreshingSince < REFRESH_WAIT_MS) return stale;
  refreshingSince = nowMs;
  try {
    const read = (await viewFromKv(env, current, nowMs)) ?? (await viewFromD1(db, env, nowMs));
    if (!read) return null;
    const fresh: Kept = { ...rendered(read.view, Math.floor(nowMs / 1000)), key: read.key, generation: stamp.generation, checkedAt: nowMs };
    // Aged from when D1 was read, so a copy from KV lives only what is left of its minute.
    return kept.set('active', stamp, fresh, read.at);
  } finally {
    refreshingSince = 0;
  }
}

/**
 * The KV copy when it is the active view's current version and younger than VIEW_MS. `current`
 * is that version's key when already read; otherwise it is read only if KV has a copy to check,
 * so a cold isolate with an empty KV goes straight to the one D1 batch that loads the view.
 */
async function viewFromKv(env: Pick<Env, 'DB' | 'CACHE'>, current: string | null | undefined, nowMs: number): Promise<KvView | null> {
  if (current === null) return null;
  const stored = await env.CACHE.get<KvView>(VIEW_KV_KEY, 'json').catch(() => null);
  const age = nowMs - (stored?.at ?? Number.NaN);
  if (!stored || !(age >= 0 && age < VIEW_MS)) return null;
  return stored.key === (current ?? (await activeKey(env.DB))) ? stored : null;
}

/** Assembles the view from D1 and keeps it in KV for the next isolate. */
async function viewFromD1(db: Db, env: Pick<Env, 'CACHE'>, nowMs: number): Promise<KvView | null> {
  const rows = await loadActiveView(db, null);
  if (!rows) return null;
  const view = assembleView(rows, null, Math.floor(nowMs / 1000));
  const value: KvView = { key: keyOf(view), view, at: nowMs };
  // A failed KV write only costs the next isolate a D1 load.
  await env.CACHE.put(VIEW_KV_KEY, JSON.stringify(value), { expirationTtl: VIEW_KV_TTL_SECONDS }).catch(() => {});
  return value;
}
