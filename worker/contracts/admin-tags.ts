/**
 * @module The back office's tags on the wire (spec §3 Tag): the row, the list's filters, and the
 * create and change bodies. Bodies strip fields they do not know, so an editor may send back the
 * tag it read (id and state_code included); state_code is always derived from a location tag's
 * key. The key rules themselves are in features/tags/admin-rules.ts.
 * zod from @hono/zod-openapi: jsonBody names these bodies with .openapi(), which plain zod lacks
 * when a test loads this file first. The browser imports them as types only.
 */
import { z } from '@hono/zod-openapi';
import { TagDto } from './articles';

export const TagType = TagDto.shape.type;
export type TagType = z.infer<typeof TagType>;

/** Not in the spec's catalogue (decision 035). */
export const TAG_ADMIN_MESSAGES = {
  notFound: 'Tag not found',
  nameRequired: 'Give the tag a name.',
  keyInvalid: 'A tag key uses lowercase letters, digits, dots, dashes and underscores, and starts with a letter or a digit.',
  location: 'A location tag ends with a dash and a two-letter US state code, like Austin-TX.',
  scopeInvalid: 'A scope is a word and a key joined by a colon, like topic:space.',
  imageUrl: 'image_url must be an http(s) address or a path on this site.',
  keyTaken: (type: string, tag: string) => `A ${type} tag with the key ${tag} already exists.`,
} as const;

/** A tag as the back office reads and writes it. */
export const TagAdminDto = z.object({
  id: z.number().int(),
  type: TagType,
  tag: z.string().describe('URL-safe key, unique within its type (/trending/{tag})'),
  scope: z.string().describe('type:tag unless set otherwise (feed scopes such as feed:near-me)'),
  name: z.string(),
  image_url: z.string().nullable(),
  state_code: z.string().nullable().describe("a location tag's two-letter state code, from its key"),
});
export type TagAdminDto = z.infer<typeof TagAdminDto>;

/** What still points at a tag: what a delete would take it from. */
export const TagUsage = z.object({
  articles: z.number().int(),
  zones: z.number().int(),
  follows: z.number().int(),
  curators: z.number().int(),
});
export type TagUsage = z.infer<typeof TagUsage>;

/** GET /admin/api/tags/{id}: the tag and what uses it. */
export const TagDetailDto = TagAdminDto.extend({ used_by: TagUsage });
export type TagDetailDto = z.infer<typeof TagDetailDto>;

export const TagListQuery = z.object({
  type: z.enum(TagType.options, { message: `type must be one of ${TagType.options.join(', ')}` }).optional(),
  query: z.string().trim().max(100, 'query must be 100 characters or less').optional().describe('part of the name or the key'),
});

const name = z
  .string({ message: TAG_ADMIN_MESSAGES.nameRequired })
  .trim()
  .min(1, TAG_ADMIN_MESSAGES.nameRequired)
  .max(200, 'name must be 200 characters or less');
const key = z.string({ message: TAG_ADMIN_MESSAGES.keyInvalid }).trim().max(100, TAG_ADMIN_MESSAGES.keyInvalid);
const scope = z.string({ message: TAG_ADMIN_MESSAGES.scopeInvalid }).trim().max(120, TAG_ADMIN_MESSAGES.scopeInvalid).nullable();
const imageUrl = z
  .string({ message: TAG_ADMIN_MESSAGES.imageUrl })
  .trim()
  .max(2000, TAG_ADMIN_MESSAGES.imageUrl)
  .refine((u) => u === '' || /^(https?:\/\/[^\s]+|\/[^/\s][^\s]*)$/.test(u), TAG_ADMIN_MESSAGES.imageUrl)
  .nullable();
const type = z.enum(TagType.options, { message: `type must be one of ${TagType.options.join(', ')}` });

/** POST /admin/api/tags. Without a key one is made from the name; without a scope it is type:tag. */
export const TagCreateBody = z.object({
  type,
  name,
  tag: key.optional(),
  scope: scope.optional(),
  image_url: imageUrl.optional(),
});
export type TagCreateBody = z.infer<typeof TagCreateBody>;

/** PATCH /admin/api/tags/{id}: any subset. A scope that was type:tag follows a new type or key. */
export const TagPatchBody = z.object({
  type: type.optional(),
  name: name.optional(),
  tag: key.optional(),
  scope: scope.optional(),
  image_url: imageUrl.optional(),
});
export type TagPatchBody = z.infer<typeof TagPatchBody>;

/** DELETE /admin/api/tags/{id}?confirm=true: a tag still in use goes only when confirmed. */
export const TagDeleteQuery = z.object({
  confirm: z
    .enum(['true', 'false'], { message: 'confirm must be true or false' })
    .transform((v) => v === 'true')
    .optional()
    .describe('true removes the tag from the articles, zones, follows and curators that use it'),
});
