/**
 * @module Requests through the real Worker (`SELF.fetch`) as a same-origin page makes them, and
 * readers for what comes back. Every Worker test speaks HTTP through these.
 */
import { SELF } from 'cloudflare:test';
import type { ApiErrorItem } from '../contracts/envelope';

/** The site the tests' Worker believes it is (SITE_URL in vitest.config.ts). */
export const SITE = 'http://edgewire.test';
export const url = (path: string) => `${SITE}${path}`;

/** Browsers send both on every unsafe request from our own pages; the CSRF check wants one of them. */
export const SAME_ORIGIN = { origin: SITE, 'sec-fetch-site': 'same-origin' } as const;

export type ApiError = ApiErrorItem;

/**
 * One API call as a same-origin page makes it: JSON body when given (or `raw` with its own
 * content type), the session cookie when given, redirects not followed.
 */
export function call(
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...SAME_ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.headers ?? {}) };
  const hasBody = opts.body !== undefined || opts.raw !== undefined;
  if (hasBody && !headers['content-type']) headers['content-type'] = 'application/json';
  return SELF.fetch(url(path), {
    method,
    headers,
    redirect: 'manual',
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
}

/** A JSON POST as our own pages send it; extra headers add to (or override) the defaults. */
export const json = (body: unknown, init: RequestInit = {}): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  ...init,
  headers: { 'content-type': 'application/json', ...SAME_ORIGIN, ...((init.headers as Record<string, string>) ?? {}) },
});

/** A form post as a browser sends it without JavaScript (same origin unless headers say otherwise). */
export function postForm(path: string, fields: Record<string, string>, opts: { cookie?: string; headers?: Record<string, string> } = {}) {
  return SELF.fetch(url(path), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...SAME_ORIGIN,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.headers ?? {}),
    },
  });
}

export async function firstError(res: Response): Promise<ApiError> {
  return (await res.json<{ errors: ApiError[] }>()).errors[0]!;
}

/** The `data` of a success envelope. */
export async function dataIn<T>(res: Response): Promise<T> {
  return (await res.json<{ data: T }>()).data;
}

/** The session cookie a response sets, as a Cookie header value; null when it clears it. */
export function sessionCookie(res: Response): string | null {
  const raw = res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''];
  for (const line of raw) {
    const m = /^(ew_session=([^;]*))/.exec(line);
    if (m) return m[2] ? m[1]! : null;
  }
  return null;
}
