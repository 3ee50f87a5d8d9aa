/**
 * @module The back office's view rules, pure: what a save keeps of the zones an editor sent (temp_
 * entries are unsaved and dropped, repeats kept once, the list's order when a zone has none), which
 * sent id is unknown (named by its path, `zones.1.tags.0`), a duplicate's title, and the audit
 * snapshot of a view in the API's field names.
 */
import { VIEW_ADMIN_MESSAGES as M, type ZoneInput, type ZoneRef } from '../../contracts/admin-views';
import { idFromText, isId } from '../../contracts/ids';
import { zoneFields } from './view';

export type FieldError = { message: string; path: string };
/** A kept id and where it was in the list the editor sent (for the path of an error). */
export type Kept = { id: number; at: number };

export type ZonePlan = {
  /** The zone's id when it is one of the view's zones; null for a new zone. */
  id: number | null;
  title: string | null;
  order: number;
  webLayout: number;
  hideTitle: boolean;
  payWall: boolean;
  isActive: boolean;
  tags: Kept[];
  articles: Kept[];
};

const isTemp = (id: unknown) => typeof id === 'string' && id.startsWith('temp_');

/** The saved ids of a zone's tags or articles: temp_ entries dropped, repeats kept once, in order. */
export function savedIds(entries: readonly ZoneRef[], path: string, what: string): { kept: Kept[] } | { error: FieldError } {
  const kept: Kept[] = [];
  const seen = new Set<number>();
  for (const [at, entry] of entries.entries()) {
    const raw = typeof entry === 'object' ? entry.id : entry;
    if (isTemp(raw)) continue;
    const id = typeof raw === 'string' ? idFromText(raw) : raw;
    if (!isId(id)) return { error: { message: M.badRef(what), path: `${path}.${at}` } };
    if (seen.has(id)) continue;
    seen.add(id);
    kept.push({ id, at });
  }
  return { kept };
}

/** The zones a save writes, in the editor's order; an error names the first field at fault. */
export function planZones(zones: readonly ZoneInput[]): { zones: ZonePlan[] } | { error: FieldError } {
  const plans: ZonePlan[] = [];
  const ids = new Set<number>();
  for (const [i, z] of zones.entries()) {
    const id = typeof z.id === 'number' ? z.id : null;
    if (id !== null && ids.has(id)) return { error: { message: 'A zone is listed twice.', path: `zones.${i}.id` } };
    if (id !== null) ids.add(id);
    const tags = savedIds(z.tags, `zones.${i}.tags`, 'tags');
    if ('error' in tags) return tags;
    const articles = savedIds(z.articles, `zones.${i}.articles`, 'articles');
    if ('error' in articles) return articles;
    plans.push({
      id,
      title: z.title?.trim() || null,
      order: z.order ?? i,
      webLayout: z.web_layout,
      hideTitle: z.hide_title,
      payWall: z.pay_wall,
      isActive: z.is_active,
      tags: tags.kept,
      articles: articles.kept,
    });
  }
  return { zones: plans };
}

/**
 * The first sent id that is not what it claims: a zone that is not the view's (`zones.N.id`), a
 * tag or an article that does not exist (`zones.N.tags.M`, `zones.N.articles.M`); null when all are.
 */
export function unknownRef(
  plans: readonly ZonePlan[],
  known: { zones: ReadonlySet<number>; tags: ReadonlySet<number>; articles: ReadonlySet<number> },
): FieldError | null {
  for (const [i, z] of plans.entries()) {
    if (z.id !== null && !known.zones.has(z.id)) return { message: M.notInView(z.id), path: `zones.${i}.id` };
    const tag = z.tags.find((t) => !known.tags.has(t.id));
    if (tag) return { message: M.unknownTag(tag.id), path: `zones.${i}.tags.${tag.at}` };
    const article = z.articles.find((a) => !known.articles.has(a.id));
    if (article) return { message: M.unknownArticle(article.id), path: `zones.${i}.articles.${article.at}` };
  }
  return null;
}

/** Spec §4: "Copy of" plus the title, or 'untitled view' when there is none. */
export const copyTitle = (title: string | null | undefined) => (title?.trim() ? `Copy of ${title.trim()}` : 'untitled view');

/** A zone as the audit log keeps it: its fields in API names, tags and articles as ids. */
export type ZoneSnapshot = Omit<ZonePlan, 'tags' | 'articles'> & { tags: number[]; articles: number[] };

export function viewSnapshot(v: { title: string; zones: readonly ZoneSnapshot[] }) {
  return {
    title: v.title,
    zones: v.zones.map((z) => ({
      ...zoneFields(z),
      is_active: z.isActive,
      tags: z.tags,
      articles: z.articles,
    })),
  };
}

/** A plan as the audit log keeps it (new zones have no id yet). */
export const planSnapshot = (z: ZonePlan): ZoneSnapshot => ({ ...z, tags: z.tags.map((t) => t.id), articles: z.articles.map((a) => a.id) });
