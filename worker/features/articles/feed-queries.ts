/**
 * @module The reader's article lists (`/api/articles`, /foryou, /local) at flat cost (decision
 * 074-flat-lists). A list is planned first, then read in one batch:
 * - no filter: the date index, a deep page mapped to its key (queries.ts cardPageQueries);
 * - tags, tag scopes, a reader's follows, a state: each names a SET of tags (an article must be in
 *   one tag of every set). The smallest set drives: one leg per tag, each leg a range of that tag's
 *   own index newest first (article_tags_tag_published_idx), merged by SQLite as a compound SELECT
 *   ordered like its legs (a MERGE, no sort) and stopped by its LIMIT; the other sets are checked
 *   per merged row through article_tags' primary key. A page reads its rows and the rows before it,
 *   index entries only, never a tag's whole range;
 * - words (`q`): the newest Q_CANDIDATES matches of the index (FTS5 walks its rowids backwards and
 *   stops), then dated and sorted: the list of a common word never reads every match.
 * Tag ids go into the legs as integers written in the SQL (they are ids, checked as safe integers),
 * so a list of any length binds no parameter per tag (D1 takes at most 100).
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { MAX_LIST_DEPTH } from '../../contracts/paging';
import type { Db } from '../../db/client';
import { cappedCount } from '../../db/paging';
import { articles } from '../../db/schema';
import { newestReadableMatch } from '../search/match';
import { feedOf, type PlanReads, planReads, published, tagScopesOf } from './plan-reads';
import { type BatchItem, cardColumns, cardPageQueries, decorations, type FeedFilter, feedWhere, marksOf } from './queries';
import { tagTotalQuery } from './tag-totals';

/** The most tags a merged list reads leg by leg (SQLite joins at most 500 SELECTs in a compound). */
export const MAX_FEED_LEGS = 200;
/** The newest matches of each words expression a `q` list reads at most (decision 074-flat-lists). */
export const Q_CANDIDATES = 1_000;
/** The newest published articles a list too wide for legs (a reader following 200+ tags) looks through. */
export const WIDE_WALK = 50_000;

/** How a list is read. */
export type FeedPlan =
  /** An editor's drafted or scheduled list: the membership subqueries of feedWhere. */
  | { kind: 'general' }
  /** Every published story: the date index. */
  | { kind: 'latest' }
  /** A set names no tag: nothing to read. */
  | { kind: 'empty' }
  | { kind: 'words'; sets: number[][] }
  | { kind: 'tags'; driver: number[]; others: number[][] }
  | { kind: 'wide'; sets: number[][] };

/** Drops every set that holds another one (being in the smaller one is then enough). Pure. */
export function narrowest(sets: number[][]): number[][] {
  const unique = sets.map((s) => [...new Set(s)]).sort((a, b) => a.length - b.length);
  const kept: number[][] = [];
  for (const s of unique) {
    const own = new Set(s);
    if (!kept.some((k) => k.every((id) => own.has(id)))) kept.push(s);
  }
  return kept;
}

/** The list's plan from its filter and what planReads found. Pure. */
export function planFeed(f: FeedFilter, rows: PlanReads | null): FeedPlan {
  if (!published(f)) return { kind: 'general' };
  const sets: number[][] = [];
  if (f.tagIds?.length) sets.push(f.tagIds);
  if (rows) {
    const { scoped, follows, stateTags } = rows;
    if (tagScopesOf(f).length) sets.push(scoped.map((r) => r.id));
    const feed = feedOf(f);
    const places = follows.filter((r) => r.type === 'location').map((r) => r.id);
    // feed:near-me is the reader's followed places; feed:for-me everything they follow, or every story while they follow nothing.
    if (feed === 'near-me') sets.push(places);
    if (feed === 'for-me' && follows.length) sets.push(follows.map((r) => r.id));
    if (f.state) {
      const mine = new Set(places);
      sets.push(feed === 'near-me' ? stateTags.map((r) => r.id).filter((id) => mine.has(id)) : stateTags.map((r) => r.id));
    }
  }
  if (sets.some((s) => s.length === 0)) return { kind: 'empty' };
  const kept = narrowest(sets);
  if (f.ftsQuery) return { kind: 'words', sets: kept };
  if (!kept.length) return { kind: 'latest' };
  const [driver, ...others] = kept as [number[], ...number[][]];
  if (driver.length > MAX_FEED_LEGS) return { kind: 'wide', sets: kept };
  return { kind: 'tags', driver, others };
}

/** Ids written into the SQL: only safe integers ever get there. */
function idList(ids: readonly number[]): SQL {
  if (!ids.every(Number.isSafeInteger)) throw new Error('tag ids must be integers');
  return sql.raw(`(${ids.join(',')})`);
}

/** In one tag of `set` (a check through article_tags' primary key for the article `articleId` names). */
const inSet = (articleId: SQL, set: readonly number[]) =>
  sql`EXISTS (SELECT 1 FROM article_tags x WHERE x.article_id = ${articleId} AND x.tag_id IN ${idList(set)})`;

/** D1 refuses a compound SELECT of many terms: legs are merged in groups of this many, groups of groups above. */
export const LEGS_PER_COMPOUND = 4;

const NEWEST = sql.raw('ORDER BY d DESC, id DESC');

/** `terms` (each yielding (d, id) newest first) merged in order, duplicates dropped, the first `take` rows. */
function mergeTerms(terms: SQL[], take: number): SQL {
  if (terms.length <= LEGS_PER_COMPOUND) return sql`${sql.join(terms, sql` UNION `)} ${NEWEST} LIMIT ${sql.raw(String(take))}`;
  const groups: SQL[] = [];
  for (let i = 0; i < terms.length; i += LEGS_PER_COMPOUND)
    groups.push(sql`SELECT d, id FROM (${mergeTerms(terms.slice(i, i + LEGS_PER_COMPOUND), take)})`);
  return mergeTerms(groups, take);
}

