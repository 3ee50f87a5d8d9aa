/**
 * @module What a reader's list must look up before it can be planned (articles/feed-queries.ts
 * planFeed): the tags of its scopes, the reader's follows, its state's places. Sent alone
 * (planReads) or in a caller's own batch (planReadQueries: the personal feeds read them beside
 * their chips).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { valueList } from '../../db/limits';
import { tagFollows, tags } from '../../db/schema';
import type { BatchItem, FeedFilter } from './queries';

/** The most tags one set is read with (a reader's follows past it are not looked at). */
export const MAX_PLAN_TAGS = 5_000;
export const published = (f: FeedFilter) => !f.scheduled && (f.status ?? 'published') === 'published';
export const tagScopesOf = (f: FeedFilter) => f.scopes?.filter((s) => !s.startsWith('feed:')) ?? [];
export const feedOf = (f: FeedFilter) =>
  f.viewerId == null ? null : f.scopes?.includes('feed:near-me') ? 'near-me' : f.scopes?.includes('feed:for-me') ? 'for-me' : null;

/** The lookups a list needs before it can be planned: the tags of its scopes, the reader's follows, its state's places. */
export type PlanReads = { scoped: { id: number }[]; follows: { id: number; type: string }[]; stateTags: { id: number }[] };

/**
 * The statements planReads sends, for a caller that sends them in a batch of its own (the
 * personal feeds read them beside their chips: one round trip for both); null when the list needs
 * none. They depend on the list's scopes, state and reader only, never on its chosen tags.
 */
export function planReadQueries(db: Db, f: FeedFilter) {
  if (!published(f)) return null;
  const scopes = tagScopesOf(f);
  const feed = feedOf(f);
  const cap = MAX_PLAN_TAGS;
  const reads = {
    scoped: scopes.length
      ? db
          .select({ id: tags.id })
          .from(tags)
          .where(sql`${tags.scope} IN ${valueList(scopes)}`)
          .limit(cap)
      : null,
    follows: feed
      ? db
          .select({ id: tagFollows.tagId, type: tags.type })
          .from(tagFollows)
          .innerJoin(tags, eq(tags.id, tagFollows.tagId))
          .where(eq(tagFollows.userId, f.viewerId!))
          .limit(cap)
      : null,
    stateTags: f.state
      ? db
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.type, 'location'), eq(tags.stateCode, f.state)))
          .limit(cap)
      : null,
  };
  const names = (Object.keys(reads) as (keyof PlanReads)[]).filter((k) => reads[k] !== null);
  if (!names.length) return null;
  return { names, statements: names.map((k) => reads[k]!) as unknown as [BatchItem, ...BatchItem[]] };
}

/** planReadQueries' answers, by name. */
export function planReadsOf(names: readonly (keyof PlanReads)[], results: readonly unknown[]): PlanReads {
  const found: PlanReads = { scoped: [], follows: [], stateTags: [] };
  for (const [i, k] of names.entries()) Object.assign(found, { [k]: results[i] });
  return found;
}

/** Reads what planFeed needs, in one batch of only the lookups this list needs; null when it needs none. */
export async function planReads(db: Db, f: FeedFilter): Promise<PlanReads | null> {
  const queries = planReadQueries(db, f);
  if (!queries) return null;
  return planReadsOf(queries.names, (await db.batch(queries.statements)) as unknown[]);
}
