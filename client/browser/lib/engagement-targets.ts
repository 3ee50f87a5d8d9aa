/**
 * @module What the Engagement island handles on the page (it has no elements of its own): the
 * action bars' forms, the bars' Share links and links off the site. One home for the selectors,
 * read by the island's handlers and by the wake-on-intent rule that loads it (hydrate-on-intent.ts).
 */
export const ACTION_BAR = '[data-actions]';
export const SHARE_LINK = 'a[data-share]';
export const LEAVE_LINK = 'a[data-leave]';
export const ENGAGEMENT_TARGETS = [ACTION_BAR, SHARE_LINK, LEAVE_LINK].join(', ');
