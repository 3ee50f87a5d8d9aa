/**
 * @module Follows as plain (db, …) functions: tag and curator lists with the reader's followed
 * flag (one round trip: rows and total in one batch), the reader's own follows, follow/unfollow.
 */
import { type AnyColumn, and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteSelect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { cappedCount, pastKey } from '../../db/paging';
import type { RowOf } from '../../db/rows';
import { curatorFollows, curators, type TAG_TYPES, tagFollows, tags } from '../../db/schema';
import type { CursorKey } from '../../http/cursor';
import { tagColumns } from '../articles/queries';

export type TagType = (typeof TAG_TYPES)[number];
export type TagFilter = { type?: TagType; query?: string; state?: string | null; viewerId: number | null };

/** `%`, `_` and `\` in reader input match themselves, not any text. */
const likeAny = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const matches = (column: AnyColumn, q: string) => sql`lower(${column}) LIKE ${likeAny(q)} ESCAPE '\\'`;

/** What a reader can follow: the followed table and the table of its follows. */
type Followable = {
  table: SQLiteTable;
  id: AnySQLiteColumn;
  name: AnySQLiteColumn;
  follows: SQLiteTable;
  userId: AnySQLiteColumn;
  key: AnySQLiteColumn;
  /** The key's property in the follows table: an INSERT … SELECT names its columns the same. */
  keyName: string;
};
const followable = <K extends string>(
  table: typeof tags | typeof curators,
  follows: SQLiteTable & { userId: AnySQLiteColumn } & Record<K, AnySQLiteColumn>,
  keyName: K,
): Followable => ({ table, id: table.id, name: table.name, follows, userId: follows.userId, key: follows[keyName], keyName });
const TAG = followable(tags, tagFollows, 'tagId');
const CURATOR = followable(curators, curatorFollows, 'curatorId');

// Aliased: D1 hands batch rows over as objects, and an unnamed `0` column (an integer-like key)
// would sort first and shift every column after it.
const followedBy = (f: Followable, viewerId: number | null) =>
  (viewerId === null
    ? sql<number>`0`
    : sql<number>`EXISTS (SELECT 1 FROM ${f.follows} WHERE ${f.userId} = ${viewerId} AND ${f.key} = ${f.id})`
  ).as('followed');

/**
 * One page of a list by name (the id breaks ties, so pages never overlap) and its total (counted up
 * to MAX_LIST_DEPTH), in one batch. `first` sorts before the name (locations by state, as the picker
 * groups them). With `after` (a cursor's key) the page starts right after that row; else `page` is
 * an OFFSET, bounded by the list depth (decision 074-flat-lists).
 */
async function listPage<Q extends SQLiteSelect>(
  db: Db,
  f: Followable,
  q: Q,
  where: SQL | undefined,
  page: number,
  limit: number,
  first: SQL[] = [],
  after?: CursorKey,
) {
  const past = after ? pastKey([...first, f.name, f.id], after, '>') : undefined;
  const [rows, totals] = await db.batch([
    q
      .where(and(where, past))
      .orderBy(...first, asc(f.name), asc(f.id))
      .limit(limit)
      .offset(after ? 0 : (page - 1) * limit),
    cappedCount(db, f.table, where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

const curatorColumns = { id: curators.id, name: curators.name, username: curators.username, avatarUrl: curators.avatarUrl };

const tagListColumns = (viewerId: number | null) => ({ ...tagColumns, stateCode: tags.stateCode, followed: followedBy(TAG, viewerId) });

export type TagListRow = RowOf<ReturnType<typeof tagListColumns>>;

/** Locations list by state first: the pickers show them grouped by state, page after page. */
const BY_STATE = asc(tags.stateCode);
/** The same order as a cursor's key (a missing state sorts first either way). */
const STATE_KEY = sql`coalesce(${tags.stateCode}, '')`;

export async function listTags(db: Db, f: TagFilter, page: number, limit: number, after?: CursorKey) {
  const q = f.query?.trim();
  const where = and(
    f.type ? eq(tags.type, f.type) : undefined,
    f.state ? eq(tags.stateCode, f.state) : undefined,
    q ? matches(tags.name, q) : undefined,
  );
  const first = f.type === 'location' ? [STATE_KEY] : [];
  const { rows, total } = await listPage(
    db,
    TAG,
    db.select(tagListColumns(f.viewerId)).from(tags).$dynamic(),
    where,
    page,
    limit,
    first,
    after,
  );
  return { rows, total };
}

/** One tag with whether the viewer follows it; undefined when there is no such tag. */
export async function tagById(db: Db, id: number, viewerId: number | null) {
  const [row] = await db.select(tagListColumns(viewerId)).from(tags).where(eq(tags.id, id));
  return row;
}

/** The reader's followed tags (of one type, or all), by name, each marked followed. */
export async function myTags(db: Db, userId: number, type?: TagType) {
  const rows = await myTagsQuery(db, userId, type ? [type] : undefined);
  return rows.map((r) => ({ ...r, followed: true }));
}

const exists = (db: Db, f: Followable, id: number) => db.select({ id: f.id }).from(f.table).where(eq(f.id, id)).limit(1);

/**
 * Follows; false when there is no such row. Following twice is one follow. The insert reads the
 * followed row itself (INSERT … SELECT), so a row deleted meanwhile cannot trip the foreign key.
 */
async function follow(db: Db, f: Followable, userId: number, id: number): Promise<boolean> {
  const [, [row]] = await db.batch([
    db
      .insert(f.follows)
      .select(
        db
          .select({ userId: sql<number>`${userId}`.as('user_id'), [f.keyName]: f.id, created: sql<number>`unixepoch()`.as('created') })
          .from(f.table)
          .where(eq(f.id, id)),
      )
      .onConflictDoNothing(),
    exists(db, f, id),
  ]);
  return row !== undefined;
}

/** Unfollows; false when there is no such row. Unfollowing what is not followed is a no-op. */
async function unfollow(db: Db, f: Followable, userId: number, id: number): Promise<boolean> {
  const [[row]] = await db.batch([exists(db, f, id), db.delete(f.follows).where(and(eq(f.userId, userId), eq(f.key, id)))]);
  return row !== undefined;
}

export const followTag = (db: Db, userId: number, tagId: number) => follow(db, TAG, userId, tagId);
export const unfollowTag = (db: Db, userId: number, tagId: number) => unfollow(db, TAG, userId, tagId);
export const followCurator = (db: Db, userId: number, curatorId: number) => follow(db, CURATOR, userId, curatorId);
export const unfollowCurator = (db: Db, userId: number, curatorId: number) => unfollow(db, CURATOR, userId, curatorId);

const curatorRowColumns = (viewerId: number | null) => ({ ...curatorColumns, followed: followedBy(CURATOR, viewerId) });

export type CuratorRow = RowOf<ReturnType<typeof curatorRowColumns>>;

export async function listCurators(
  db: Db,
  query: string | undefined,
  viewerId: number | null,
  page: number,
  limit: number,
  after?: CursorKey,
) {
  const q = query?.trim();
  const where = q ? sql`(${matches(curators.name, q)} OR ${matches(curators.username, q)})` : undefined;
  const select = db.select(curatorRowColumns(viewerId)).from(curators).$dynamic();
  const { rows, total } = await listPage(db, CURATOR, select, where, page, limit, [], after);
  return { rows, total };
}

/** One curator with whether the viewer follows them; undefined when there is no such curator. */
export async function curatorById(db: Db, id: number, viewerId: number | null) {
  const [row] = await db.select(curatorRowColumns(viewerId)).from(curators).where(eq(curators.id, id));
  return row;
}

export async function myCurators(db: Db, userId: number) {
  return db
    .select(curatorColumns)
    .from(curatorFollows)
    .innerJoin(curators, eq(curators.id, curatorFollows.curatorId))
    .where(eq(curatorFollows.userId, userId))
    .orderBy(asc(curators.name), asc(curators.id));
}

/*
 * Statement builders for pages that need several lists at once (account sections, onboarding):
 * the caller batches them, so a page stays one D1 round trip.
 */
export const INTEREST_TYPES = ['category', 'topic'] as const;
export const PICKER_PAGE = 100;

export function interestTagsQuery(db: Db, viewerId: number) {
  return db
    .select(tagListColumns(viewerId))
    .from(tags)
    .where(inArray(tags.type, [...INTEREST_TYPES]))
    .orderBy(asc(tags.name), asc(tags.id))
    .limit(500);
}

/** What a location picker shows: one state's places (null: 'Any State') matching the words typed. */
export type LocationFilter = { state: string | null; query: string };

/**
 * The location picker (an account section, an onboarding step): the first page of locations (by
 * state, then name; filtered as the picker's search and state links ask), their total, the reader's own.
 */
export function locationPageQueries(db: Db, viewerId: number, filter: LocationFilter = { state: null, query: '' }) {
  const q = filter.query.trim();
  const where = and(
    eq(tags.type, 'location'),
    filter.state ? eq(tags.stateCode, filter.state) : undefined,
    q ? matches(tags.name, q) : undefined,
  );
  return [
    db.select(tagListColumns(viewerId)).from(tags).where(where).orderBy(BY_STATE, asc(tags.name), asc(tags.id)).limit(PICKER_PAGE),
    db.select({ total: count() }).from(tags).where(where),
    myTagsQuery(db, viewerId, ['location']),
  ] as const;
}

export type MyTagRow = RowOf<typeof tagColumns>;
export type LocationPicker = { tags: TagListRow[]; total: number; mine: MyTagRow[] };

/** The rows of locationPageQueries' three statements, once the caller's batch has run them. */
export const locationPicker = ([rows, totals, mine]: [TagListRow[], { total: number }[], MyTagRow[]]): LocationPicker => ({
  tags: rows,
  total: totals[0]?.total ?? 0,
  mine,
});

/** The reader's followed tags (of the given types, or all), by name: a statement to batch or limit. */
export function myTagsQuery(db: Db, userId: number, types?: readonly TagType[]) {
  return db
    .select(tagColumns)
    .from(tagFollows)
    .innerJoin(tags, eq(tags.id, tagFollows.tagId))
    .where(and(eq(tagFollows.userId, userId), types ? inArray(tags.type, [...types]) : undefined))
    .orderBy(asc(tags.name), asc(tags.id));
}

export function curatorsQuery(db: Db, viewerId: number) {
  return db.select(curatorRowColumns(viewerId)).from(curators).orderBy(asc(curators.name), asc(curators.id)).limit(500);
}
