/** @module The local sign-in provider's four oauth2-mock-server services, with the hooks that make each behave like the real provider it stands in for. */

/*
 *   google    OIDC: /o/oauth2/v2/auth, /token, /oauth2/v3/certs (id_token with email, email_verified)
 *   facebook  OAuth 2.0: /dialog/oauth, /oauth/access_token, /me?fields=id,name,email
 *   twitter   OAuth 2.0 + PKCE, confidential client (HTTP Basic): /i/oauth2/authorize,
 *             /2/oauth2/token, /2/users/me → { data: { id, name, username, confirmed_email? } }
 *   apple     OIDC; its public /auth/authorize and /auth/token are oidc-apple.ts, which call the
 *             internal endpoints below.
 * Every provider checks what a real one checks, so the Worker's mistakes fail here as they would
 * in production: a registered client id and secret, the redirect_uri of the authorize call,
 * single-use codes, the PKCE verifier (S256).
 */
import type { IncomingMessage } from 'node:http';
import {
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  OAuth2Issuer,
  OAuth2Service,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import {
  type DemoIdentity,
  forcedError,
  forcedFailure,
  type Hint,
  identityFor,
  OIDC_PROVIDERS,
  type OidcProvider,
  parseHint,
  spoilIdToken,
} from './oidc-identity.ts';

/** Paths of each provider below its prefix (the mock's own endpoints, renamed like the real ones). */
export const ENDPOINTS = {
  google: { authorize: '/o/oauth2/v2/auth', token: '/token', jwks: '/oauth2/v3/certs', userinfo: '/v1/userinfo' },
  facebook: { authorize: '/dialog/oauth', token: '/oauth/access_token', jwks: '/jwks', userinfo: '/me' },
  twitter: { authorize: '/i/oauth2/authorize', token: '/2/oauth2/token', jwks: '/jwks', userinfo: '/2/users/me' },
  // The form_post front answers /auth/authorize and /auth/token and calls these internal ones.
  apple: { authorize: '/auth/authorize-code', token: '/auth/token-code', jwks: '/auth/keys', userinfo: '/auth/userinfo' },
} as const;

export type OidcClients = Record<OidcProvider, { clientId: string; clientSecret: string }>;

/** What an authorize call granted, kept until its code is exchanged (then by access token). */
interface Grant {
  provider: OidcProvider;
  clientId: string;
  redirectUri: string;
  scope: string;
  pkce: boolean;
  identity: DemoIdentity;
  hint: Hint;
  expires: number;
}

const CODE_TTL_MS = 5 * 60_000;
// A long `npm start` must not grow without bound: the oldest entries go first.
const MAX_GRANTS = 5000;

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= MAX_GRANTS) map.delete(map.keys().next().value!);
  map.set(key, value);
}

const bearer = (req: IncomingMessage) => /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

/** HTTP Basic client credentials (RFC 6749 §2.3.1: each part form-urlencoded). */
function basicClient(req: IncomingMessage): { id: string; secret: string } | null {
  const m = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 0) return null;
  const dec = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  return { id: dec(decoded.slice(0, i)), secret: dec(decoded.slice(i + 1)) };
}

/** The user-info answer in each provider's own shape, with only what the granted scopes allow. */
function userinfoBody(provider: OidcProvider, grant: Grant, url: URL): Record<string, unknown> {
  const id = grant.identity;
  const scopes = grant.scope.split(/[\s,]+/);
  if (provider === 'facebook') {
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
    const out: Record<string, string> = { id: id.sub };
    if (fields.includes('name')) out.name = id.name;
    // Facebook only ever returns a confirmed address, and only with the email permission.
    if (fields.includes('email') && scopes.includes('email') && id.email && id.emailVerified) out.email = id.email;
    return out;
  }
  if (provider === 'twitter') {
    const fields = (url.searchParams.get('user.fields') ?? '').split(',');
    const data: Record<string, string> = { id: id.sub, name: id.name, username: id.username ?? `user${id.sub}` };
    if (fields.includes('confirmed_email') && scopes.includes('users.email') && id.email && id.emailVerified)
      data.confirmed_email = id.email;
    return { data };
  }
  return { sub: id.sub, name: id.name, ...(id.email ? { email: id.email, email_verified: id.emailVerified } : {}) };
}

