/**
 * @module The one form route: every form posted without JavaScript (and the islands' native
 * posts) is `formRoute(schema, action, options)`. It reads the fields once into the nested body
 * the API's own schema takes (http/form-parse.ts), validates with that schema, runs `action`,
 * which calls the same function as the API route, and answers in one idiom: success is a toast
 * for the next page and 303 there (a reload never posts again); an AppError is the page again
 * with the problems on their fields and the values kept (never passwords), or a toast, with the
 * error's status; anything else goes to the one error path (500). The body's type was checked
 * once, before any route (http/middleware.ts requireKnownBody); CSRF, body and rate limits run as
 * for every unsafe request (app.ts). See docs/ARCHITECTURE.md, Forms.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { backPath } from '../contracts/back';
import { type FormFeedback, keptValues } from '../contracts/forms';
import type { ToastInit } from '../contracts/toasts';
import type { AppEnv } from '../env';
import { AppError, badRequest } from './errors';
import { setFlash } from './flash';
import { coerceTo, flatFields, nestFields, type PostedObject, type PostedValue, withCheckboxes } from './form-parse';
import type { SignedIn } from './guards';
import { validationError } from './validate';

/** A success toast by its words, or a toast of another kind. */
export type Toast = string | ToastInit;

/** Where a form goes next (303): with a toast, and values for that page only (the signed flash). */
export type GoTo = { to: string; toast?: Toast; data?: Record<string, string> };

/** What a form answers: on to another page, or a page drawn for the post itself (a preview, a price). */
export type FormAnswer = GoTo | Response;

/**
 * A refused post beyond its feedback (which is all a page may echo): the error, and the fields as
 * posted. Never hand this to a page or an island whole: `fields` keeps passwords and tokens.
 */
export type FormProblem = {
  err: AppError;
  /** The post itself was refused (unreadable, or not the schema's): not the action's refusal. */
  invalid: boolean;
  /** Each field's last text value as posted, secrets included: what the page needs back but must not echo (a token). */
  fields: Record<string, string>;
  /** The fields nested as the form named them (empty when the body itself could not be read). */
  posted: PostedObject;
};

type Awaitable<T> = T | Promise<T>;

export type FormOptions<C> = {
  /**
   * The form's own controls into the API's body, where they are not already its fields (a
   * schedule typed as a date and a time, JSON in a textarea). Without it the posted fields are the
   * body. `fields` are the same fields by their names, for a reader shared with an island that
   * reads its form as `new FormData(form)` does.
   */
  input?: (posted: PostedObject, c: C, fields: Record<string, string>) => Awaitable<unknown>;
  /**
   * A post that only draws the form again, saving nothing (a button that adds a row, a preview):
   * answered with its page before the body is validated. `undefined` is a real submit.
   */
  redraw?: (c: C, posted: PostedObject, values: Record<string, string>) => Awaitable<Response | undefined>;
  /** The checkboxes the form shows (`zones.*.hide_title`): a missing one is unticked ('false'), not absent. */
  checkboxes?: readonly string[];
  /** The fields that may carry a file (the image upload); a file anywhere else is a 400 naming its field. */
  files?: readonly string[];
  /**
   * How a refusal (an AppError below 500) is shown: the page drawn again (its status is the error's),
   * or a toast and 303. Answering `undefined` leaves it to the one error path (the error page);
   * without `onError` every refusal goes there.
   */
  onError?: (c: C, feedback: FormFeedback, problem: FormProblem) => Awaitable<FormAnswer | undefined>;
  /** The form shows upstream refusals too (502 from Stripe or the queue), not only the app's own. */
  upstream?: boolean;
};

/** A value through a schema: a failure is the same 400 naming the field as the API's (path parameters). */
export function parseForm<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The posted fields in order; a body with no fields (a bare POST) has none. */
async function postedEntries(c: Context, files: readonly string[]): Promise<[string, PostedValue][]> {
  if (c.req.raw.body === null || c.req.header('content-length') === '0') return [];
  let body: Record<string, PostedValue | PostedValue[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The form could not be read', 'body');
  }
  const entries = Object.entries(body).flatMap(([name, v]) =>
    (Array.isArray(v) ? v : [v]).map((one): [string, PostedValue] => [name, one]),
  );
  for (const [name, value] of entries) {
    if (typeof value !== 'string' && !files.includes(name)) throw badRequest(`${name} must be a single text value`, name);
  }
  return entries;
}

async function answer<E extends AppEnv>(c: Context<E>, a: FormAnswer): Promise<Response> {
  if (a instanceof Response) return a;
  const toasts = a.toast === undefined ? [] : [typeof a.toast === 'string' ? { type: 'success' as const, message: a.toast } : a.toast];
  if (toasts.length || a.data) await setFlash(c, { ...(toasts.length ? { toasts } : {}), ...(a.data ? { data: a.data } : {}) });
  return c.redirect(a.to, 303);
}

/**
 * The route's handler for `schema` (the API's body) and `action` (what the post does, answering
 * where to go next). `E` is the route's env: signed in behind a guard, else say `AppEnv`.
 */
export function formRoute<S extends z.ZodType, E extends AppEnv = AppEnv & SignedIn>(
  schema: S,
  action: (c: Context<E>, body: z.output<S>) => Awaitable<FormAnswer>,
  options: FormOptions<Context<E>> = {},
): (c: Context<E>) => Promise<Response> {
  return async (c) => {
    let entries: [string, PostedValue][] = [];
    let posted: PostedObject = {};
    let read = false;
    try {
      entries = await postedEntries(c, options.files ?? []);
      posted = nestFields(entries);
      if (options.checkboxes) posted = withCheckboxes(posted, options.checkboxes);
      const fields = flatFields(entries);
      const redrawn = options.redraw && (await options.redraw(c, posted, keptValues(fields)));
      if (redrawn) return redrawn;
      const input = options.input ? await options.input(posted, c, fields) : posted;
      const body = parseForm(schema, coerceTo(schema, input)) as z.output<S>;
      read = true;
      return await answer(c, await action(c, body));
    } catch (err) {
      if (!(err instanceof AppError) || !options.onError || (err.status >= 500 && !options.upstream)) throw err;
      const fields = flatFields(entries);
      c.status(err.status);
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      c.header('Cache-Control', 'private, no-store');
      const shown = await options.onError(c, { values: keptValues(fields), errors: err.items }, { err, invalid: !read, fields, posted });
      if (shown === undefined) throw err;
      return answer(c, shown);
    }
  };
}

/**
 * The path (and query) of the page a form was posted from, when the browser says it was this site:
 * where the action bars' forms go back to, as their HTML is shared and cannot name the page.
 */
function refererPath(referer: string | undefined, siteUrl: string): string | undefined {
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.origin === new URL(siteUrl).origin ? `${from.pathname}${from.search}` : undefined;
  } catch {
    return undefined;
  }
}

/** Where a form post goes back to: the posted `back`, else the page it came from, when either is this site's. */
export function returnPath<E extends AppEnv>(c: Context<E>, posted: string | undefined, fallback: string): string {
  return backPath(posted ?? refererPath(c.req.header('referer'), c.env.SITE_URL), fallback);
}
