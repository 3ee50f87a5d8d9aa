/** @module Rows → the small view models the account and onboarding islands take as props. */
import type { CuratorView, FollowTagView } from '../../contracts/account';
import { parseStateFilter } from '../../contracts/states';
import type { CuratorRow, LocationFilter, LocationPicker, TagListRow } from '../follows/queries';

export const tagView = (r: Pick<TagListRow, 'id' | 'name' | 'type'> & { followed?: number | boolean }): FollowTagView => ({
  id: r.id,
  name: r.name,
  type: r.type,
  followed: Boolean(r.followed ?? true),
});

export const curatorView = (r: CuratorRow): CuratorView => ({
  id: r.id,
  name: r.name,
  username: r.username,
  avatar: r.avatarUrl,
  followed: Boolean(r.followed),
});

/** Categories first, then topics, each by name (the interests page and the onboarding step). */
export function interestGroups(rows: TagListRow[]) {
  return [
    { title: 'Categories', tags: rows.filter((r) => r.type === 'category').map(tagView) },
    { title: 'Topics', tags: rows.filter((r) => r.type === 'topic').map(tagView) },
  ];
}

/** A location picker's filter as its page's URL asks (?state=TX&q=aus): its links and search work without JavaScript. */
export const locationFilterOf = (state: string | undefined, q: string | undefined): LocationFilter => ({
  state: parseStateFilter(state),
  query: (q ?? '').trim().slice(0, 100),
});

/** The location picker's props: the first page of locations and their total, the reader's own, and the filter they answer. */
export const locationsView = (p: LocationPicker, filter: LocationFilter = { state: null, query: '' }) => ({
  initial: { tags: p.tags.map(tagView), total: p.total },
  mine: p.mine.map((t) => tagView(t)),
  filter,
});
