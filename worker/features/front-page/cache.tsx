/**
 * @module In-isolate memo of the trending view. The view changes rarely (editors, the cron) but
 * is read on every visit, and assembling plus rendering its ~70 cards costs far more than the
 * page shell. So the assembled DTO and the rendered zones HTML are kept per isolate, keyed by the
 * view's `version` (bumped on every change), and revalidated with a one-row query at most every
 * REVALIDATE_MS. Card texts like "5 minutes ago" are re-rendered at least once a minute.
 * Per-reader state (votes, bookmarks) is never part of the memo, and neither are the promo banners
 * (they depend on the reader): each zone is kept as its own HTML string so the page can put a
 * reader's banners between them per request at the cost of a string join.
 *
 * A new isolate (frequent in production) would otherwise rebuild the view from D1 with the
 * heaviest query of the site; the assembled view is kept in KV (VIEW_KV_KEY) under the same
 * key, so only the first isolate after an edit pays for it. D1's `views.version` stays the
 * source of truth: a KV copy with another key is ignored and replaced, so writers need not
 * touch KV (the back office still drops it, see trendingChanged).
 *
 * A paywalled zone (zones.pay_wall) is kept twice: as Plus readers see it and gated, as everyone
 * else sees it (contracts/zone-gate.ts); the page picks by the reader's tier.
 */
import { renderToString } from 'react-dom/server';
import { Zone } from '../../../client/server/components/Zone';
import type { TrendingViewDto } from '../../contracts/articles';
import type { Db } from '../../db/client';
import { columnsOf, rawRow, selectList } from '../../db/raw';
import { views } from '../../db/schema';
import { bumpPageGeneration } from '../../http/edge-cache';
import { keyOf, loadActiveView } from './queries';
import { assembleView } from './view';

const REVALIDATE_MS = 5_000;
export const VIEW_KV_KEY = 'view:active';
const VIEW_KV_TTL_SECONDS = 24 * 3600;
type KvView = { key: string; view: TrendingViewDto };
const RERENDER_MS = 60_000;

type Memo = {
  key: string;
  view: TrendingViewDto;
  shownIds: number[];
  checkedAt: number;
  zoneHtml: string[];
  /** zoneHtml encoded once, so pages splice bytes instead of re-encoding (pages/splice.ts). */
  zoneBytes: Uint8Array[];
  /** The same zones as readers without Plus see them: paywalled zones gated, the rest shared. */
  gatedHtml: string[];
  gatedBytes: Uint8Array[];
  renderedAt: number;
  renderedFor: number;
};
const encoder = new TextEncoder();
let memo: Memo | null = null;

const ACTIVE_VIEW = columnsOf('views', { id: views.id, version: views.version });

async function activeKey(d1: D1Database): Promise<string | null> {
  const row = rawRow(ACTIVE_VIEW, await d1.prepare(`SELECT ${selectList(ACTIVE_VIEW)} FROM views WHERE is_active = 1 LIMIT 1`).first());
  return row ? keyOf(row) : null;
}

/**
 * `zoneHtml[i]` is the rendered i-th zone as Plus readers see it, `gatedHtml[i]` as everyone else
 * does; `shownIds` the ids of every article the zones show.
 */
export type TrendingRender = {
  view: TrendingViewDto;
  zoneHtml: string[];
  zoneBytes: Uint8Array[];
  gatedHtml: string[];
  gatedBytes: Uint8Array[];
  shownIds: number[];
} | null;

