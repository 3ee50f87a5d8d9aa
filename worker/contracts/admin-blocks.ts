/**
 * @module UI blocks and promotionals in the back office (spec §3 UI block, Promotional): request
 * bodies and answers. A block's draft is what editors change; publishing copies it to `document`,
 * which readers see. The rich-content tree itself is checked node by node in
 * features/blocks/tree.ts (a 400 names the node: `draft.children.0.data.url`). zod: browser code
 * imports types only.
 */
import { z } from '@hono/zod-openapi';

/** The same slug rule as the readers' `GET /aux/ui-blocks/{blockId}` (features/blocks/queries.ts BLOCK_ID). */
export const BLOCK_ID_PATTERN = /^[a-z0-9-]{1,64}$/;
export const PROMOTIONAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Stripe coupon ids as the subscribe flow accepts them (features/subscribe/coupon.ts). */
export const STRIPE_COUPON_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The promotional settings that name UI blocks; each must name one that exists. */
export const PROMOTIONAL_BLOCK_SETTINGS = ['pricing_table', 'trending_subscribe_banner', 'trending_signup_banner'] as const;

const blockId = (field: string) =>
  z.string({ message: `${field} must be text` }).regex(BLOCK_ID_PATTERN, `${field} must be 1 to 64 lowercase letters, digits or dashes`);

export const RichDocumentIn = z
  .object({
    children: z
      .array(z.unknown(), { message: 'children must be a list of nodes' })
      .describe('Rich-content nodes: { element, data, children }'),
  })
  .strict();

const name = z.string({ message: 'name must be text' }).trim().min(1, 'name is required').max(120, 'name can be at most 120 characters');

export const UiBlockCreate = z
  .object({
    id: blockId('id').describe('a slug: lowercase letters, digits and dashes'),
    name,
    draft: RichDocumentIn.optional().describe('the first draft (empty when left out); publish to show it'),
  })
  .strict();

export const UiBlockPatch = z
  .object({ name: name.optional(), draft: RichDocumentIn.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.draft !== undefined, { message: 'Send name, draft or both' });

/** A draft to draw as readers would see it (the editor's live preview); nothing is saved. */
export const UiBlockPreviewBody = z.object({ draft: RichDocumentIn }).strict();
export type UiBlockPreviewBody = z.infer<typeof UiBlockPreviewBody>;
export const UiBlockPreviewDto = z.object({ html: z.string().describe('the draft drawn by the readers’ renderer, sanitized') });
export type UiBlockPreviewDto = z.infer<typeof UiBlockPreviewDto>;

const Document = z.object({ children: z.array(z.record(z.string(), z.unknown())) });

export const UiBlockSummaryDto = z.object({
  id: z.string(),
  name: z.string(),
  published: z.boolean().describe('the published document has content'),
  unpublished_changes: z.boolean().describe('the draft differs from the published document'),
});
export type UiBlockSummaryDto = z.infer<typeof UiBlockSummaryDto>;

export const UiBlockAdminDto = z.object({ id: z.string(), name: z.string(), draft: Document, document: Document });
export type UiBlockAdminDto = z.infer<typeof UiBlockAdminDto>;

const setting = (field: string) => blockId(field).nullable().optional().describe('a UI block id (null clears it)');

export const PromotionalSettingsIn = z
  .object({
    pricing_table: setting('settings.pricing_table'),
    trending_subscribe_banner: setting('settings.trending_subscribe_banner'),
    trending_signup_banner: setting('settings.trending_signup_banner'),
    stripe_coupon: z
      .string({ message: 'stripe_coupon must be text' })
      .regex(STRIPE_COUPON_PATTERN, 'stripe_coupon must be 1 to 64 letters, digits, dashes or underscores')
      .nullable()
      .optional(),
  })
  .strict();

const epoch = (field: string) =>
  z
    .number({ message: `${field} must be epoch seconds` })
    .int(`${field} must be whole epoch seconds`)
    .min(0, `${field} must be epoch seconds`)
    .max(32_503_680_000, `${field} must be before the year 3000`)
    .nullable();
const active = z.boolean({ message: 'is_active must be true or false' });
const endsAfterStart = (b: { starts_at?: number | null; ends_at?: number | null }) =>
  b.starts_at == null || b.ends_at == null || b.ends_at > b.starts_at;
const ENDS_AFTER = { message: 'ends_at must be after starts_at', path: ['ends_at'] };

export const PromotionalCreate = z
  .object({
    code: z
      .string({ message: 'code must be text' })
      .regex(PROMOTIONAL_CODE_PATTERN, 'code must be 1 to 64 letters, digits, dashes or underscores'),
    settings: PromotionalSettingsIn.default({}),
    is_active: active.default(true),
    starts_at: epoch('starts_at').default(null),
    ends_at: epoch('ends_at').default(null),
  })
  .strict()
  .refine(endsAfterStart, ENDS_AFTER);

export const PromotionalPatch = z
  .object({
    settings: PromotionalSettingsIn.optional().describe('the keys sent replace those stored; null clears one; others are kept'),
    is_active: active.optional(),
    starts_at: epoch('starts_at').optional(),
    ends_at: epoch('ends_at').optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Send at least one of settings, is_active, starts_at, ends_at' })
  .refine(endsAfterStart, ENDS_AFTER);

export const PromotionalAdminDto = z.object({
  code: z.string(),
  settings: z.object({
    pricing_table: z.string().nullable(),
    trending_subscribe_banner: z.string().nullable(),
    trending_signup_banner: z.string().nullable(),
    stripe_coupon: z.string().nullable(),
  }),
  is_active: z.boolean(),
  starts_at: z.number().int().nullable(),
  ends_at: z.number().int().nullable(),
});
export type PromotionalAdminDto = z.infer<typeof PromotionalAdminDto>;
