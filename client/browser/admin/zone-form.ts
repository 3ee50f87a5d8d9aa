/**
 * @module The view editor's zones as its form holds them, shared by the server's no-JavaScript
 * form (worker/features/front-page/admin-input.ts reads the post) and the ZoneEditor island.
 * Fields are named by the API's error paths (`zones.2.web_layout`), so a refused save puts each
 * message on its field. Zod-free: the browser runs it.
 */
import type { ApiErrorItem } from '../../../worker/contracts/envelope';
import { LAYOUTS } from '../../../worker/contracts/layouts';

/** One zone as typed: text as typed, the switches as checkboxes, tags and articles as id lists. */
export type ZoneValues = {
  /** The zone's id; '' for a zone not saved yet. */
  id: string;
  title: string;
  /** Its position, 1 first; without JavaScript the editor reorders by typing these. */
  order: string;
  /** '' until a layout is chosen: a new zone with nothing chosen is not added. */
  web_layout: string;
  hide_title: boolean;
  pay_wall: boolean;
  is_active: boolean;
  /** Ids, comma separated (the island writes them from its chips). */
  tags: string;
  articles: string;
  /** Ticked: the zone is deleted on Save. */
  remove: boolean;
};

export type ViewFormValues = { version: string; title: string; zones: ZoneValues[] };

/** Names to show for ids: tag names and article titles, by id. */
export type RefNames = { tags: Record<string, string>; articles: Record<string, string> };

export const NEW_ZONE: ZoneValues = {
  id: '',
  title: '',
  order: '',
  web_layout: '',
  hide_title: false,
  pay_wall: false,
  is_active: true,
  tags: '',
  articles: '',
  remove: false,
};

export type ZoneKey = keyof ZoneValues;

/** The name a zone field is posted under (the API's error path for it). */
export const zoneField = (i: number, key: ZoneKey) => `zones.${i}.${key}`;

/**
 * The element id of the control an error path names; a tag's or an article's path
 * (`zones.1.tags.2`) names the zone's whole list.
 */
export const viewFieldId = (path: string) => `view-${path.replace(/^(zones\.\d+\.(tags|articles))\.\d+$/, '$1').replaceAll('.', '-')}`;

/** The first message about a zone's field; for tags and articles, about any of its entries. */
export function zoneError(errors: readonly ApiErrorItem[], i: number, key: ZoneKey): string | null {
  const name = zoneField(i, key);
  return errors.find((e) => e.path === name || e.path?.startsWith(`${name}.`))?.message ?? null;
}

/** "Layout 3 · 4 cards": what a layout shows, from the layout table. */
export function layoutLabel(id: number): string {
  const count = LAYOUTS.get(id)?.count;
  return count === undefined ? `Layout ${id}` : `Layout ${id} · ${count} card${count === 1 ? '' : 's'}`;
}

export const LAYOUT_OPTIONS: readonly (readonly [string, string])[] = [...LAYOUTS.keys()].map((id) => [String(id), layoutLabel(id)]);

/** "Zone 2: Politics"; a new zone before it has a title says so. */
export function zoneLegend(i: number, zone: Pick<ZoneValues, 'id' | 'title'>): string {
  return `Zone ${i + 1}: ${zoneName(zone)}`;
}

/** Ids from a typed list: "12, 15 9" → ['12', '15', '9']. */
export const idList = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** A new zone nothing was chosen for: the blank fieldset at the end, not added on Save. */
export const isBlankZone = (z: ZoneValues) =>
  !z.id && !z.web_layout && !z.title.trim() && !idList(z.tags).length && !idList(z.articles).length;

/** A zone's name in a sentence or a label: its title, else "untitled" or "new zone". */
export const zoneName = (zone: Pick<ZoneValues, 'id' | 'title'>) => zone.title.trim() || (zone.id ? 'untitled' : 'new zone');

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A collapsed zone's one line: its layout, how many of its cards its articles fill, and where they
 * come from (the articles picked, the tags it shows): "Layout 3 · 4 cards · 3 articles · Tags:
 * Business, Markets". Names come from `names` (ids it does not know show as #id).
 */
export function zoneSummary(zone: ZoneValues, names: RefNames): string {
  const layout = zone.web_layout === '' ? 'No layout yet' : layoutLabel(Number(zone.web_layout));
  const articles = idList(zone.articles).length;
  const count = zone.web_layout === '' ? undefined : LAYOUTS.get(Number(zone.web_layout))?.count;
  const filled = count !== undefined && articles < count ? `${articles} of ${count} articles` : plural(articles, 'article');
  const tags = idList(zone.tags).map((id) => names.tags[id] ?? `#${id}`);
  return [layout, filled, tags.length ? `Tags: ${tags.join(', ')}` : 'No tags'].join(' · ');
}

/** Whether a zone starts open in the editor: a new one (to fill in) or one a refused save names. */
export const zoneStartsOpen = (zone: ZoneValues, i: number, errors: readonly ApiErrorItem[]) =>
  !zone.id || errors.some((e) => e.path === `zones.${i}` || e.path?.startsWith(`zones.${i}.`));