/** The public (reader-independent) trending view and its rendered zones. */
export async function trendingForGuests(
  db: Db,
  env: Pick<Env, 'DB' | 'CACHE'>,
  nowMs: number,
  /** The active view's key when the caller already read it in its own batch (see readerTrending). */
  knownKey?: string | null,
): Promise<TrendingRender> {
  const now = Math.floor(nowMs / 1000);
  let current: string | null | undefined = knownKey;
  if (memo && current !== undefined) {
    if (current === memo.key) memo.checkedAt = nowMs;
    else memo = null;
  } else if (memo && nowMs - memo.checkedAt > REVALIDATE_MS) {
    current = await activeKey(env.DB);
    if (current === memo.key) memo.checkedAt = nowMs;
    else memo = null;
  }
  if (!memo) {
    const view = (await viewFromKv(env, current)) ?? (await viewFromD1(db, env, now));
    if (!view) return null;
    const shownIds = [...new Set(view.zones.flatMap((z) => z.articles.map((a) => a.id)))];
    memo = {
      key: keyOf(view),
      view,
      shownIds,
      checkedAt: nowMs,
      zoneHtml: [],
      zoneBytes: [],
      gatedHtml: [],
      gatedBytes: [],
      renderedAt: 0,
      renderedFor: now,
    };
  }
  if (nowMs - memo.renderedAt > RERENDER_MS) {
    const zones = memo.view.zones;
    memo.zoneHtml = zones.map((z, i) => renderToString(<Zone zone={z} nowSeconds={now} first={i === 0} />));
    memo.zoneBytes = memo.zoneHtml.map((h) => encoder.encode(h));
    const { zoneHtml, zoneBytes } = memo;
    // Without a paywalled zone both audiences share one list (and its joins, pages/splice.ts).
    const paywalled = zones.some((z) => z.pay_wall);
    memo.gatedHtml = paywalled
      ? zones.map((z, i) => (z.pay_wall ? renderToString(<Zone zone={z} nowSeconds={now} first={i === 0} gated />) : zoneHtml[i]!))
      : zoneHtml;
    memo.gatedBytes = paywalled ? memo.gatedHtml.map((h, i) => (zones[i]!.pay_wall ? encoder.encode(h) : zoneBytes[i]!)) : zoneBytes;
    memo.renderedAt = nowMs;
    memo.renderedFor = now;
  }
  const { view, zoneHtml, zoneBytes, gatedHtml, gatedBytes, shownIds } = memo;
  return { view, zoneHtml, zoneBytes, gatedHtml, gatedBytes, shownIds };
}

/**
 * The KV copy when it is the active view's current version. `current` is that version's key when
 * already read; otherwise it is read only if KV has a copy to check, so a cold isolate with an
 * empty KV goes straight to the one D1 batch that loads the view.
 */
async function viewFromKv(env: Pick<Env, 'DB' | 'CACHE'>, current: string | null | undefined): Promise<TrendingViewDto | null> {
  if (current === null) return null;
  const stored = await env.CACHE.get<KvView>(VIEW_KV_KEY, 'json').catch(() => null);
  if (!stored) return null;
  return stored.key === (current ?? (await activeKey(env.DB))) ? stored.view : null;
}

/** Assembles the view from D1 and keeps it in KV for the next isolate. */
async function viewFromD1(db: Db, env: Pick<Env, 'CACHE'>, now: number): Promise<TrendingViewDto | null> {
  const rows = await loadActiveView(db, null);
  if (!rows) return null;
  const view = assembleView(rows, null, now);
  const value: KvView = { key: keyOf(view), view };
  // A failed KV write only costs the next isolate a D1 load.
  await env.CACHE.put(VIEW_KV_KEY, JSON.stringify(value), { expirationTtl: VIEW_KV_TTL_SECONDS }).catch(() => {});
  return view;
}

/**
 * After the back office activates a view or changes the active one (whose version it moved): this
 * isolate forgets its copy at once, the KV copy goes, and the edge cache's guest pages are retired.
 * Other isolates see the new version within REVALIDATE_MS and the new generation within its memo.
 */
export async function trendingChanged(env: Pick<Env, 'CACHE'>) {
  memo = null;
  await Promise.all([bumpPageGeneration(env), env.CACHE.delete(VIEW_KV_KEY).catch(() => {})]);
}

/** Tests reset the memo so each starts from D1. */
export function resetTrendingMemo() {
  memo = null;
}
