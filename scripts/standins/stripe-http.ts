/**
 * @module The wire of the local Stripe stand-in: Stripe's form encoding (`items[0][price]=…`, as
 * the stripe SDK and Stripe.js send it), Stripe's error envelope with its status codes (so the SDK
 * throws its typed errors: 400/404 StripeInvalidRequestError, 402 StripeCardError, 401
 * StripeAuthenticationError), list pages, and small HTTP helpers.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A decoded form: strings, nested objects and arrays (`a[0]=x` → `{ a: ['x'] }`). */
export type Params = { [key: string]: Param };
export type Param = string | Params | Param[];

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
}

/** Thrown by handlers; the server turns it into `{ error }` with this status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const invalid = (status: number, message: string, extra: Partial<StripeErrorBody> = {}) =>
  new StripeApiError(status, { type: 'invalid_request_error', message, ...extra });

export const fail = {
  /** An unknown id in the path: 404, as Stripe answers `GET /v1/customers/cus_nope`. */
  missing: (kind: string, id: string, param = 'id') => invalid(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param }),
  /** An unknown id inside the parameters: 400 with the parameter's name. */
  missingParamRef: (kind: string, id: string, param: string) =>
    invalid(400, `No such ${kind}: '${id}'`, { code: 'resource_missing', param }),
  required: (param: string) => invalid(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param }),
  unknown: (param: string) => invalid(400, `Received unknown parameter: ${param}`, { code: 'parameter_unknown', param }),
  badValue: (param: string, message: string) => invalid(400, message, { code: 'parameter_invalid_empty', param }),
  invalid: (message: string, extra: Partial<StripeErrorBody> = {}) => invalid(400, message, extra),
  auth: (message: string) => invalid(401, message),
  card: (code: string, message: string, extra: Partial<StripeErrorBody> = {}) =>
    new StripeApiError(402, { type: 'card_error', code, message, ...extra }),
};

/** Decodes `application/x-www-form-urlencoded` with Stripe's bracket nesting. */
export function decodeForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((p) => p.replace(/\]$/, ''))];
    let node: Params = root;
    path.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment; // `a[]=` appends
      if (i === path.length - 1) node[key] = value;
      else node = (typeof node[key] === 'object' ? node[key] : (node[key] = {})) as Params;
    });
  }
  return arrays(root) as Params;
}

/** `{ 0: x, 1: y }` → `[x, y]`, all the way down (the SDK sends arrays as indexed keys). */
function arrays(p: Param): Param {
  if (typeof p === 'string' || Array.isArray(p)) return p;
  const keys = Object.keys(p);
  const mapped = Object.fromEntries(keys.map((k) => [k, arrays(p[k]!)]));
  const indexed = keys.length > 0 && keys.every((k, i) => /^\d+$/.test(k) && keys.includes(String(i)));
  return indexed ? keys.sort((a, b) => Number(a) - Number(b)).map((k) => mapped[k]!) : mapped;
}

/** Reads one parameter as a string (undefined when absent; an object where a string belongs is a 400). */
export function str(p: Params, key: string, param = key): string | undefined {
  const v = p[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw fail.invalid(`Invalid string: ${param}`, { param });
  return v;
}

export function int(p: Params, key: string, param = key): number | undefined {
  const v = str(p, key, param);
  if (v === undefined || v === '') return undefined;
  if (!/^-?\d+$/.test(v)) throw fail.invalid(`Invalid integer: ${v}`, { param });
  return Number(v);
}

export function bool(p: Params, key: string, param = key): boolean | undefined {
  const v = str(p, key, param);
  if (v === undefined) return undefined;
  if (v !== 'true' && v !== 'false') throw fail.invalid(`Invalid boolean: ${v}`, { param });
  return v === 'true';
}

export function obj(p: Params, key: string, param = key): Params | undefined {
  const v = p[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw fail.invalid(`Invalid hash: ${param}`, { param });
  return v;
}

export function list(p: Params, key: string, param = key): Param[] | undefined {
  const v = p[key];
  if (v === undefined) return undefined;
  if (v === '') return [];
  if (!Array.isArray(v)) throw fail.invalid(`Invalid array: ${param}`, { param });
  return v;
}

/** metadata: string values; an empty string clears a key, as in Stripe. */
export function metadata(current: Record<string, string>, p: Params): Record<string, string> {
  const m = p.metadata;
  if (m === undefined) return current;
  if (m === '') return {};
  if (typeof m !== 'object' || Array.isArray(m)) throw fail.invalid('Invalid hash: metadata', { param: 'metadata' });
  const next = { ...current };
  for (const [k, v] of Object.entries(m)) {
    if (typeof v !== 'string') throw fail.invalid(`Invalid string: metadata[${k}]`, { param: `metadata[${k}]` });
    if (v === '') delete next[k];
    else next[k] = v;
  }
  return next;
}

/** Refuses parameters the route does not take, as Stripe does (`parameter_unknown`). */
export function onlyKeys(p: Params, allowed: readonly string[]): void {
  for (const key of Object.keys(p)) if (key !== 'expand' && !allowed.includes(key)) throw fail.unknown(key);
}

/** A Stripe list page: newest first, `limit` (1–100, default 10), `starting_after` / `ending_before`. */
export function page<T extends { id: string }>(all: T[], q: Params, url: string) {
  const limit = Math.min(Math.max(int(q, 'limit') ?? 10, 1), 100);
  const after = str(q, 'starting_after');
  const before = str(q, 'ending_before');
  let items = all;
  if (after) items = items.slice(items.findIndex((i) => i.id === after) + 1);
  if (before)
    items = items.slice(
      0,
      Math.max(
        items.findIndex((i) => i.id === before),
        0,
      ),
    );
  const data = before ? items.slice(-limit) : items.slice(0, limit);
  return { object: 'list' as const, data, has_more: items.length > data.length, url };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id like Stripe's: a prefix and random base62 (`cus_…`, `pi_…_secret_…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  return `${prefix}${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) reject(fail.invalid('Request body too large.'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Browsers call /v1 (Stripe.js stand-in) and load /v3 from the app's origin. */
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
  'access-control-max-age': '600',
};

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(`${JSON.stringify(body, null, 2)}\n`);
}
