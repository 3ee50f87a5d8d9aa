/** @module Trending views: the active "Today" view uses every layout id once; "Weekend" is inactive. */
import { LAYOUT_IDS } from '../../worker/db/schema/editorial';
import type { ArticleInfo } from './articles';
import type { Catalog } from './catalog';
import { Rng } from './prng';
import type { Row } from './types';

export interface LayoutTables {
  views: Row[];
  zones: Row[];
  zone_articles: Row[];
  zone_tags: Row[];
}

interface ZoneSpec {
  title: string;
  layout: number;
  hideTitle?: boolean;
  payWall?: boolean;
  /** Which articles belong here; the freshest unused matches are taken. */
  match: (a: ArticleInfo) => boolean;
  /** Tag slugs shown as the zone's tags (type:slug). */
  tags: string[];
}

const category = (slug: string) => (a: ArticleInfo) => a.category === slug;
const any = () => true;

const TODAY: ZoneSpec[] = [
  { title: 'Top Stories', layout: 0, hideTitle: true, match: any, tags: ['flag:breaking', 'flag:editors-pick'] },
  { title: 'Politics', layout: 1, match: category('politics'), tags: ['category:politics', 'topic:elections'] },
  { title: 'Business & Markets', layout: 2, match: category('business'), tags: ['category:business', 'topic:markets'] },
  { title: 'Technology', layout: 3, match: category('technology'), tags: ['category:technology', 'topic:artificial-intelligence'] },
  {
    title: 'Edgewire Exclusives',
    layout: 4,
    payWall: true,
    match: (a) => a.contentType === 'mxm_exclusive' && a.paywall === 'paid',
    tags: ['publication:edgewire-originals'],
  },
  { title: 'Sports', layout: 5, match: category('sports'), tags: ['category:sports', 'topic:nfl'] },
  { title: 'Health', layout: 6, match: category('health'), tags: ['category:health'] },
  { title: 'Around the World', layout: 7, match: category('world'), tags: ['category:world'] },
  { title: 'Across the Nation', layout: 8, match: category('nation'), tags: ['category:nation', 'topic:transportation'] },
  { title: 'Climate & Weather', layout: 9, match: category('climate'), tags: ['category:climate', 'topic:severe-weather'] },
  { title: 'Headlines in Brief', layout: 10, hideTitle: true, match: any, tags: ['flag:developing'] },
  { title: 'Science', layout: 11, match: category('science'), tags: ['category:science', 'topic:space'] },
  { title: 'Entertainment', layout: 16, match: category('entertainment'), tags: ['category:entertainment', 'topic:streaming'] },
  {
    title: 'Plus Deep Dives',
    layout: 25,
    payWall: true,
    match: (a) => a.contentType === 'mxm_exclusive' && a.paywall !== 'free',
    tags: ['flag:analysis'],
  },
  { title: 'Local Spotlight', layout: 99, match: (a) => a.place !== null, tags: ['location:austin-tx', 'location:denver-co'] },
  { title: 'AI Briefs', layout: 100, hideTitle: true, match: (a) => a.contentType === 'mxm_ai', tags: ['topic:artificial-intelligence'] },
];

const WEEKEND: ZoneSpec[] = [
  { title: 'Weekend Reads', layout: 2, match: (a) => a.contentType === 'mxm_exclusive', tags: ['publication:edgewire-originals'] },
  { title: 'Getaways', layout: 6, match: (a) => a.category === 'travel' || a.category === 'lifestyle', tags: ['category:travel'] },
  { title: 'Food & Drink', layout: 3, match: category('food'), tags: ['category:food'] },
  { title: 'Game Day', layout: 11, match: category('sports'), tags: ['category:sports', 'topic:college-sports'] },
];

export function buildLayout(catalog: Catalog, infos: ArticleInfo[], anchor: number): LayoutTables {
  if (new Set(TODAY.map((z) => z.layout)).size !== LAYOUT_IDS.length || !LAYOUT_IDS.every((id) => TODAY.some((z) => z.layout === id))) {
    throw new Error('the Today view must use every layout id exactly once');
  }
  const rng = new Rng('layout');
  const out: LayoutTables = { views: [], zones: [], zone_articles: [], zone_tags: [] };
  const tagIds = new Map(catalog.tags.map((t) => [`${t.type}:${t.tag}`, t.id as number]));
  const newestFirst = infos.filter((a) => a.published).sort((a, b) => b.date - a.date);
  const stamp = anchor - 3600;

  const addView = (id: number, title: string, active: boolean, specs: ZoneSpec[]) => {
    out.views.push({ id, title, is_active: active ? 1 : 0, version: 1, created: stamp, modified: stamp });
    // No article shows twice in one view; the order of the specs decides who gets first pick.
    const used = new Set<number>();
    specs.forEach((spec, order) => {
      const zoneId = out.zones.length + 1;
      out.zones.push({
        id: zoneId,
        view_id: id,
        title: spec.title,
        order: order + 1,
        web_layout: spec.layout,
        hide_title: spec.hideTitle ? 1 : 0,
        pay_wall: spec.payWall ? 1 : 0,
        is_active: 1,
        created: stamp,
        modified: stamp,
      });
      const wanted = rng.int(9, 12);
      const fresh = newestFirst.filter((a) => !used.has(a.id));
      const picked = fresh.filter(spec.match).slice(0, wanted);
      for (const a of fresh) if (picked.length < wanted && !picked.includes(a)) picked.push(a);
      picked.forEach((a, position) => {
        used.add(a.id);
        out.zone_articles.push({ zone_id: zoneId, article_id: a.id, position });
      });
      spec.tags.forEach((key, position) => {
        const tagId = tagIds.get(key);
        if (tagId === undefined) throw new Error(`zone "${spec.title}" names unknown tag ${key}`);
        out.zone_tags.push({ zone_id: zoneId, tag_id: tagId, position });
      });
    });
  };
  addView(1, 'Today', true, TODAY);
  addView(2, 'Weekend', false, WEEKEND);
  return out;
}
