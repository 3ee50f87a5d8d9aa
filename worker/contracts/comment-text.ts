/**
 * @module The comments' fixed numbers, messages and text rules (spec §5, §8, §9), shared by the
 * Worker and the page. No zod here: the browser imports these values, and the wire schema
 * (comments.ts) would bring the whole validator with it.
 */

/** A page of comments (spec: "more exist when a page returns 10"). */
export const COMMENTS_PAGE_SIZE = 10;
/** Newer pages may ask for up to this many. */
export const COMMENTS_MAX_COUNT = 50;
/** A body's limit in characters (after trimming): long enough for an argument, short of an essay. */
export const COMMENT_MAX_LENGTH = 2000;
/** Per account: posts (comments and replies) in one window. */
export const COMMENT_POST_LIMIT = { limit: 10, windowSeconds: 600 } as const;

/** Distinct readers' reports that hide a comment from everyone but its author until an admin decides. */
export const COMMENT_REPORT_THRESHOLD = 3;
/** Per account: reports in one day (reporting is free to do, so it is limited like posting). */
export const COMMENT_REPORT_LIMIT = { limit: 30, windowSeconds: 86_400 } as const;
/** A report's optional reason, in characters. */
export const REPORT_REASON_MAX_LENGTH = 500;
/** Bodies longer than this are shown cut, with Show more / Show less (spec §5). */
export const COMMENT_TRUNCATE_AT = 280;

export const COMMENT_MESSAGES = {
  blank: 'A comment cannot be empty.',
  tooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`,
  replyToReply: 'Replies cannot be replied to: reply to the comment that started the thread.',
  replyElsewhere: 'That comment is not on this article.',
  notFound: 'Comment not found',
  articleNotFound: 'Article not found',
  notYours: 'You can only edit or delete your own comments.',
  unchanged: 'The comment is unchanged.',
  mayNotComment: 'Only readers who may read this article can comment on it.',
  tooMany: 'You are commenting too fast. Please wait a few minutes.',
  removedHandle: '(Comment removed)',
  ownReport: 'You cannot report your own comment.',
  tooManyReports: 'You have reported many comments today. Please try again tomorrow.',
  reported: 'Thank you. The comment was reported and will be reviewed.',
  formerReader: 'Former reader',
} as const;

/** The page's failure texts (spec §8), each followed by the server's message or 'Unknown error'. */
export const COMMENT_FAILURES = {
  send: 'Failed to send comment!',
  reason: 'Reason: ',
  remove: 'Failed to delete: ',
  update: 'Failed to update: ',
  unknown: 'Unknown error',
} as const;

/** A body as stored: trimmed; null with the reason when it cannot be stored. */
export function cleanBody(raw: string): { body: string } | { error: string } {
  const body = raw.replace(/\r\n?/g, '\n').trim();
  if (!body) return { error: COMMENT_MESSAGES.blank };
  if ([...body].length > COMMENT_MAX_LENGTH) return { error: COMMENT_MESSAGES.tooLong };
  return { body };
}

/** Whether reports hide a comment from other readers: an admin's decision wins, else the threshold. */
export function hiddenByReports(reportsCount: number, moderation: 'kept' | 'hidden' | null): boolean {
  if (moderation !== null) return moderation === 'hidden';
  return reportsCount >= COMMENT_REPORT_THRESHOLD;
}

/**
 * The flash keys a refused no-JS post leaves for the article page (its text and the thread it was
 * for): comments/forms.ts writes them, articles/pages.tsx fills the box in again.
 */
export const DRAFT_KEYS = { body: 'commentDraft', replyTo: 'commentDraftReplyTo' } as const;
