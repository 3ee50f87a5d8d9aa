/**
 * @module The article editor's form, pure: what the page shows for a stored article, and what a
 * post becomes for the API's own body schemas (so messages and field paths are the API's; the one
 * form route turns the tags' digits into numbers). The schedule is typed as a date and a time in
 * the editor's zone; `tz_offset` says which one. What a schedule given to the minute does to a
 * stored one is a rule of the article's (admin-rules.ts `sameMinuteKeeps`), not of this form.
 */
import type { AdminArticleDto } from '../../contracts/admin-articles';
import { articleSlug } from '../../contracts/article-url';
import type { ApiErrorItem } from '../../contracts/envelope';
import type { Posted, PostedObject } from '../../http/form-parse';

/** Not in the spec's catalogue (decision 039). */
export const SCHEDULE_MESSAGES = {
  both: 'Give the schedule both a date and a time, or neither.',
  invalid: 'The schedule’s date or time is not valid.',
} as const;

/** The largest offset any zone has from UTC (UTC+14, Kiribati), in minutes. */
export const TZ_OFFSET_MAX = 14 * 60;

/** Everything the editor posts, as typed: shown again as it was when a save is refused. */
export type EditorValues = {
  title: string;
  content: string;
  url: string;
  image_url: string;
  status: string;
  paywall: string;
  content_type: string;
  schedule_day: string;
  schedule_time: string;
  /**
   * Minutes to add to the typed local time to get UTC, as the browser's Date#getTimezoneOffset
   * gives them for that date (New York in winter: 300). Empty or 0 without JavaScript: UTC.
   */
  tz_offset: string;
  /** The dek, slug and search/social fields (empty: derived from the title and body). */
  dek: string;
  slug: string;
  seo_title: string;
  seo_description: string;
  social_image_url: string;
  /** The author tag the byline names first (empty: no byline); other authors stay among the tags. */
  byline: string;
  /** Where the byline's author stood in the stored tag list (a hidden field). */
  byline_at: string;
  /** Tag ids in the order chosen. */
  tags: string[];
};

