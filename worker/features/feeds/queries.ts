/** @module The personal feeds' own reads as plain (db, …) functions: the chips above a feed. */
import type { Db } from '../../db/client';
import { myTagsQuery, type TagType } from '../follows/queries';

/** At most this many chips above a feed. */
const CHIPS = 20;

/** The reader's followed tags of the feed's types (interests or locations), by name (a batchable query). */
export function chipTags(db: Db, userId: number, types: readonly TagType[]) {
  return myTagsQuery(db, userId, types).limit(CHIPS);
}
