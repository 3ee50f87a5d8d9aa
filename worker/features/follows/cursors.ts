/**
 * @module The keys of the follow lists' cursors (contracts/paging.ts, decision 074-flat-lists): the
 * values each list is sorted by, so a page starts right after the last row shown. Pure.
 */
import type { CursorKey } from '../../http/cursor';
import type { TagType } from './queries';

/** The shape of a tag list's cursor: (state, name, id) for locations, (name, id) otherwise. */
export const tagCursorKinds = (type: TagType | undefined) =>
  type === 'location' ? (['string', 'string', 'number'] as const) : (['string', 'number'] as const);

/** The cursor key of a listed tag, in the order its list was sorted by (a missing state as ''). */
export const tagKey = (type: TagType | undefined, row: { name: string; id: number; stateCode: string | null }): CursorKey =>
  type === 'location' ? [row.stateCode ?? '', row.name, row.id] : [row.name, row.id];

export const CURATOR_CURSOR = ['string', 'number'] as const;

/** The cursor key of a listed curator: (name, id). */
export const curatorKey = (row: { name: string; id: number }): CursorKey => [row.name, row.id];