const TEXT_FIELDS = [
  'title',
  'content',
  'url',
  'image_url',
  'status',
  'paywall',
  'content_type',
  'schedule_day',
  'schedule_time',
  'tz_offset',
  'dek',
  'slug',
  'seo_title',
  'seo_description',
  'social_image_url',
  'byline',
  'byline_at',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The date and time inputs' values for an epoch, shown at the given offset (0: UTC). */
export function scheduleFields(epoch: number | null, tzOffset = 0): { day: string; time: string } {
  if (epoch === null) return { day: '', time: '' };
  const d = new Date((epoch - tzOffset * 60) * 1000);
  return {
    day: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

export type ScheduleResult = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * The typed schedule as epoch seconds, to the minute: local wall time plus the offset, plain
 * arithmetic (the browser picked the offset in force on that date, so a date across a DST change
 * is right). Both inputs empty: no schedule.
 */
export function scheduleFromForm(day: string, time: string, tzOffset: string): ScheduleResult {
  const [d, t] = [day.trim(), time.trim()];
  if (!d && !t) return { ok: true, value: null };
  if (!d || !t) return { ok: false, message: SCHEDULE_MESSAGES.both };
  const dm = DAY.exec(d);
  const tm = TIME.exec(t);
  const offset = tzOffset.trim() === '' ? 0 : Number(tzOffset);
  if (!dm || !tm || !Number.isInteger(offset) || Math.abs(offset) > TZ_OFFSET_MAX) return { ok: false, message: SCHEDULE_MESSAGES.invalid };
  const [y, mo, da, h, mi] = [Number(dm[1]), Number(dm[2]), Number(dm[3]), Number(tm[1]), Number(tm[2])];
  const wall = Date.UTC(y, mo - 1, da, h, mi) / 1000;
  // Date.UTC rolls 31 February over into March: a date that does not come back as typed is refused.
  const back = scheduleFields(wall);
  if (h > 23 || mi > 59 || back.day !== d || y < 1970) return { ok: false, message: SCHEDULE_MESSAGES.invalid };
  return { ok: true, value: wall + offset * 60 };
}

/** Textareas post their lines with CRLF; stored bodies use LF, so an untouched body stays unchanged. */
export const normalizeLines = (s: string) => s.replace(/\r\n?/g, '\n');

/**
 * The byline field and the tags field share the article's tag list: the first author is the
 * byline, every other tag (co-authors included) stays in the tags field, in order.
 */
export function splitByline(tags: readonly { id: number; type: string }[]): { byline: string; byline_at: string; tags: string[] } {
  const at = tags.findIndex((t) => t.type === 'author');
  const first = tags[at];
  return {
    byline: first ? String(first.id) : '',
    byline_at: first ? String(at) : '',
    tags: tags.filter((t) => t !== first).map((t) => String(t.id)),
  };
}

/**
 * The tag list a post makes: the byline's author back at its place (`at`, the hidden field the
 * editor was drawn with, so an untouched save moves no tag), else first, so it is the first
 * author the byline names (cards pick their publication and category by type); never twice.
 */
export function joinByline(byline: string, tags: readonly string[], at: string): string[] {
  const rest = tags.filter((t) => t !== byline);
  if (byline === '') return rest;
  const place = /^\d{1,3}$/.test(at) ? Math.min(Number(at), rest.length) : 0;
  return [...rest.slice(0, place), byline, ...rest.slice(place)];
}

/** The editor's values for a stored article (or a new one), the schedule shown in UTC. */
export function editorValues(a: AdminArticleDto | null): EditorValues {
  const { day, time } = scheduleFields(a?.scheduled_date ?? null);
  const split = splitByline(a?.tags ?? []);
  return {
    dek: a?.dek ?? '',
    slug: a?.slug ?? '',
    seo_title: a?.seo_title ?? '',
    seo_description: a?.seo_description ?? '',
    social_image_url: a?.social_image_url ?? '',
    byline: split.byline,
    byline_at: split.byline_at,
    title: a?.title ?? '',
    content: a?.content ?? '',
    url: a?.url ?? '',
    image_url: a?.image_url ?? '',
    status: a?.status ?? 'drafted',
    paywall: a?.paywall ?? 'free',
    content_type: a?.content_type ?? 'other',
    schedule_day: day,
    schedule_time: time,
    tz_offset: '0',
    tags: split.tags,
  };
}

/**
 * The posted fields as the editor shows them again: `tags` may repeat (one per chosen tag), every
 * other field is one text value (the form route has refused a file or a repeat already).
 */
export function postedValues(posted: PostedObject): EditorValues {
  const text = (name: string) => {
    const v = posted[name];
    return typeof v === 'string' ? v : '';
  };
  const values = Object.fromEntries(TEXT_FIELDS.map((n) => [n, text(n)])) as Omit<EditorValues, 'tags'>;
  const tags = ([] as Posted[]).concat(posted.tags ?? []).filter((t): t is string => typeof t === 'string');
  return { ...values, content: normalizeLines(values.content), tags };
}

/**
 * The API body the editor's values make, for ArticleCreateBody or ArticlePatchBody to validate:
 * every field is sent (a change that moves nothing writes nothing), an empty URL clears it, tags
 * go in the order chosen, as typed (the schema names `tags.N` that is not a number).
 */
export function editorBody(v: EditorValues): { body: Record<string, unknown> } | { error: ApiErrorItem } {
  const schedule = scheduleFromForm(v.schedule_day, v.schedule_time, v.tz_offset);
  if (!schedule.ok) return { error: { message: schedule.message, code: 'validation', path: 'scheduled_date' } };
  const orNull = (s: string) => (s.trim() === '' ? null : s);
  const orUndefined = (s: string) => (s === '' ? undefined : s);
  return {
    body: {
      title: v.title,
      content: v.content,
      url: orNull(v.url),
      image_url: orNull(v.image_url),
      status: orUndefined(v.status),
      paywall: orUndefined(v.paywall),
      content_type: orUndefined(v.content_type),
      scheduled_date: schedule.value,
      dek: v.dek.trim(),
      // Typed as words ("Storm hits the coast"), kept as the URL's slug; empty: the title's.
      slug: orNull(articleSlug(v.slug)),
      seo_title: v.seo_title.trim(),
      seo_description: v.seo_description.trim(),
      social_image_url: orNull(v.social_image_url),
      tags: joinByline(v.byline, v.tags, v.byline_at),
    },
  };
}
