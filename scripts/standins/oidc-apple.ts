/** @module Sign in with Apple's two differences, in front of the local provider's Apple service (oidc-services.ts). */

/*
 * /auth/authorize answers `response_mode=form_post` with a page that POSTs code and state to the
 * client, and /auth/token accepts only an ES256 client secret signed with the team's key
 * (kid = key id, iss = team id, sub = client id, aud = issuer), then lets the mock answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CryptoKey, jwtVerify } from 'jose';
import { escapeHtml } from './html.ts';

export interface AppleClient {
  clientId: string;
  teamId: string;
  keyId: string;
  /** PKCS8 PEM of the ES256 key the client signs its secret with (the Worker's AUTH_APPLE_PRIVATE_KEY). */
  privateKeyPem: string;
}

/** Apple's form_post answer: a page that POSTs the authorization response to the client. */
export function formPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with Apple (local stand-in)</title><link rel="icon" href="data:,"></head>` +
    `<body onload="document.forms[0].submit()"><main><h1>Signing you in…</h1>` +
    `<form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form>` +
    `</main></body></html>`
  );
}

async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function startAppleFront(o: {
  /** URL of a path on the mock's Apple service. */
  mockUrl: (path: string) => string;
  codePath: string;
  tokenPath: string;
  audience: () => string;
  client: AppleClient;
  publicKey: CryptoKey;
}) {
  return {
    /** The mock issues the code; with form_post the answer is a page that POSTs it. */
    async authorize(res: ServerResponse, url: URL): Promise<void> {
      const inner = await fetch(`${o.mockUrl(o.codePath)}${url.search}`, { redirect: 'manual' });
      const location = inner.headers.get('location');
      if (!location) {
        res.writeHead(inner.status, { 'content-type': inner.headers.get('content-type') ?? 'text/plain' }).end(await inner.text());
        return;
      }
      if (url.searchParams.get('response_mode') !== 'form_post') {
        res.writeHead(302, { location }).end();
        return;
      }
      const target = new URL(location);
      const fields = Object.fromEntries(target.searchParams);
      target.search = '';
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(formPostPage(target.href, fields));
    },

    /** Verifies the ES256 client secret, then relays the mock's token answer. */
    async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const raw = await readBody(req);
      const body = new URLSearchParams(raw);
      const answer = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(json));
      try {
        const { protectedHeader } = await jwtVerify(body.get('client_secret') ?? '', o.publicKey, {
          algorithms: ['ES256'],
          issuer: o.client.teamId,
          subject: o.client.clientId,
          audience: o.audience(),
          maxTokenAge: '180d',
          requiredClaims: ['iat', 'exp'],
        });
        if (protectedHeader.kid !== o.client.keyId) throw new Error('unknown kid');
        if (body.get('client_id') !== o.client.clientId) throw new Error("client_id differs from the secret's sub");
      } catch (err) {
        answer(400, { error: 'invalid_client', error_description: (err as Error).message ?? String(err) });
        return;
      }
      const inner = await fetch(o.mockUrl(o.tokenPath), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: raw,
      });
      answer(inner.status, await inner.json());
    },
  };
}
