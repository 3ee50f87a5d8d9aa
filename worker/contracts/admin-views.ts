/**
 * @module The back office's trending views on the wire (spec §3 View, Zone): a view with its zones,
 * each zone with its tags and articles, and the create and change bodies. A zone's tags and
 * articles are sent as ids (or as the objects read, `{ id, … }`); entries whose ids are strings
 * starting with `temp_` are unsaved and dropped before the save (spec). A change carries the
 * `version` the editor loaded, so two editors never overwrite each other's zones (decision 035).
 * Bodies strip fields they do not know, so an editor may send back the view it read.
 * zod from @hono/zod-openapi: jsonBody names these bodies with .openapi(), which plain zod lacks
 * when a test loads this file first. The browser imports them as types only.
 */
import { z } from '@hono/zod-openapi';
import { ZoneFields } from './articles';
import { bodyId } from './id-schemas';
import { LAYOUTS } from './layouts';

/** Not in the spec's catalogue (decision 035). */
export const VIEW_ADMIN_MESSAGES = {
  notFound: 'View not found',
  changed: 'This view was changed by someone else. Reload it to see their changes.',
  deleteActive: 'This view is on the trending page. Activate another view before deleting it.',
  layout: `web_layout must be one of ${[...LAYOUTS.keys()].join(', ')}`,
  versionRequired: 'version is required: send the version of the view you loaded',
  notInView: (id: number) => `Zone ${id} is not part of this view.`,
  unknownTag: (id: number) => `Tag ${id} does not exist.`,
  unknownArticle: (id: number) => `Article ${id} does not exist.`,
  badRef: (what: string) => `Each of a zone's ${what} is an id, or an unsaved temp_ id.`,
} as const;

export const ZoneAdminDto = ZoneFields.extend({
  pay_wall: z.boolean().describe('only Plus readers see its cards; others see them gated'),
  is_active: z.boolean(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.string() })),
  articles: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type ZoneAdminDto = z.infer<typeof ZoneAdminDto>;

/** GET /admin/api/views/{id} and the answer of every change to a view. */
export const ViewAdminDto = z.object({
  id: z.number().int(),
  title: z.string(),
  is_active: z.boolean(),
  version: z.number().int().describe('send it back with a change (PATCH)'),
  zones: z.array(ZoneAdminDto),
});
export type ViewAdminDto = z.infer<typeof ViewAdminDto>;

/** A tag or an article of a zone: its id, `temp_…` for an unsaved one, or the object read. */
const Id = z.union([z.number(), z.string()]);
const ref = (what: string) => z.union([Id, z.object({ id: Id })], { message: VIEW_ADMIN_MESSAGES.badRef(what) });
export type ZoneRef = z.infer<ReturnType<typeof ref>>;

export const ZoneInput = z.object({
  /** A zone of this view keeps its id; a new one has none (or a temp_ id). */
  id: z.union([bodyId({}), z.string().startsWith('temp_')], { message: 'id must be a zone id of this view' }).optional(),
  title: z.string({ message: 'title must be text' }).trim().max(200, 'title must be 200 characters or less').nullable().default(null),
  /** Where the zone goes; the list's own order when absent. */
  order: z.number({ message: 'order must be a number' }).int().min(0).max(100_000).optional(),
  web_layout: z.number({ message: VIEW_ADMIN_MESSAGES.layout }).refine((n) => LAYOUTS.has(n), VIEW_ADMIN_MESSAGES.layout),
  hide_title: z.boolean().default(false),
  pay_wall: z.boolean().default(false),
  is_active: z.boolean().default(true),
  tags: z.array(ref('tags')).max(100, 'a zone holds at most 100 tags').default([]),
  articles: z.array(ref('articles')).max(100, 'a zone holds at most 100 articles').default([]),
});
export type ZoneInput = z.infer<typeof ZoneInput>;

const title = z.string({ message: 'title must be text' }).trim().max(200, 'title must be 200 characters or less');
const zoneList = z.array(ZoneInput).max(50, 'a view holds at most 50 zones');

/** POST /admin/api/views: a new view is never active (activate it). */
export const ViewCreateBody = z.object({ title: title.default(''), zones: zoneList.default([]) });
export type ViewCreateBody = z.infer<typeof ViewCreateBody>;

/** PATCH /admin/api/views/{id}: `zones`, when given, is the whole new list (zones left out are deleted). */
export const ViewPatchBody = z.object({
  version: z.number({ message: VIEW_ADMIN_MESSAGES.versionRequired }).int(VIEW_ADMIN_MESSAGES.versionRequired).min(1),
  title: title.optional(),
  zones: zoneList.optional(),
});
export type ViewPatchBody = z.infer<typeof ViewPatchBody>;
