/** @module Rows → the small view models the account and onboarding islands take as props. */
import type { CuratorView, FollowTagView } from '../../contracts/account';
import type { CuratorRow, LocationPicker, TagListRow } from '../follows/queries';

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

/** The location picker's props: the first page of locations and their total, and the reader's own. */
export const locationsView = (p: LocationPicker) => ({
  initial: { tags: p.tags.map(tagView), total: p.total },
  mine: p.mine.map((t) => tagView(t)),
});
