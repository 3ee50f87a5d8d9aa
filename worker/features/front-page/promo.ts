/**
 * @module The trending banners' text, memoized per isolate for a minute (the registry's `banners`,
 * worker/cache): the 'default' promotional names the sign-up and subscribe UI blocks, read in one
 * query. Banners change rarely and a minute's delay is fine (a writer's isolate drops its copy at
 * once); the page must not pay a D1 round trip for them on every visit, nor after every move of
 * the page generation (a signed-in reader's trending page has one round trip, the session's).
 */
import type { PromoBannerContent } from '../../../client/server/components/PromoBanner';
import { memo } from '../../cache';
import { computed, rawRow, selectList } from '../../db/raw';
import type { RichDocument } from '../../db/schema/editorial';
import { type DisplayMode, pickDocument } from '../blocks/display';
import { bannerFromDocument, type PromoBanners, SIGNUP_FALLBACK, SUBSCRIBE_FALLBACK } from './banners';

const banners = memo<'default', PromoBanners>('banners', { max: 1, ttlMs: 60_000 });
/** Keyed by age alone (see the module's header). */
const BY_AGE = {};

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
  const kept = banners.get('default', BY_AGE, nowMs);
  if (kept) return kept;
  const row = rawRow(
    DOCS,
    await d1
      .prepare(SQL)
      .bind(Math.floor(nowMs / 1000))
      .first(),
  );
  const read = {
    signup: bannerFromDocument(parse(row?.signup_doc ?? null), SIGNUP_FALLBACK),
    subscribe: bannerFromDocument(parse(row?.subscribe_doc ?? null), SUBSCRIBE_FALLBACK),
  };
  return banners.set('default', BY_AGE, read, nowMs);
}

const ADMIN_DOCS = {
  block_id: computed("json_extract(p.settings, '$.trending_subscribe_banner')", 'string', true),
  draft: computed("(SELECT draft FROM ui_blocks WHERE id = json_extract(p.settings, '$.trending_subscribe_banner'))", 'string', true),
  document: computed("(SELECT document FROM ui_blocks WHERE id = json_extract(p.settings, '$.trending_subscribe_banner'))", 'string', true),
};

const ADMIN_SQL = SQL.replace(selectList(DOCS), selectList(ADMIN_DOCS));

/**
 * The subscribe banner as an admin sees it (admins are never guests, so never shown the sign-up
 * one): read fresh, not from the isolate's minute, in the version the admin chose (blocks/tools.ts),
 * with the block's id and the version shown for its toolbar. Null when no promotional names a block.
 */
export async function adminBanner(
  d1: D1Database,
  mode: DisplayMode,
  nowMs: number,
): Promise<{ banner: PromoBannerContent; blockId: string; shown: DisplayMode | undefined } | null> {
  const row = rawRow(
    ADMIN_DOCS,
    await d1
      .prepare(ADMIN_SQL)
      .bind(Math.floor(nowMs / 1000))
      .first(),
  );
  if (!row?.block_id) return null;
  const picked = pickDocument(
    { draft: parse(row.draft) ?? { children: [] }, document: parse(row.document) ?? { children: [] } },
    mode,
    true,
  );
  const banner = bannerFromDocument(picked ? { children: picked.children } : null, SUBSCRIBE_FALLBACK);
  return { banner, blockId: row.block_id, shown: picked?.shown };
}
