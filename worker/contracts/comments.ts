/**
 * @module Comments on the wire (spec §3 Comment, §7 comments service) and their fixed numbers and
 * messages. The zod schemas document the aux API; the constants and rules are shared with the page.
 */
import { z } from '@hono/zod-openapi';

/** A page of comments (spec: "more exist when a page returns 10"). */
export const COMMENTS_PAGE_SIZE = 10;
/** Newer pages may ask for up to this many. */
export const COMMENTS_MAX_COUNT = 50;
/** A body's limit in characters (after trimming): long enough for an argument, short of an essay. */
export const COMMENT_MAX_LENGTH = 2000;
/** Per account: posts (comments and replies) in one window. */
export const COMMENT_POST_LIMIT = { limit: 10, windowSeconds: 600 } as const;

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
  formerReader: 'Former reader',
} as const;

export const CommentDto = z
  .object({
    id: z.number().int(),
    ref_id: z.number().int().describe('the article'),
    body: z.string().describe("plain text; '' once removed"),
    handle: z.string().describe("the author's username"),
    timestamp: z.number().int().describe('epoch seconds'),
    user_id: z.number().int().nullable(),
    reply_to: z.number().int().nullable(),
    replies: z.number().int(),
    can_edit: z.boolean().describe('the reader wrote it (and it is not removed): edit and delete'),
    can_delete: z.boolean().describe('can_edit, or the reader is an admin'),
    deleted: z.boolean().describe('removed, kept in the list because it has replies'),
  })
  .openapi('Comment');
export type CommentDto = z.infer<typeof CommentDto>;

/** A body as stored: trimmed; null with the reason when it cannot be stored. */
export function cleanBody(raw: string): { body: string } | { error: string } {
  const body = raw.replace(/\r\n?/g, '\n').trim();
  if (!body) return { error: COMMENT_MESSAGES.blank };
  if ([...body].length > COMMENT_MAX_LENGTH) return { error: COMMENT_MESSAGES.tooLong };
  return { body };
}
