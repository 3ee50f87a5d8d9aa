/**
 * @module Follows as plain (db, …) functions: tag and curator lists with the reader's followed
 * flag (one round trip: rows and total in one batch), the reader's own follows, follow/unfollow.
 */
import { type AnyColumn, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { curatorFollows, curators, type TAG_TYPES, tagFollows, tags } from '../../db/schema';
import { tagColumns } from '../articles/queries';

export type TagType = (typeof TAG_TYPES)[number];
export type TagFilter = { type?: TagType; query?: string; state?: string | null; viewerId: number | null };

/** `%`, `_` and `\` in reader input match themselves, not any text. */
const likeAny = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const matches = (column: AnyColumn, q: string) => sql`lower(${column}) LIKE ${likeAny(q)} ESCAPE '\\'`;

// Aliased: D1 hands batch rows over as objects, and an unnamed `0` column (an integer-like key)
// would sort first and shift every column after it.
const tagFollowed = (viewerId: number | null) =>
  (viewerId === null
    ? sql<number>`0`
    : sql<number>`EXISTS (SELECT 1 FROM ${tagFollows} WHERE ${tagFollows.userId} = ${viewerId} AND ${tagFollows.tagId} = ${tags.id})`
  ).as('followed');

const tagListColumns = (viewerId: number | null) => ({ ...tagColumns, followed: tagFollowed(viewerId) });

export type TagListRow = {
  id: number;
  name: string;
  type: TagType;
  tag: string;
  scope: string;
  imageUrl: string | null;
  followed: number | boolean;
};

export async function listTags(db: Db, f: TagFilter, page: number, limit: number) {
  const q = f.query?.trim();
  const where = and(
    f.type ? eq(tags.type, f.type) : undefined,
    f.state ? eq(tags.stateCode, f.state) : undefined,
    q ? matches(tags.name, q) : undefined,
  );
  const [rows, totals] = await db.batch([
    db
      .select(tagListColumns(f.viewerId))
      .from(tags)
      .where(where)
      .orderBy(asc(tags.name), asc(tags.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(tags).where(where),
  ]);
  return { rows: rows as TagListRow[], total: totals[0]?.total ?? 0 };
}

/** The reader's followed tags (of one type, or all), by name, each marked followed. */
export async function myTags(db: Db, userId: number, type?: TagType) {
  const rows = await myTagsQuery(db, userId, type ? [type] : undefined);
  return rows.map((r) => ({ ...r, followed: true }));
}

/**
 * Follows a tag; false when there is no such tag. Following twice is one follow. The insert reads
 * the tag itself (INSERT … SELECT), so a tag deleted meanwhile cannot trip the foreign key.
 */
export async function followTag(db: Db, userId: number, tagId: number): Promise<boolean> {
  const [, [tag]] = await db.batch([
    db
      .insert(tagFollows)
      .select(
        db
          .select({ userId: sql<number>`${userId}`.as('user_id'), tagId: tags.id, created: sql<number>`unixepoch()`.as('created') })
          .from(tags)
          .where(eq(tags.id, tagId)),
      )
      .onConflictDoNothing(),
    db.select({ id: tags.id }).from(tags).where(eq(tags.id, tagId)).limit(1),
  ]);
  return tag !== undefined;
}

/** Unfollows a tag; false when there is no such tag. Unfollowing a tag not followed is a no-op. */
export async function unfollowTag(db: Db, userId: number, tagId: number): Promise<boolean> {
  const [[tag]] = await db.batch([
    db.select({ id: tags.id }).from(tags).where(eq(tags.id, tagId)).limit(1),
    db.delete(tagFollows).where(and(eq(tagFollows.userId, userId), eq(tagFollows.tagId, tagId))),
  ]);
  return tag !== undefined;
}

const curatorFollowed = (viewerId: number | null) =>
  (viewerId === null
    ? sql<number>`0`
    : sql<number>`EXISTS (SELECT 1 FROM ${curatorFollows} WHERE ${curatorFollows.userId} = ${viewerId} AND ${curatorFollows.curatorId} = ${curators.id})`
  ).as('followed');

export type CuratorRow = { id: number; name: string; username: string; avatarUrl: string | null; followed: number | boolean };

export async function listCurators(db: Db, query: string | undefined, viewerId: number | null, page: number, limit: number) {
  const q = query?.trim();
  const where = q ? sql`(${matches(curators.name, q)} OR ${matches(curators.username, q)})` : undefined;
  const [rows, totals] = await db.batch([
    db
      .select({
        id: curators.id,
        name: curators.name,
        username: curators.username,
        avatarUrl: curators.avatarUrl,
        followed: curatorFollowed(viewerId),
      })
      .from(curators)
      .where(where)
      .orderBy(asc(curators.name), asc(curators.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(curators).where(where),
  ]);
  return { rows: rows as CuratorRow[], total: totals[0]?.total ?? 0 };
}

export async function myCurators(db: Db, userId: number) {
  return db
    .select({ id: curators.id, name: curators.name, username: curators.username, avatarUrl: curators.avatarUrl })
    .from(curatorFollows)
    .innerJoin(curators, eq(curators.id, curatorFollows.curatorId))
    .where(eq(curatorFollows.userId, userId))
    .orderBy(asc(curators.name), asc(curators.id));
}

export async function followCurator(db: Db, userId: number, curatorId: number): Promise<boolean> {
  const [, [row]] = await db.batch([
    db
      .insert(curatorFollows)
      .select(
        db
          .select({ userId: sql<number>`${userId}`.as('user_id'), curatorId: curators.id, created: sql<number>`unixepoch()`.as('created') })
          .from(curators)
          .where(eq(curators.id, curatorId)),
      )
      .onConflictDoNothing(),
    db.select({ id: curators.id }).from(curators).where(eq(curators.id, curatorId)).limit(1),
  ]);
  return row !== undefined;
}

export async function unfollowCurator(db: Db, userId: number, curatorId: number): Promise<boolean> {
  const [[row]] = await db.batch([
    db.select({ id: curators.id }).from(curators).where(eq(curators.id, curatorId)).limit(1),
    db.delete(curatorFollows).where(and(eq(curatorFollows.userId, userId), eq(curatorFollows.curatorId, curatorId))),
  ]);
  return row !== undefined;
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

/** The location picker (an account section, an onboarding step): the first page of locations, their total, the reader's own. */
export function locationPageQueries(db: Db, viewerId: number) {
  const where = eq(tags.type, 'location');
  return [
    db.select(tagListColumns(viewerId)).from(tags).where(where).orderBy(asc(tags.name), asc(tags.id)).limit(PICKER_PAGE),
    db.select({ total: count() }).from(tags).where(where),
    myTagsQuery(db, viewerId, ['location']),
  ] as const;
}

export type MyTagRow = Omit<TagListRow, 'followed'>;
export type LocationPicker = { tags: TagListRow[]; total: number; mine: MyTagRow[] };

/** The rows of locationPageQueries' three statements, once the caller's batch has run them. */
export const locationPicker = ([rows, totals, mine]: [unknown[], { total: number }[], MyTagRow[]]): LocationPicker => ({
  tags: rows as TagListRow[],
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
  return db
    .select({
      id: curators.id,
      name: curators.name,
      username: curators.username,
      avatarUrl: curators.avatarUrl,
      followed: curatorFollowed(viewerId),
    })
    .from(curators)
    .orderBy(asc(curators.name), asc(curators.id))
    .limit(500);
}
