/**
 * @module Forms posted without JavaScript. A feature's page route handles the post with the same
 * schema, the same action and the same messages as its JSON API; success redirects (303, so a
 * reload never posts again), an AppError answers the page again with its status, the problems on
 * their fields and the values put back (never passwords). CSRF, body limits and rate limits run
 * as for every unsafe request (app.ts). See docs/ARCHITECTURE.md, Forms.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { backPath } from '../contracts/back';
import { type FormFeedback, keptValues } from '../contracts/forms';
import type { AppEnv } from '../env';
import { AppError } from './errors';
import { validationError } from './validate';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The posted fields as strings. A file, a repeated field or another body type is a 400/415, never a 500. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
    throw AppError.of(415, 'unsupported_media_type', 'Content-Type must be a form', 'content-type');
  }
  const body = await c.req.parseBody({ all: true });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') throw AppError.of(400, 'validation', `${name} must be a single text value`, name);
    fields[name] = value;
  }
  return fields;
}

/** The fields through the route's zod schema: a failure is the same 400 naming the field as the API's. */
export function parseForm<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * Runs one form post: `run` gets the fields and answers (usually a redirect); when it throws an
 * AppError, `render` draws the page again with the feedback. Anything else is a real failure and
 * goes to the one error path (500).
 */
export async function handleForm<E extends AppEnv>(
  c: Context<E>,
  run: (fields: Record<string, string>) => Promise<Response>,
  /** `fields` are the raw posted values, for what the page needs back but must not echo (a token). */
  render: (feedback: FormFeedback, fields: Record<string, string>) => Response | Promise<Response>,
): Promise<Response> {
  let fields: Record<string, string> = {};
  try {
    fields = await formFields(c);
    return await run(fields);
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    c.status(err.status);
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    c.header('Cache-Control', 'private, no-store');
    return render({ values: keptValues(fields), errors: err.items }, fields);
  }
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
