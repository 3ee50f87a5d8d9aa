/**
 * @module Assembles the trending view DTO from the batched rows, trimming each zone to its layout;
 * and gates its paywalled zones for a reader without Plus.
 */
import type { TrendingViewDto } from '../../contracts/articles';
import { layoutFor } from '../../contracts/layouts';
import type { ReaderTier } from '../../contracts/plus';
import { zoneGated } from '../../contracts/zone-gate';
import type { RowOf } from '../../db/rows';
import type { Viewer } from '../../env';
import { groupTags, toArticleDto, toTagDto } from '../articles/dto';
import type { ActiveViewRows, zoneColumns } from './queries';

/** A zone's own columns (zoneColumns), as the reader's view and the back office's editor read them; a plan's new zone has no id yet. */
type ZoneRow = Omit<RowOf<typeof zoneColumns>, 'id'> & { id: number | null };

/** A zone's own fields in the API's names: the reader's view, the back office's editor and the audit log's snapshots. */
export function zoneFields<Z extends ZoneRow>(z: Z) {
  return { id: z.id as Z['id'], title: z.title, order: z.order, web_layout: z.webLayout, hide_title: z.hideTitle, pay_wall: z.payWall };
}

export function assembleView(rows: ActiveViewRows, viewer: Viewer | null, nowSeconds: number): TrendingViewDto {
  const tagsOf = groupTags(rows.tagRows);
  const zoneArticles = new Map<number, ActiveViewRows['zoneArticleRows']>();
  for (const r of rows.zoneArticleRows) zoneArticles.set(r.zoneId, [...(zoneArticles.get(r.zoneId) ?? []), r]);
  const zoneTags = new Map<number, ActiveViewRows['zoneTagRows']>();
  for (const r of rows.zoneTagRows) zoneTags.set(r.zoneId, [...(zoneTags.get(r.zoneId) ?? []), r]);

  return {
    id: rows.view.id,
    title: rows.view.title,
    version: rows.view.version,
    zones: rows.zoneRows.map((z) => ({
      ...zoneFields(z),
      articles: (zoneArticles.get(z.id) ?? [])
        .slice(0, layoutFor(z.webLayout).count)
        .map((a) => toArticleDto(a, tagsOf, rows.marks, viewer, null, nowSeconds)),
      tags: (zoneTags.get(z.id) ?? []).map(toTagDto),
    })),
  };
}

/** The view as a reader of this tier may have it: a gated zone's stories are locked for Plus (as its cards are). */
export function gateZones(view: TrendingViewDto, tier: ReaderTier): TrendingViewDto {
  return {
    ...view,
    zones: view.zones.map((z) =>
      zoneGated(z.pay_wall, tier)
        ? { ...z, articles: z.articles.map((a) => ({ ...a, content: null, locked: 'subscription' as const })) }
        : z,
    ),
  };
}
