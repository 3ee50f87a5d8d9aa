/** @module The personal feeds' own reads as plain (db, …) functions: the chips above a feed. */
import type { Db } from '../../db/client';
import { planReadQueries, planReadsOf } from '../articles/plan-reads';
import type { FeedFilter } from '../articles/queries';
import { myTagsQuery, type TagType } from '../follows/queries';

/** At most this many chips above a feed. */
const CHIPS = 20;

/** The reader's followed tags of the feed's types (interests or locations), by name (a batchable query). */
function chipTags(db: Db, userId: number, types: readonly TagType[]) {
  return myTagsQuery(db, userId, types).limit(CHIPS);
}

/**
 * The chips and what the list's plan needs (the reader's follows, a state's places) in one round
 * trip: the plan's lookups do not depend on which chips are chosen (articles/plan-reads.ts).
 */
export async function chipsAndPlan(db: Db, userId: number, types: readonly TagType[], list: FeedFilter) {
  const planned = planReadQueries(db, list);
  const [chips, ...answers] = await db.batch([chipTags(db, userId, types), ...(planned?.statements ?? [])]);
  return { chips, reads: planned ? planReadsOf(planned.names, answers) : null };
}
