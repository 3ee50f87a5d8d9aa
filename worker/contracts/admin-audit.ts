/** @module The audit log's wire shape: who changed what and when, with the changed fields only. */
import { z } from '@hono/zod-openapi';
import { textId } from './id-schemas';
import { tooDeep, tooDeepMessage } from './paging';

export const AuditRowDto = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  created: z.number().int(),
});
export type AuditRowDto = z.infer<typeof AuditRowDto>;

/** The filters of the audit log, for the API and the page alike; a page past the list's depth is a 400 naming `page`. */
export const AuditQuery = z
  .object({
    page: z.coerce.number({ message: 'page must be a number' }).int().min(1, 'page must be 1 or more').max(10_000).default(1),
    count: z.coerce.number({ message: 'count must be a number' }).int().min(1).max(100, 'count must be 100 or less').default(50),
    entity: z.string().trim().max(40).optional(),
    entity_id: z.string().trim().max(40).optional(),
    action: z.string().trim().max(40).optional(),
    admin_id: textId({ type: 'admin_id must be a number' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (tooDeep(q.page, q.count)) ctx.addIssue({ code: 'custom', path: ['page'], message: tooDeepMessage(q.count) });
  });
export type AuditQuery = z.infer<typeof AuditQuery>;
