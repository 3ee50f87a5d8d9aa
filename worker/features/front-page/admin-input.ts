/**
 * @module The view editor's post, pure: the posted fields (`zones.2.web_layout`, …, nested by the
 * one form route) to the form's values, a saved view to them, and the values to the API's change
 * body (ViewPatchBody), which the schema then checks. Without JavaScript an editor reorders zones by typing their positions,
 * removes one by ticking "Remove this zone", and adds one by choosing the layout of the blank zone
 * at the end; the body lists the zones in the new order, so an error's path (`zones.K.…`) names
 * the K-th zone sent: `formPath` turns it back into the fieldset the editor sees.
 */
import { idList, isBlankZone, NEW_ZONE, type ViewFormValues, type ZoneValues } from '../../../client/browser/admin/zone-form';
import type { ViewAdminDto } from '../../contracts/admin-views';
import type { ApiErrorItem } from '../../contracts/envelope';
import { ticked } from '../../contracts/forms';
import { idFromText } from '../../contracts/ids';
import type { Posted, PostedObject } from '../../http/form-parse';

const textOf = (v: Posted | undefined) => (typeof v === 'string' ? v : '');
const groupOf = (v: Posted | undefined): PostedObject => (typeof v === 'object' && !Array.isArray(v) && !(v instanceof File) ? v : {});

/** The form's values from the post (nested by the form route), zones in the order of their indexes. */
export function valuesFromPosted(posted: PostedObject): ViewFormValues {
  const rows = Array.isArray(posted.zones) ? posted.zones.map(groupOf) : [];
  const zones = rows.map(
    (z): ZoneValues => ({
      id: textOf(z.id),
      title: textOf(z.title),
      order: textOf(z.order),
      web_layout: textOf(z.web_layout),
      hide_title: ticked(z.hide_title),
      pay_wall: ticked(z.pay_wall),
      is_active: ticked(z.is_active),
      tags: textOf(z.tags),
      articles: textOf(z.articles),
      remove: ticked(z.remove),
    }),
  );
  return { version: textOf(posted.version), title: textOf(posted.title), zones };
}

/** The zones with one more blank zone at the end (its position after the others). */
export const withBlankZone = (zones: readonly ZoneValues[]): ZoneValues[] => [...zones, { ...NEW_ZONE, order: String(zones.length + 1) }];

/** A saved view as the editor shows it: its zones in order, numbered from 1, and a blank one to add. */
export function valuesFromView(view: ViewAdminDto): ViewFormValues {
  const zones = view.zones.map(
    (z, i): ZoneValues => ({
      id: String(z.id),
      title: z.title ?? '',
      order: String(i + 1),
      web_layout: String(z.web_layout),
      hide_title: z.hide_title,
      pay_wall: z.pay_wall,
      is_active: z.is_active,
      tags: z.tags.map((t) => t.id).join(', '),
      articles: z.articles.map((a) => a.id).join(', '),
      remove: false,
    }),
  );
  return { version: String(view.version), title: view.title, zones: withBlankZone(zones) };
}

/** The no-JavaScript operations posted as `op`: only adding a zone (Save posts `save`). */
export const isAddZone = (op: Posted | undefined) => op === 'add-zone';

/** Numbers as typed; anything else is NaN, for the schema to refuse with its message. */
const numberOr = (v: string) => (v.trim() === '' ? undefined : /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);
const ref = (t: string) => idFromText(t) ?? t;

/** Where each zone goes: its typed position, else where it is; a moved zone goes before one it ties with. */
function placed(zones: readonly ZoneValues[]) {
  return zones
    .map((z, n) => ({ z, n }))
    .filter(({ z }) => !z.remove && !isBlankZone(z))
    .map(({ z, n }) => {
      const typed = numberOr(z.order);
      const valid = typed === undefined || !Number.isNaN(typed);
      const position = valid && typed !== undefined ? typed : n + 1;
      return { z, n, valid, position, moved: position !== n + 1 };
    })
    .sort((a, b) => a.position - b.position || Number(b.moved) - Number(a.moved) || a.n - b.n);
}

/**
 * The API's change body, the zones in their new order (each `order` its place), and for each zone
 * sent the index of its fieldset. A position that is not a whole number is sent as NaN, so the
 * schema names that zone's `order`.
 */
export function bodyFromValues(v: ViewFormValues) {
  const sent = placed(v.zones);
  const zones = sent.map(({ z, valid }, k) => ({
    id: z.id.trim() === '' ? undefined : ref(z.id.trim()),
    title: z.title,
    order: valid ? k : Number.NaN,
    web_layout: z.web_layout === '' ? Number.NaN : Number(z.web_layout),
    hide_title: z.hide_title,
    pay_wall: z.pay_wall,
    is_active: z.is_active,
    tags: idList(z.tags).map(ref),
    articles: idList(z.articles).map(ref),
  }));
  const version = v.version.trim() === '' ? undefined : Number(v.version);
  return { body: { version, title: v.title, zones }, formIndex: sent.map((s) => s.n) };
}

/** An error path of the body (`zones.K.tags.1`) as the form names it (`zones.N.tags.1`). */
export function formPath(path: string | undefined, formIndex: readonly number[]): string | undefined {
  const m = /^zones\.(\d+)(\..*)?$/.exec(path ?? '');
  if (!m) return path;
  const n = formIndex[Number(m[1])];
  return n === undefined ? path : `zones.${n}${m[2] ?? ''}`;
}

export const formErrors = (errors: readonly ApiErrorItem[], formIndex: readonly number[]): ApiErrorItem[] =>
  errors.map((e) => ({ ...e, path: formPath(e.path, formIndex) }));
