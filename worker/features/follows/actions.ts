/**
 * @module What a follow does, shared by the API (POST/DELETE /api/{tags|curators}/{id}/follow) and
 * the account and onboarding pages' no-JavaScript posts: follow or unfollow (idempotent), an unknown
 * tag or curator is a 404 with the same message on both.
 */
import type { FollowKind } from '../../contracts/follows';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { followCurator, followTag, unfollowCurator, unfollowTag } from './queries';

const CHANGES = {
  tags: { follow: followTag, unfollow: unfollowTag, missing: 'Tag not found' },
  curators: { follow: followCurator, unfollow: unfollowCurator, missing: 'Curator not found' },
} as const;

/** What an unknown tag or curator is told (a malformed id on a page is one too). */
export const missingMessage = (kind: FollowKind) => CHANGES[kind].missing;

/** Follows (or unfollows) one tag or curator; answers the follow state now. */
export async function setFollow(db: Db, userId: number, kind: FollowKind, id: number, followed: boolean) {
  const change = CHANGES[kind];
  if (!(await (followed ? change.follow : change.unfollow)(db, userId, id))) throw notFound(change.missing);
  return { id, followed };
}
