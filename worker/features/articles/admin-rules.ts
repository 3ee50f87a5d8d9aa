/**
 * @module The back office's article rules, pure: the plain text a body is indexed by, what a save
 * does to status, schedule and date, the snapshot the audit log compares, a duplicate's shape and
 * which uploads are images.
 */
import type { ContentType, Paywall } from '../../contracts/access';
import { type ArticlePatchBody, ADMIN_ARTICLE_MESSAGES as M, TITLE_MAX, UPLOAD_TYPES } from '../../contracts/admin-articles';
import type { ArticleListStatus } from '../../contracts/article-list';
import type { Snapshot } from '../audit/rules';
import { type ImageInfo, readImageInfo } from '../images/format';
import { MAX_SOURCE_PIXELS } from '../images/resize';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function entity(whole: string, name: string): string {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return ENTITIES[name.toLowerCase()] ?? whole;
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|figure|figcaption|pre|ul|ol|table|tr)\s*>/gi;

/**
 * The plain text of (sanitized) article HTML, as the seed writes content_text: paragraphs apart by
 * a blank line, markup gone, entities decoded. The search index and the gated excerpt read it, so
 * it must hold only what the body says, never tag or attribute text.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi, entity)
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Tag ids in the order given, each once (the first place wins). */
export const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];

/** The index of the first id not among the known ones, or -1. */
export const firstUnknown = (ids: readonly number[], known: ReadonlySet<number>) => ids.findIndex((id) => !known.has(id));

/** A scheduled article waits as a draft until the cron publishes it (spec §4). */
export const createStatus = (status: ArticleListStatus, scheduledDate: number | null | undefined): ArticleListStatus =>
  scheduledDate != null ? 'drafted' : status;

export type Timing = { status: ArticleListStatus; scheduledDate: number | null; date: number };

/**
 * Status, schedule and date after a change. A schedule keeps (or makes) the article a draft;
 * publishing by hand without naming a schedule cancels the one it had, and a draft published by
 * hand is dated now unless the change names a date, so it reaches the top of the feeds.
 */
export function settleTiming(before: Timing, patch: Pick<ArticlePatchBody, 'status' | 'scheduled_date' | 'date'>, now: number): Timing {
  let scheduledDate = patch.scheduled_date !== undefined ? patch.scheduled_date : before.scheduledDate;
  if (patch.status === 'published' && patch.scheduled_date === undefined) scheduledDate = null;
  const status = scheduledDate !== null ? 'drafted' : (patch.status ?? before.status);
  const publishedNow = before.status === 'drafted' && status === 'published';
  const date = patch.date ?? (publishedNow ? now : before.date);
  return { status, scheduledDate, date };
}

/**
 * A schedule given to the minute (the editor's inputs show no seconds) that names the stored
 * schedule's minute is the stored schedule, seconds and all: saving the editor unchanged must not
 * move a schedule the API set to the second. Any other value is the schedule given.
 */
export const sameMinuteKeeps = (given: number | null | undefined, stored: number | null): number | null | undefined =>
  given != null && stored !== null && Math.floor(stored / 60) * 60 === given ? stored : given;

/** A schedule the change sets must lie ahead; one it leaves as it was is the cron's business. */
export const scheduleInPast = (scheduledDate: number | null | undefined, stored: number | null, now: number) =>
  scheduledDate != null && scheduledDate !== stored && scheduledDate <= now;

/** The stored article in the API's field names, for the audit log's before and after. */
export type StoredArticle = {
  title: string;
  content: string;
  url: string | null;
  imageUrl: string | null;
  blurHash: string | null;
  dek: string | null;
  slug: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  socialImageUrl: string | null;
  date: number;
  scheduledDate: number | null;
  status: ArticleListStatus;
  contentType: ContentType;
  paywall: Paywall;
};

export function snapshotOf(a: StoredArticle, tagIds: readonly number[]): Snapshot {
  return {
    title: a.title,
    content: a.content,
    url: a.url,
    image_url: a.imageUrl,
    blur_hash: a.blurHash,
    dek: a.dek,
    slug: a.slug,
    seo_title: a.seoTitle,
    seo_description: a.seoDescription,
    social_image_url: a.socialImageUrl,
    date: a.date,
    scheduled_date: a.scheduledDate,
    status: a.status,
    content_type: a.contentType,
    paywall: a.paywall,
    tags: [...tagIds],
  };
}

/** Spec §4: a copy without id, scheduled_date or date, titled "Duplicate of …"; here a draft dated now. */
export function duplicateOf(a: StoredArticle, now: number): StoredArticle {
  return { ...a, title: `Duplicate of ${a.title}`.slice(0, TITLE_MAX), date: now, scheduledDate: null, status: 'drafted' };
}

/** The stored columns a change moves (only those that differ), from the merged article. */
export function changedColumns(before: StoredArticle, after: StoredArticle): Partial<StoredArticle> {
  const out: Partial<StoredArticle> = {};
  for (const k of Object.keys(after) as (keyof StoredArticle)[]) {
    if (after[k] !== before[k]) Object.assign(out, { [k]: after[k] });
  }
  return out;
}

export const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The editable columns of a stored row (which has more: counts, tags). */
export function storedOf(r: StoredArticle): StoredArticle {
  const { title, content, url, imageUrl, blurHash, date, scheduledDate, status, contentType, paywall } = r;
  const { dek, slug, seoTitle, seoDescription, socialImageUrl } = r;
  return {
    ...{ title, content, url, imageUrl, blurHash, date, scheduledDate, status, contentType, paywall },
    ...{ dek, slug, seoTitle, seoDescription, socialImageUrl },
  };
}

/** A change's value when it names the field (null included), else the stored one. */
export const given = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);

export type UploadCheck = { ok: true; info: ImageInfo } | { ok: false; message: string };
const SENT_AS_ANYTHING = ['', 'application/octet-stream'];

/**
 * An upload is kept only when its bytes are a JPEG, PNG, WebP or GIF whatever it claims to be; a
 * claim of another type is refused too. Past MAX_SOURCE_PIXELS the image proxy could never show
 * it, so it is refused here rather than broken on every page.
 */
export function checkUpload(declaredType: string, bytes: Uint8Array): UploadCheck {
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  const info = readImageInfo(bytes);
  if (!info || !(SENT_AS_ANYTHING.includes(declared) || (UPLOAD_TYPES as readonly string[]).includes(declared)))
    return { ok: false, message: M.imageType };
  if (info.width * info.height > MAX_SOURCE_PIXELS) return { ok: false, message: M.imagePixels };
  return { ok: true, info };
}

const EXTENSIONS: Record<ImageInfo['format'], string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/** A new, unguessable object name under the uploads prefix, with the image's own extension. */
export const uploadName = (format: ImageInfo['format'], uuid: string) => `${uuid}.${EXTENSIONS[format]}`;