/**
 * The merged keys (d: date, id) of the published articles in one tag of `driver` and of every set
 * of `others`, newest first, `limit` of them after `offset`: a compound of one leg per tag (in
 * groups, LEGS_PER_COMPOUND), each group stopped at `offset + limit` rows.
 */
export function mergedKeys(driver: readonly number[], others: readonly number[][], limit: number, offset = 0): SQL {
  idList(driver);
  const also = others.map((s) => sql` AND ${inSet(sql.raw('at.article_id'), s)}`);
  const legs = driver.map(
    (t) =>
      sql`SELECT at.published_date AS d, at.article_id AS id FROM article_tags at WHERE at.tag_id = ${sql.raw(String(t))} AND at.published_date IS NOT NULL${sql.join(also)}`,
  );
  const take = Math.trunc(limit) + Math.trunc(offset);
  return sql`SELECT d, id FROM (${mergeTerms(legs, take)}) ${NEWEST} LIMIT ${sql.raw(`${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`)}`;
}

/** A page of the cards whose ids `keys` selects, and their decorations, for the batch. */
function keyedPage(db: Db, keys: SQL, viewerId: number | null) {
  const inPage = sql`${articles.id} IN (SELECT id FROM (${keys}))`;
  const cards = db.select(cardColumns).from(articles).where(inPage).orderBy(desc(articles.date), desc(articles.id));
  return [cards, ...decorations(db, db.select({ id: articles.id }).from(articles).where(inPage), viewerId)] as const;
}

/**
 * The total of a tags list: one tag alone is its tag_totals row (tag-totals.ts), several are
 * their merged keys counted up to MAX_LIST_DEPTH (a story two tags carry counts once).
 */
function tagsTotal(db: Db, plan: Extract<FeedPlan, { kind: 'tags' }>) {
  const [only, ...more] = plan.driver;
  if (only !== undefined && !more.length && !plan.others.length) return tagTotalQuery(db, only);
  const keys = mergedKeys(plan.driver, plan.others, MAX_LIST_DEPTH);
  return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sql`(${keys}) AS capped`);
}

/** The batch that reads one page of a planned list: cards, total (capped at MAX_LIST_DEPTH), tags, marks. */
export function plannedQueries(db: Db, f: FeedFilter, plan: Exclude<FeedPlan, { kind: 'empty' }>, page: number, limit: number) {
  const offset = (page - 1) * limit;
  const viewerId = f.viewerId ?? null;
  if (plan.kind === 'tags') {
    const [cards, ...decor] = keyedPage(db, mergedKeys(plan.driver, plan.others, limit, offset), viewerId);
    return [cards, tagsTotal(db, plan), ...decor] as const;
  }
  const isPublished = eq(articles.status, 'published');
  const inSets = (sets: number[][]) => sets.map((s) => inSet(sql`${articles.id}`, s));
  const where =
    plan.kind === 'latest'
      ? isPublished
      : plan.kind === 'words'
        ? and(isPublished, newestReadableMatch(f.ftsQuery!, f.tier ?? 'guest', Q_CANDIDATES), ...inSets(plan.sets))
        : plan.kind === 'wide'
          ? and(
              sql`${articles.id} IN (SELECT id FROM ${articles} WHERE status = 'published' ORDER BY date DESC, id DESC LIMIT ${WIDE_WALK})`,
              isPublished,
              ...inSets(plan.sets),
            )
          : feedWhere(f);
  const [cards, ...marks] = cardPageQueries(db, where, limit, offset, viewerId);
  return [cards, cappedCount(db, articles, where), ...marks] as const;
}

/**
 * One page of a reader list: its plan's lookups (when it needs any), then one batch. A guest's
 * batch leaves out the marks (they match nothing) and `total: false` the count (a page that shows
 * no total: a free reader's /foryou): each would walk the list's keys again. `total` is then null.
 */
export async function listFeed(
  db: Db,
  f: FeedFilter,
  page: number,
  limit: number,
  /** `reads`: planReadQueries' answers when the caller read them already (undefined: read them here). */
  opts: { total?: boolean; reads?: PlanReads | null } = {},
) {
  const plan = planFeed(f, opts.reads !== undefined ? opts.reads : await planReads(db, f));
  if (plan.kind === 'empty') return { rows: [], total: 0, tagRows: [], marks: marksOf([], []), plan };
  const [cards, count, tagsOf, votesOf, savedOf] = plannedQueries(db, f, plan, page, limit);
  const mine = (f.viewerId ?? null) !== null;
  const parts = {
    cards,
    tags: tagsOf,
    total: opts.total === false ? null : count,
    votes: mine ? votesOf : null,
    saved: mine ? savedOf : null,
  };
  const names = (Object.keys(parts) as (keyof typeof parts)[]).filter((k) => parts[k] !== null);
  const results = await db.batch(names.map((k) => parts[k]) as unknown as [BatchItem, ...BatchItem[]]);
  const got = Object.fromEntries(names.map((k, i) => [k, results[i]])) as Partial<{
    [K in keyof typeof parts]: Awaited<NonNullable<(typeof parts)[K]>>;
  }>;
  return {
    rows: got.cards ?? [],
    total: got.total ? (got.total[0]?.n ?? 0) : null,
    tagRows: got.tags ?? [],
    marks: marksOf(got.votes ?? [], got.saved ?? []),
    plan,
  };
}
