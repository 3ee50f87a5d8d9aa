/**
 * @module The back office's articles on the wire (`/admin/api/articles`, `/admin/api/uploads`): the
 * list row, the whole article for editing, the create and change bodies and the upload's answer.
 * The spec leaves admin validation unshown, so the messages are ours (decision 034), except the
 * spec's own "File "x" is not an object". zod: the browser imports these as types only.
 */
import { z } from '@hono/zod-openapi';
import { CONTENT_TYPES, PAYWALLS } from './access';
import { ARTICLE_LIST_STATUSES } from './article-list';
import { isValidBlurhash } from './blurhash';
import { bodyId } from './id-schemas';

export const TITLE_MAX = 300;
export const MAX_ARTICLE_TAGS = 50;
/** An uploaded image's limit; the request around it may be a little larger (the multipart framing). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Where uploads are kept in R2 and served from (`/media/uploads/...`, which the image proxy reads from R2). */
export const UPLOAD_PREFIX = 'uploads/';

/** The editor's words around the story (decision 063): lengths search and social cards show whole. */
export const DEK_MAX = 300;
export const SLUG_MAX = 80;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 200;
/** A slug as articleSlug() makes one: lowercase ASCII words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const ADMIN_ARTICLE_MESSAGES = {
  notFound: 'Article not found',
  titleRequired: 'Title is required.',
  titleLong: `Title must be ${TITLE_MAX} characters or fewer.`,
  scheduledPast: 'The scheduled date must be in the future.',
  unknownTag: 'No such tag.',
  tagsList: 'tags must be a list of tag ids',
  tooManyTags: `An article can have at most ${MAX_ARTICLE_TAGS} tags.`,
  url: 'url must be an http(s) address',
  imageUrl: 'image_url must be an http(s) address or a /media/ path',
  blurHash: 'blur_hash is not a valid blurhash',
  status: 'status must be published or drafted',
  contentType: 'content_type must be mxm_exclusive, mxm_ai or other',
  paywall: 'paywall must be free, authorized or paid',
  dek: `The dek must be ${DEK_MAX} characters or fewer.`,
  slug: `The slug may hold lowercase letters, digits and dashes, ${SLUG_MAX} characters at most.`,
  seoTitle: `The SEO title must be ${SEO_TITLE_MAX} characters or fewer.`,
  seoDescription: `The SEO description must be ${SEO_DESCRIPTION_MAX} characters or fewer.`,
  socialImageUrl: 'social_image_url must be an http(s) address or a /media/ path',
  // Spec §5: "File upload parameters must be objects, else File "x" is not an object."
  notAFile: 'File "file" is not an object',
  imageType: 'The image must be a JPEG, PNG, WebP or GIF.',
  imageSize: 'The image must be 5 MB or smaller.',
  imagePixels: 'The image must be 12 megapixels or smaller.',
} as const;
const M = ADMIN_ARTICLE_MESSAGES;

const AdminTagDto = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['category', 'topic', 'location', 'publication', 'curator', 'author', 'flag']),
});

/** One row of `GET /admin/api/articles`, newest first; `bookmarked` is the admin's own (spec §3). */
export const AdminArticleRowDto = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.number().int(),
  scheduled_date: z.number().int().nullable(),
  status: z.enum(ARTICLE_LIST_STATUSES),
  paywall: z.enum(PAYWALLS),
  content_type: z.enum(CONTENT_TYPES),
  image_url: z.string().nullable(),
  tags: z.array(AdminTagDto),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  comments_count: z.number().int(),
  bookmarked: z.boolean(),
});
export type AdminArticleRowDto = z.infer<typeof AdminArticleRowDto>;

/** The whole article for editing: the stored (sanitized) body whatever its paywall. */
export const AdminArticleDto = AdminArticleRowDto.extend({
  content: z.string(),
  url: z.string().nullable(),
  blur_hash: z.string().nullable(),
  dek: z.string().nullable(),
  slug: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  social_image_url: z.string().nullable(),
});
export type AdminArticleDto = z.infer<typeof AdminArticleDto>;

/** The status and scheduled filters, as the reader API's list (editors only there) takes them too. */
export const StatusFilter = z.enum(ARTICLE_LIST_STATUSES, { message: M.status }).optional();
export const ScheduledFilter = z
  .enum(['true', 'false', '1', '0'], { message: 'scheduled must be true or false' })
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** The list's query (spec §7: status, scheduled, page, count, tags, scope, q); strings as they arrive. */
export const AdminArticleListFilter = {
  status: StatusFilter.openapi({ description: 'published or drafted; every status when absent' }),
  scheduled: ScheduledFilter.openapi({ description: 'true: only articles with a scheduled_date (forces status drafted)' }),
  q: z.string().max(200, 'q must be 200 characters or less').optional().openapi({ description: 'words of the title' }),
};

