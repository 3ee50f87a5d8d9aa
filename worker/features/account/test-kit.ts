/** @module Test helpers for the account, follow and bookmark API tests (requests through SELF). */
import { SELF } from 'cloudflare:test';

export const SITE = 'http://edgewire.test';

export type ApiError = { message: string; code: string; path?: string };

/**
 * One API call as a same-origin page makes it (browsers send Origin and Sec-Fetch-Site on every
 * unsafe request): JSON body when given, the session cookie when given.
 */
export function call(
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    origin: SITE,
    'sec-fetch-site': 'same-origin',
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...(opts.headers ?? {}),
  };
  const hasBody = opts.body !== undefined || opts.raw !== undefined;
  if (hasBody && !headers['content-type']) headers['content-type'] = 'application/json';
  return SELF.fetch(`${SITE}${path}`, {
    method,
    headers,
    redirect: 'manual',
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
}

export async function firstError(res: Response): Promise<ApiError> {
  return (await res.json<{ errors: ApiError[] }>()).errors[0]!;
}

export async function dataOf<T>(res: Response): Promise<T> {
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
