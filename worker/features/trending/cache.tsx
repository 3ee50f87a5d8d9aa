/**
 * @module In-isolate memo of the trending view. The view changes rarely (editors, the cron) but
 * is read on every visit, and assembling plus rendering its ~70 cards costs far more than the
 * page shell. So the assembled DTO and the rendered zones HTML are kept per isolate, keyed by the
 * view's `version` (bumped on every change), and revalidated with a one-row query at most every
 * REVALIDATE_MS. Card texts like "5 minutes ago" are re-rendered at least once a minute.
 * Per-reader state (votes, bookmarks) is never part of the memo, and neither are the promo banners
 * (they depend on the reader): each zone is kept as its own HTML string so the page can put a
 * reader's banners between them per request at the cost of a string join.
 */
import { renderToString } from 'react-dom/server';
import { Zone } from '../../../client/components/Zone';
import type { TrendingViewDto } from '../../contracts/articles';
import type { Db } from '../../db/client';
import { loadActiveView } from './queries';
import { assembleView } from './view';

const REVALIDATE_MS = 5_000;
const RERENDER_MS = 60_000;

type Memo = {
  key: string;
  view: TrendingViewDto;
  shownIds: number[];
  checkedAt: number;
  zoneHtml: string[];
  /** zoneHtml encoded once, so pages splice bytes instead of re-encoding (pages/splice.ts). */
  zoneBytes: Uint8Array[];
  renderedAt: number;
  renderedFor: number;
};
const encoder = new TextEncoder();
let memo: Memo | null = null;

/** A new view starts at version 1 too, so the key is the pair. Writers must bump `version`. */
const keyOf = (v: { id: number; version: number }) => `${v.id}:${v.version}`;

async function activeKey(d1: D1Database): Promise<string | null> {
  const row = await d1.prepare('SELECT id, version FROM views WHERE is_active = 1 LIMIT 1').first<{ id: number; version: number }>();
  return row ? keyOf(row) : null;
}

/** `zoneHtml[i]` is the rendered i-th zone; `shownIds` the ids of every article the zones show. */
export type TrendingRender = { view: TrendingViewDto; zoneHtml: string[]; zoneBytes: Uint8Array[]; shownIds: number[] } | null;

/** The public (reader-independent) trending view and its rendered zones. */
export async function trendingForGuests(db: Db, d1: D1Database, nowMs: number): Promise<TrendingRender> {
  const now = Math.floor(nowMs / 1000);
  if (memo && nowMs - memo.checkedAt > REVALIDATE_MS) {
    if ((await activeKey(d1)) === memo.key) memo.checkedAt = nowMs;
    else memo = null;
  }
  if (!memo) {
    const rows = await loadActiveView(db, null);
    if (!rows) return null;
    const view = assembleView(rows, null, now);
    const shownIds = [...new Set(view.zones.flatMap((z) => z.articles.map((a) => a.id)))];
    memo = { key: keyOf(view), view, shownIds, checkedAt: nowMs, zoneHtml: [], zoneBytes: [], renderedAt: 0, renderedFor: now };
  }
  if (nowMs - memo.renderedAt > RERENDER_MS) {
    memo.zoneHtml = memo.view.zones.map((z, i) => renderToString(<Zone zone={z} nowSeconds={now} first={i === 0} />));
    memo.zoneBytes = memo.zoneHtml.map((h) => encoder.encode(h));
    memo.renderedAt = nowMs;
    memo.renderedFor = now;
  }
  return { view: memo.view, zoneHtml: memo.zoneHtml, zoneBytes: memo.zoneBytes, shownIds: memo.shownIds };
}

/** Tests reset the memo so each starts from D1. */
export function resetTrendingMemo() {
  memo = null;
}
