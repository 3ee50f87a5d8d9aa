/** @module The audit log's wire shape: who changed what and when, with the changed fields only. */
import { z } from '@hono/zod-openapi';

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
