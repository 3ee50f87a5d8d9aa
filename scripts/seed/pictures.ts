/**
 * @module Each seeded story's picture: its subject (images/subjects.ts) and which of the subject's
 * compositions (images/assign.ts), chosen over the orders the site lists stories in so that no two
 * neighbouring cards share a picture.
 */
import { articleCategory } from './articles';
import type { Catalog } from './catalog';
import { assignCompositions, pictureKey } from './images/assign';
import { type Subject, subjectOf } from './images/subjects';
import type { Row, TableName } from './types';

export interface Picture {
  subject: Subject;
  composition: number;
  /** Same key, same image: `subject:composition`. */
  key: string;
}

type Tables = Pick<Record<TableName, Row[]>, 'articles' | 'article_tags' | 'tags' | 'zones' | 'zone_articles'>;

const newestFirst = (a: Row, b: Row) => (b.date as number) - (a.date as number) || (b.id as number) - (a.id as number);

/**
 * The lists pages show published stories in: the latest feed and every tag's page (newest first,
 * as articles/queries.ts orders them), and each front-page view read zone by zone. Drafts join
 * the latest list too, after the published stories, as they will when they go out.
 */
export function pageOrders(tables: Tables): number[][] {
  const published = tables.articles.filter((a) => a.status === 'published').sort(newestFirst);
  const drafts = tables.articles.filter((a) => a.status !== 'published').sort((a, b) => (a.date as number) - (b.date as number));
  const rank = new Map(published.map((a, i) => [a.id as number, i]));
  const byTag = new Map<number, number[]>();
  for (const link of tables.article_tags) {
    if (!rank.has(link.article_id as number)) continue;
    const list = byTag.get(link.tag_id as number) ?? [];
    list.push(link.article_id as number);
    byTag.set(link.tag_id as number, list);
  }
  const tagLists = [...byTag.values()].map((list) => list.sort((a, b) => (rank.get(a) as number) - (rank.get(b) as number)));
  const zoneOrder = [...tables.zones].sort(
    (a, b) => (a.view_id as number) - (b.view_id as number) || (a.order as number) - (b.order as number),
  );
  const views = new Map<number, number[]>();
  for (const zone of zoneOrder) {
    const list = views.get(zone.view_id as number) ?? [];
    const cards = tables.zone_articles.filter((z) => z.zone_id === zone.id).sort((a, b) => (a.position as number) - (b.position as number));
    list.push(...cards.map((z) => z.article_id as number));
    views.set(zone.view_id as number, list);
  }
  return [[...published, ...drafts.reverse()].map((a) => a.id as number), ...tagLists, ...views.values()];
}

/** Every story's picture. `catalog` gives the category each headline was written for (some stories carry no category tag). */
export function articlePictures(tables: Tables, catalog: Catalog): Map<number, Picture> {
  const tagById = new Map(tables.tags.map((t) => [t.id as number, t]));
  const topics = new Map<number, string[]>();
  for (const link of [...tables.article_tags].sort((a, b) => (a.position as number) - (b.position as number))) {
    const tag = tagById.get(link.tag_id as number);
    if (tag?.type !== 'topic') continue;
    const list = topics.get(link.article_id as number) ?? [];
    list.push(String(tag.tag));
    topics.set(link.article_id as number, list);
  }
  const subjects = new Map<number, Subject>();
  for (const a of tables.articles) {
    const id = a.id as number;
    subjects.set(id, subjectOf({ title: String(a.title), category: articleCategory(catalog, id), topics: topics.get(id) ?? [] }));
  }
  const compositions = assignCompositions(subjects, pageOrders(tables));
  return new Map(
    [...subjects].map(([id, subject]) => {
      const composition = compositions.get(id) as number;
      return [id, { subject, composition, key: pictureKey(subject, composition) }];
    }),
  );
}
