/** @module Browser calls to the JSON API: one shape for success, error message, field and Retry-After. */

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; path?: string; retryAfter?: number };

const NETWORK = 'Something went wrong. Please check your connection and try again.';

export async function callApi<T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const json = (await res.json().catch(() => ({}))) as { data?: T; errors?: { message: string; path?: string }[] };
    if (res.ok) return { ok: true, status: res.status, data: json.data as T };
    const first = json.errors?.[0];
    const retry = Number(res.headers.get('retry-after'));
    return {
      ok: false,
      status: res.status,
      message: first?.message ?? 'Something went wrong.',
      path: first?.path,
      ...(retry > 0 ? { retryAfter: retry } : {}),
    };
  } catch {
    return { ok: false, status: 0, message: NETWORK };
  }
}
