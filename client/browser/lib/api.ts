/**
 * @module Every browser call to the JSON API: one shape for success and failure, read with the
 * envelope's own types (worker/contracts/envelope.ts), so the page and the Worker cannot disagree.
 */
import type { ApiErrorItem, Envelope, ErrorEnvelope, Paging } from '../../../worker/contracts/envelope';

export type ApiResult<T> =
  | { ok: true; status: number; data: T /** A list's page and total (paged answers only). */; paging?: Paging }
  | {
      ok: false;
      /** 0 when the request never got an answer (offline, aborted). */
      status: number;
      /** The first problem's message, and the field it names (if any). */
      message: string;
      path?: string;
      /** Every problem, for forms that show one message per field. */
      errors: ApiErrorItem[];
      retryAfter?: number;
      aborted?: boolean;
    };

const NETWORK = 'Something went wrong. Please check your connection and try again.';

/**
 * GET when there is no body, else POST (or `method`) with a JSON body. `signal` aborts (the result
 * then says `aborted`); `keepalive` lets a save outlive the page (settings flushed on leaving).
 */
export async function callApi<T>(
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
  init: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      ...init,
    });
    const json = (await res.json().catch(() => ({}))) as Partial<Envelope<T> & ErrorEnvelope>;
    if (res.ok) return { ok: true, status: res.status, data: json.data as T, ...(json.meta?.paging ? { paging: json.meta.paging } : {}) };
    const errors = json.errors ?? [];
    const retry = Number(res.headers.get('retry-after'));
    return {
      ok: false,
      status: res.status,
      message: errors[0]?.message ?? 'Something went wrong.',
      path: errors[0]?.path,
      errors,
      ...(retry > 0 ? { retryAfter: retry } : {}),
    };
  } catch {
    return { ok: false, status: 0, message: NETWORK, errors: [], aborted: init.signal?.aborted === true };
  }
}
