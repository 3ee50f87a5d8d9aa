/**
 * @module The stand-in's `/v1` REST API: a table of routes (stripe-routes-*.ts) behind Stripe's
 * rules — API keys (the secret key everywhere; the publishable key only where Stripe.js may call,
 * passed as `key` like Stripe.js does), unknown parameters refused, `expand[]`, and idempotency
 * keys: the same key with the same request answers the same (`Idempotent-Replayed: true`) and
 * creates nothing; the same key with other parameters is an idempotency_error.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { expand } from './stripe-expand.ts';
import { CORS, decodeForm, fail, newId, onlyKeys, type Params, readBody, StripeApiError, sendJson } from './stripe-http.ts';
import type { Billing } from './stripe-payments.ts';

export interface ApiCall {
  params: Record<string, string>;
  body: Params;
  /** Called with the publishable key (from a browser, through the Stripe.js stand-in). */
  publishable: boolean;
  b: Billing;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** The parameters it takes besides `expand` (Stripe refuses any other). */
  keys: readonly string[];
  /** May be called with the publishable key. */
  publishable?: boolean;
  run(call: ApiCall): object;
}

interface Compiled extends Route {
  pattern: RegExp;
  names: string[];
}

export interface ApiKeys {
  secret: string;
  publishable: string;
}

interface Remembered {
  request: string;
  status: number;
  body: unknown;
}

export class StripeApi {
  private readonly routes: Compiled[];
  private idempotency = new Map<string, Remembered>();

  constructor(
    routes: Route[],
    private readonly b: Billing,
    private readonly keys: ApiKeys,
    private readonly apiVersion: string,
  ) {
    this.routes = routes.map((r) => {
      const names: string[] = [];
      const source = r.path.replace(/:(\w+)/g, (_, n: string) => {
        names.push(n);
        return '([^/]+)';
      });
      return { ...r, names, pattern: new RegExp(`^${source}$`) };
    });
  }

  reset(): void {
    this.idempotency.clear();
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = newId('req_', 14);
    const headers = { ...CORS, 'request-id': requestId, 'stripe-version': this.apiVersion };
    const method = req.method ?? 'GET';
    let replayKey: string | null = null;
    let raw = '';
    try {
      raw = method === 'POST' ? await readBody(req) : url.search.slice(1);
      const body = decodeForm(raw);
      const publishable = this.authenticate(req, body);
      const route = this.match(method, url.pathname);
      if (!route.found) throw fail.invalid(`Unrecognized request URL (${method}: ${url.pathname}).`);
      if (publishable && !route.found.publishable)
        throw fail.auth('This API call cannot be made with a publishable API key. Please use a secret API key.');
      const key = header(req, 'idempotency-key');
      if (method === 'POST' && key) {
        replayKey = `${publishable ? 'pk' : 'sk'}:${key}`;
        const seen = this.idempotency.get(replayKey);
        const request = `${method} ${url.pathname} ${raw}`;
        if (seen && seen.request !== request)
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        if (seen) return sendJson(res, seen.status, seen.body, { ...headers, 'idempotent-replayed': 'true', 'idempotency-key': key });
      }
      const { expand: paths, ...params } = body;
      onlyKeys(params, route.found.keys);
      this.b.hooks.request = { id: requestId, idempotency_key: key };
      let answer: object;
      try {
        answer = route.found.run({ params: route.params, body: params, publishable, b: this.b });
      } finally {
        this.b.hooks.request = null;
      }
      const out = expand(this.b, answer, paths);
      this.remember(replayKey, `${method} ${url.pathname} ${raw}`, 200, out);
      sendJson(res, 200, out, headers);
    } catch (err) {
      const status = err instanceof StripeApiError ? err.status : 500;
      const error = err instanceof StripeApiError ? err.body : { type: 'api_error', message: `Stand-in error: ${String(err)}` };
      // Stripe keeps the answer of a request that ran (a decline included), not of one refused at the door.
      if (status === 402) this.remember(replayKey, `${method} ${url.pathname} ${raw}`, status, { error });
      sendJson(res, status, { error }, headers);
    }
  }

  private remember(key: string | null, request: string, status: number, body: unknown): void {
    if (key) this.idempotency.set(key, { request, status, body });
  }

  private authenticate(req: IncomingMessage, body: Params): boolean {
    const auth = header(req, 'authorization') ?? '';
    let key = /^Bearer (.+)$/i.exec(auth)?.[1];
    const basic = /^Basic (.+)$/i.exec(auth)?.[1];
    if (basic) key = Buffer.from(basic, 'base64').toString('utf8').replace(/:.*$/, '');
    // Stripe.js sends the publishable key as a form field, which keeps its requests "simple" (no preflight).
    if (!key && typeof body.key === 'string') key = body.key;
    delete body.key;
    if (!key)
      throw fail.auth(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    if (key === this.keys.secret) return false;
    if (key === this.keys.publishable) return true;
    throw fail.auth(`Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}`);
  }

  private match(method: string, path: string): { found?: Compiled; params: Record<string, string> } {
    for (const r of this.routes) {
      const m = r.method === method ? r.pattern.exec(path) : null;
      if (m) return { found: r, params: Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
    }
    return { params: {} };
  }
}

function header(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}