const epoch = (name: string) =>
  z
    .number({ message: `${name} must be epoch seconds` })
    .int(`${name} must be epoch seconds`)
    .min(0, `${name} must be epoch seconds`)
    .max(2 ** 32, `${name} must be epoch seconds`);

/** An article's `url` as editors may set it; the article page links no other (features/articles/original.ts). */
export const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;
const MEDIA_PATH = /^\/media\/[^\s?#]+$/;

export const TagIdList = z
  .array(bodyId({ type: M.tagsList, integer: M.tagsList, min: M.tagsList }), { message: M.tagsList })
  .max(MAX_ARTICLE_TAGS, M.tooManyTags);

/** The fields an editor writes; every one optional here, the create body makes title required. */
const fields = {
  title: z.string({ message: M.titleRequired }).trim().min(1, M.titleRequired).max(TITLE_MAX, M.titleLong),
  content: z.string({ message: 'content must be HTML text' }).max(1_000_000, 'content is too long'),
  url: z.string({ message: M.url }).trim().max(2048, M.url).regex(HTTP_URL, M.url).nullable(),
  image_url: z
    .string({ message: M.imageUrl })
    .trim()
    .max(2048, M.imageUrl)
    .refine((v) => HTTP_URL.test(v) || MEDIA_PATH.test(v), M.imageUrl)
    .nullable(),
  blur_hash: z.string({ message: M.blurHash }).refine(isValidBlurhash, M.blurHash).nullable(),
  dek: z.string({ message: M.dek }).trim().max(DEK_MAX, M.dek).nullable(),
  slug: z.string({ message: M.slug }).trim().max(SLUG_MAX, M.slug).regex(SLUG_PATTERN, M.slug).nullable(),
  seo_title: z.string({ message: M.seoTitle }).trim().max(SEO_TITLE_MAX, M.seoTitle).nullable(),
  seo_description: z.string({ message: M.seoDescription }).trim().max(SEO_DESCRIPTION_MAX, M.seoDescription).nullable(),
  social_image_url: z
    .string({ message: M.socialImageUrl })
    .trim()
    .max(2048, M.socialImageUrl)
    .refine((v) => HTTP_URL.test(v) || MEDIA_PATH.test(v), M.socialImageUrl)
    .nullable(),
  date: epoch('date'),
  scheduled_date: epoch('scheduled_date').nullable(),
  status: z.enum(ARTICLE_LIST_STATUSES, { message: M.status }),
  content_type: z.enum(CONTENT_TYPES, { message: M.contentType }),
  paywall: z.enum(PAYWALLS, { message: M.paywall }),
  tags: TagIdList,
};

/** POST /admin/api/articles. A scheduled_date makes it a draft until the cron publishes it. */
export const ArticleCreateBody = z.strictObject({
  title: fields.title,
  content: fields.content.default(''),
  url: fields.url.optional(),
  image_url: fields.image_url.optional(),
  blur_hash: fields.blur_hash.optional(),
  dek: fields.dek.optional(),
  slug: fields.slug.optional(),
  seo_title: fields.seo_title.optional(),
  seo_description: fields.seo_description.optional(),
  social_image_url: fields.social_image_url.optional(),
  date: fields.date.optional().openapi({ description: 'epoch seconds; now when absent' }),
  scheduled_date: fields.scheduled_date.optional().openapi({ description: 'epoch seconds in the future' }),
  status: fields.status.default('drafted'),
  content_type: fields.content_type.default('other'),
  paywall: fields.paywall.default('free'),
  tags: fields.tags.default([]).openapi({ description: 'tag ids, in the order the card shows them' }),
});
export type ArticleCreateBody = z.infer<typeof ArticleCreateBody>;

/** PATCH /admin/api/articles/{id}: the changed fields only; `tags` replaces the list (order = position). */
export const ArticlePatchBody = z.strictObject({
  title: fields.title.optional(),
  content: fields.content.optional(),
  url: fields.url.optional(),
  image_url: fields.image_url.optional(),
  blur_hash: fields.blur_hash.optional(),
  dek: fields.dek.optional(),
  slug: fields.slug.optional(),
  seo_title: fields.seo_title.optional(),
  seo_description: fields.seo_description.optional(),
  social_image_url: fields.social_image_url.optional(),
  date: fields.date.optional(),
  scheduled_date: fields.scheduled_date.optional(),
  status: fields.status.optional(),
  content_type: fields.content_type.optional(),
  paywall: fields.paywall.optional(),
  tags: fields.tags.optional(),
});
export type ArticlePatchBody = z.infer<typeof ArticlePatchBody>;

/** POST /admin/api/uploads answers where the image now lives (a /media/ path) and its size when known. */
export const UploadDto = z.object({
  url: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadDto = z.infer<typeof UploadDto>;
