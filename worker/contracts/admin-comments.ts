/**
 * @module Comment moderation in the back office: the reported queue's rows and the answer of a
 * decision. An admin's decision ('kept' or 'hidden') wins over the report threshold
 * (comment-text.ts hiddenByReports); undecided comments hide themselves at the threshold.
 */
import { z } from '@hono/zod-openapi';

export const MODERATION_STATES = ['kept', 'hidden'] as const;
/** The queue's filter: `undecided` is a reported comment no admin has decided on yet. */
export const MODERATION_FILTERS = ['undecided', 'kept', 'hidden'] as const;

export const ReportedCommentDto = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  article_title: z.string(),
  user_id: z.number().int().nullable().describe('the author; null once their account is gone'),
  handle: z.string().nullable().describe("the author's username"),
  body: z.string(),
  timestamp: z.number().int().describe('when it was posted, epoch seconds'),
  reply_to: z.number().int().nullable(),
  edit_count: z.number().int(),
  reports_count: z.number().int().describe('distinct readers who reported it'),
  reasons: z
    .array(z.object({ reason: z.string().nullable().describe('null: no reason given'), count: z.number().int() }))
    .describe('each reason given, with how many readers gave it, most given first'),
  last_reported_at: z.number().int().nullable(),
  moderation: z.enum(MODERATION_STATES).nullable().describe('null: undecided'),
  moderated_at: z.number().int().nullable(),
  hidden: z.boolean().describe('hidden from readers now (the decision, else the report threshold)'),
});
export type ReportedCommentDto = z.infer<typeof ReportedCommentDto>;

export const ModerationDto = z.object({
  id: z.number().int(),
  moderation: z.enum(MODERATION_STATES).nullable(),
  hidden: z.boolean(),
  deleted: z.boolean(),
});
export type ModerationDto = z.infer<typeof ModerationDto>;
