/**
 * @module The follow chips' forms without JavaScript: where each posts, and the pages it may send
 * the reader back to (a fixed list: a posted value is never a URL the server follows blindly).
 * Zod-free: the browser imports it.
 */

export type FollowKind = 'tags' | 'curators';

/** Every page with follow chips or buttons, in the form the server redirects to. */
export const FOLLOW_RETURNS = [
  '/account/interests',
  '/account/locations',
  '/account/following',
  '/onboarding?step=location',
  '/onboarding?step=interests',
] as const;
export type FollowReturn = (typeof FOLLOW_RETURNS)[number];

/** The no-JavaScript post of one follow or unfollow. */
export const followAction = (kind: FollowKind, id: number) => `/account/follows/${kind}/${id}`;

/** The page to go back to: the posted one when it is on the list, else the kind's own page. */
export function followReturn(kind: FollowKind, posted: string | undefined): FollowReturn {
  const known = FOLLOW_RETURNS.find((path) => path === posted);
  return known ?? (kind === 'tags' ? '/account/interests' : '/account/following');
}
