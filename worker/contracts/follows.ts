/**
 * @module The follow chips' forms without JavaScript: where each posts, and the pages it may send
 * the reader back to (a fixed list: a posted value is never a URL the server follows blindly).
 * Zod-free: the browser imports it.
 */

export type FollowKind = 'tags' | 'curators';

/** Every page with follow chips or buttons, in the form the server redirects to (and any tag page). */
export const FOLLOW_RETURNS = [
  '/account/interests',
  '/account/locations',
  '/account/following',
  '/onboarding?step=location',
  '/onboarding?step=interests',
] as const;
/** A tag's own page (its Follow button), in the characters a tag slug may have (tags/rules.ts). */
const TAG_PAGE = /^\/trending\/[A-Za-z0-9_:-][A-Za-z0-9._:-]{0,79}$/;
export type FollowReturn = (typeof FOLLOW_RETURNS)[number] | `/trending/${string}`;

/** The no-JavaScript post of one follow or unfollow. */
export const followAction = (kind: FollowKind, id: number) => `/account/follows/${kind}/${id}`;

/** The page to go back to: the posted one when it is on the list, else the kind's own page. */
export function followReturn(kind: FollowKind, posted: string | undefined): FollowReturn {
  const known: FollowReturn | undefined = FOLLOW_RETURNS.find((path) => path === posted);
  if (known) return known;
  if (kind === 'tags' && posted !== undefined && TAG_PAGE.test(posted)) return posted as FollowReturn;
  return kind === 'tags' ? '/account/interests' : '/account/following';
}
