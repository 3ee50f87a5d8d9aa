/** @module The one error type. Everything that should reach a client as an error is an AppError. */
import type { ApiErrorItem, ErrorCode } from '../contracts/envelope';

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 502,
    readonly items: ApiErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(items[0]?.message ?? 'Error');
  }

  static of(status: AppError['status'], code: ErrorCode, message: string, path?: string) {
    return new AppError(status, [path ? { message, code, path } : { message, code }]);
  }
}

export const notFound = (message = 'Not found') => AppError.of(404, 'not_found', message);
export const badRequest = (message: string, path?: string) => AppError.of(400, 'validation', message, path);
export const unauthorized = (message = 'No JWT exists in current session') => AppError.of(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden', path?: string) => AppError.of(403, 'forbidden', message, path);
export const plusRequired = (message: string) => AppError.of(403, 'plus_required', message);
export const conflict = (message: string, path?: string) => AppError.of(409, 'conflict', message, path);
export const payloadTooLarge = (message: string, path?: string) => AppError.of(413, 'payload_too_large', message, path);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, [{ message, code: 'rate_limited' }], { 'Retry-After': String(retryAfterSeconds) });
