/**
 * @module Comments on the wire (spec §3 Comment, §7 comments service): the zod schema that documents
 * the aux API. The numbers, messages and text rules are in comment-text.ts (the page imports them;
 * the page imports only types from here).
 */
import { z } from '@hono/zod-openapi';

export * from './comment-text';

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
    hidden: z.boolean().describe('hidden from other readers after reports (only its author and admins see it)'),
  })
  .openapi('Comment');
export type CommentDto = z.infer<typeof CommentDto>;