/** One service per provider. Codes and access tokens share one map; the client checks keep each to the client it was issued to. */
export async function createServices(clients: OidcClients): Promise<Record<OidcProvider, OAuth2Service>> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const services = {} as Record<OidcProvider, OAuth2Service>;

  for (const provider of OIDC_PROVIDERS) {
    const iss = new OAuth2Issuer();
    await iss.keys.generate('RS256');
    const service = new OAuth2Service(iss, { ...ENDPOINTS[provider] });
    services[provider] = service;

    service.on('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri, req: IncomingMessage & { query: Record<string, unknown> }) => {
      const q = req.query;
      const str = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : '');
      const code = url.searchParams.get('code');
      const refuse = (error: string) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', error);
      };
      if (str('client_id') !== clients[provider].clientId) return refuse('unauthorized_client');
      const hint = parseHint(str('login_hint'));
      const error = forcedError(hint);
      if (error) return refuse(error);
      if (!code) return;
      remember(grants, code, {
        provider,
        clientId: str('client_id'),
        redirectUri: str('redirect_uri'),
        scope: str('scope'),
        pkce: Boolean(str('code_challenge')),
        identity: identityFor(provider, hint),
        hint,
        expires: Date.now() + CODE_TTL_MS,
      });
    });

    service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequestIncomingMessage) => {
      const grant = req.body.code ? grants.get(req.body.code) : undefined;
      if (!grant) return;
      const p = token.payload;
      p.sub = grant.identity.sub;
      if ('amr' in p) {
        p.scope = grant.scope; // the access token
        return;
      }
      // The id_token (google, apple).
      if (grant.identity.email) {
        p.email = grant.identity.email;
        // Apple sends the flag as a string, Google as a boolean; the Worker takes both.
        p.email_verified = provider === 'apple' ? String(grant.identity.emailVerified) : grant.identity.emailVerified;
      }
      if (provider === 'google') p.name = grant.identity.name;
      spoilIdToken(p, grant.hint);
    });

    service.on(
      'beforeResponse',
      (response: MutableResponse, req: TokenRequestIncomingMessage & { headers: IncomingMessage['headers'] }) => {
        const body = req.body as unknown as Record<string, string | undefined>;
        if (body.grant_type !== 'authorization_code') {
          response.statusCode = 400;
          response.body = { error: 'unsupported_grant_type' };
          return;
        }
        const grant = body.code ? grants.get(body.code) : undefined;
        if (body.code) grants.delete(body.code); // single use, whatever happens next
        const fail = (error: string, description: string) => {
          response.statusCode = 400;
          response.body = { error, error_description: description };
        };
        if (!grant || grant.expires < Date.now()) return fail('invalid_grant', 'unknown, used or expired code');
        // Client authentication: twitter is a confidential client using HTTP Basic; apple's secret is
        // checked by its front (/auth/token); the others post their secret in the body.
        const basic = basicClient(req);
        const client = provider === 'twitter' ? basic : { id: body.client_id ?? '', secret: body.client_secret ?? '' };
        if (!client || client.id !== clients[provider].clientId) return fail('invalid_client', 'unknown client');
        if (provider !== 'apple' && client.secret !== clients[provider].clientSecret) return fail('invalid_client', 'wrong client secret');
        if (grant.clientId !== client.id) return fail('invalid_grant', 'code issued to another client');
        if (body.redirect_uri !== grant.redirectUri) return fail('invalid_grant', 'redirect_uri differs from the authorize call');
        if (grant.pkce && !body.code_verifier) return fail('invalid_grant', 'code_verifier required');
        if (forcedFailure(grant.hint, 'token')) return fail('invalid_grant', 'forced by login_hint');
        const out = response.body as Record<string, unknown>;
        if (provider === 'facebook' || provider === 'twitter') delete out.id_token; // plain OAuth 2.0
        if (typeof out.access_token === 'string') remember(accessTokens, out.access_token, grant);
      },
    );

    service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const token = bearer(req) ?? url.searchParams.get('access_token') ?? '';
      const grant = accessTokens.get(token);
      if (!grant) {
        response.statusCode = 401;
        response.body = { error: 'invalid_token' };
        return;
      }
      if (forcedFailure(grant.hint, 'userinfo')) {
        response.statusCode = 500;
        response.body = { error: 'server_error' };
        return;
      }
      response.body = userinfoBody(provider, grant, url);
    });
  }
  return services;
}
