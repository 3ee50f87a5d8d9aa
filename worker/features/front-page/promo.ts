/**
 * @module The trending banners' text, memoized per isolate for a minute: the 'default'
 * promotional names the sign-up and subscribe UI blocks, read in one query. Banners change rarely
 * and a minute's delay is fine; the page must not pay a D1 round trip for them on every visit.
 */
import { computed, rawRow, selectList } from '../../db/raw';
import type { RichDocument } from '../../db/schema/editorial';
import { bannerFromDocument, type PromoBanners, SIGNUP_FALLBACK, SUBSCRIBE_FALLBACK } from './banners';

const TTL_MS = 60_000;
let memo: { at: number; banners: PromoBanners } | null = null;

const DOCS = {
  signup_doc: computed("(SELECT document FROM ui_blocks WHERE id = json_extract(p.settings, '$.trending_signup_banner'))", 'string', true),
  subscribe_doc: computed(
    "(SELECT document FROM ui_blocks WHERE id = json_extract(p.settings, '$.trending_subscribe_banner'))",
    'string',
    true,
  ),
};

const SQL = `SELECT ${selectList(DOCS)}
FROM promotionals p
WHERE p.code = 'default' AND p.is_active = 1 AND (p.starts_at IS NULL OR p.starts_at <= ?1) AND (p.ends_at IS NULL OR p.ends_at > ?1)
LIMIT 1`;

function parse(json: string | null): RichDocument | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as RichDocument;
  } catch {
    return null;
  }
}

export async function promoBanners(d1: D1Database, nowMs: number): Promise<PromoBanners> {
  if (memo && nowMs - memo.at < TTL_MS) return memo.banners;
  const row = rawRow(
    DOCS,
    await d1
      .prepare(SQL)
      .bind(Math.floor(nowMs / 1000))
      .first(),
  );
  const banners = {
    signup: bannerFromDocument(parse(row?.signup_doc ?? null), SIGNUP_FALLBACK),
    subscribe: bannerFromDocument(parse(row?.subscribe_doc ?? null), SUBSCRIBE_FALLBACK),
  };
  memo = { at: nowMs, banners };
  return banners;
}

/** Tests reset the memo so each starts from D1. */
export function resetPromoMemo() {
  memo = null;
}
