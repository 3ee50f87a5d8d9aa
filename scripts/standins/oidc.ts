/**
 * @module The local social sign-in provider: four real oauth2-mock-server services (one issuer,
 * key set and client per provider) behind one HTTP server on 127.0.0.1, so "Continue with Google,
 * Facebook, X or Apple" works offline through the same redirects, token calls and user-info calls
 * as in production:
 *
 *   /google/…    OIDC: /o/oauth2/v2/auth, /token, /oauth2/v3/certs (id_token with email, email_verified)
 *   /facebook/…  OAuth 2.0: /dialog/oauth, /oauth/access_token, /me?fields=id,name,email
 *   /twitter/…   OAuth 2.0 + PKCE, confidential client (HTTP Basic): /i/oauth2/authorize,
 *                /2/oauth2/token, /2/users/me → { data: { id, name, username, confirmed_email? } }
 *   /apple/…     OIDC with response_mode=form_post: /auth/authorize answers an auto-submitting form
 *                that POSTs code and state to the client; /auth/token checks the ES256 client secret
 *                (iss = team id, sub = client id, aud = issuer, kid = key id) with the public half of
 *                the key generated at start; /auth/keys is the JWK set.
 *
 * Every provider checks what a real one checks: a registered client id and secret, the
 * redirect_uri of the authorize call, single-use codes, the PKCE verifier (S256).
 *
 * Who signs in: a deterministic demo identity per provider (DEMO_IDENTITIES). A test can choose
 * another identity or force a failure with `login_hint` on the authorize URL (the Worker passes
 * `?login_hint=` of /auth/{provider}/start through), written as URL parameters:
 *   sub=…, email=…, email_verified=false, name=…, username=…  another person ("email=" for none)
 *   error=access_denied (or any code)   the authorize step answers that error instead of a code
 *   fail=token | fail=userinfo           that call answers an error
 *   nonce=…, aud=…, iss=…, expired=1     a wrong claim in the id_token
 * e.g. login_hint=sub%3Dx-42%26email%3D (X person 42 without e-mail).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI } from 'jose';
import {
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  OAuth2Issuer,
  OAuth2Service,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import type { StandIn } from './index.ts';
import { type AppleClient, startAppleFront } from './oidc-apple.ts';

export { type AppleClient, formPostPage } from './oidc-apple.ts';

export const OIDC_PROVIDERS = ['google', 'facebook', 'twitter', 'apple'] as const;
export type OidcProvider = (typeof OIDC_PROVIDERS)[number];

export interface DemoIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  username?: string;
}

/** Who signs in when no login_hint says otherwise. Google's person is the seeded demo reader. */
export const DEMO_IDENTITIES: Record<OidcProvider, DemoIdentity> = {
  google: { sub: 'google-demo', email: 'reader@edgewire.test', emailVerified: true, name: 'Demo Reader' },
  facebook: { sub: '10000000000000001', email: 'fb.reader@example.com', emailVerified: true, name: 'Facebook Reader' },
  twitter: { sub: '1600000000000000001', email: null, emailVerified: false, name: 'X Reader', username: 'x_reader' },
  apple: { sub: '000001.apple-demo.0001', email: 'apple.reader@example.com', emailVerified: true, name: 'Apple Reader' },
};

/** Paths of each provider below its prefix (the mock's own endpoints, renamed like the real ones). */
const ENDPOINTS = {
  google: { authorize: '/o/oauth2/v2/auth', token: '/token', jwks: '/oauth2/v3/certs', userinfo: '/v1/userinfo' },
  facebook: { authorize: '/dialog/oauth', token: '/oauth/access_token', jwks: '/jwks', userinfo: '/me' },
  twitter: { authorize: '/i/oauth2/authorize', token: '/2/oauth2/token', jwks: '/jwks', userinfo: '/2/users/me' },
  // The form_post front answers /auth/authorize and /auth/token and calls these internal ones.
  apple: { authorize: '/auth/authorize-code', token: '/auth/token-code', jwks: '/auth/keys', userinfo: '/auth/userinfo' },
} as const;

export interface OidcProviderStandIn extends StandIn {
  vars: Record<string, string>;
  /** http://127.0.0.1:<port>/<provider> — each provider's issuer and URL prefix. */
  issuer(provider: OidcProvider): string;
  clients: Record<OidcProvider, { clientId: string; clientSecret: string }>;
  apple: AppleClient;
}

type Hint = URLSearchParams;
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
const MAX_GRANTS = 5000;

/** The identity a login_hint asks for, starting from the provider's demo person. */
export function identityFor(provider: OidcProvider, hint: Hint): DemoIdentity {
  const base = DEMO_IDENTITIES[provider];
  const id: DemoIdentity = { ...base };
  if (hint.has('sub')) id.sub = hint.get('sub')!;
  if (hint.has('email')) {
    id.email = hint.get('email') || null;
    id.emailVerified = Boolean(id.email);
  }
  if (hint.has('email_verified')) id.emailVerified = hint.get('email_verified') === 'true';
  if (hint.has('name')) id.name = hint.get('name')!;
  if (hint.has('username')) id.username = hint.get('username')!;
  // Another person without an explicit sub must not become the demo person.
  if (!hint.has('sub') && hint.has('email') && id.email !== base.email) id.sub = `${base.sub}-${id.email ?? 'no-email'}`;
  return id;
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

export async function startOidcProvider(options: { port?: number } = {}): Promise<OidcProviderStandIn> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const clients = Object.fromEntries(
    OIDC_PROVIDERS.map((p) => [p, { clientId: `edgewire-local-${p}`, clientSecret: randomBytes(24).toString('base64url') }]),
  ) as Record<OidcProvider, { clientId: string; clientSecret: string }>;
  const appleKeys = await generateKeyPair('ES256', { extractable: true });
  const apple: AppleClient = {
    clientId: clients.apple.clientId,
    teamId: 'EDGEWIRE01',
    keyId: 'LOCALKEY01',
    privateKeyPem: await exportPKCS8(appleKeys.privateKey),
  };
  const applePublic = await importSPKI(await exportSPKI(appleKeys.publicKey), 'ES256');

  let base = '';
  const issuer = (p: OidcProvider) => `${base}/${p}`;
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
      const hint = new URLSearchParams(str('login_hint'));
      if (hint.get('error')) return refuse(hint.get('error')!);
      if (!code) return;
      if (grants.size >= MAX_GRANTS) grants.delete(grants.keys().next().value!);
      grants.set(code, {
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
      const h = grant.hint;
      if (h.has('nonce')) p.nonce = h.get('nonce')!;
      if (h.has('aud')) p.aud = h.get('aud')!;
      if (h.has('iss')) p.iss = h.get('iss')!;
      if (h.get('expired') === '1') {
        p.iat -= 7200;
        p.nbf -= 7200;
        p.exp = Math.floor(Date.now() / 1000) - 3600;
      }
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
        if (grant.hint.get('fail') === 'token') return fail('invalid_grant', 'forced by login_hint');
        const out = response.body as Record<string, unknown>;
        if (provider === 'facebook' || provider === 'twitter') delete out.id_token; // plain OAuth 2.0
        if (typeof out.access_token === 'string') {
          if (accessTokens.size >= MAX_GRANTS) accessTokens.delete(accessTokens.keys().next().value!);
          accessTokens.set(out.access_token, grant);
        }
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
      if (grant.hint.get('fail') === 'userinfo') {
        response.statusCode = 500;
        response.body = { error: 'server_error' };
        return;
      }
      const id = grant.identity;
      const scopes = grant.scope.split(/[\s,]+/);
      if (provider === 'facebook') {
        const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
        const out: Record<string, string> = { id: id.sub };
        if (fields.includes('name')) out.name = id.name;
        // Facebook only ever returns a confirmed address, and only with the email permission.
        if (fields.includes('email') && scopes.includes('email') && id.email && id.emailVerified) out.email = id.email;
        response.body = out;
      } else if (provider === 'twitter') {
        const fields = (url.searchParams.get('user.fields') ?? '').split(',');
        const data: Record<string, string> = { id: id.sub, name: id.name, username: id.username ?? `user${id.sub}` };
        if (fields.includes('confirmed_email') && scopes.includes('users.email') && id.email && id.emailVerified)
          data.confirmed_email = id.email;
        response.body = { data };
      } else {
        response.body = { sub: id.sub, name: id.name, ...(id.email ? { email: id.email, email_verified: id.emailVerified } : {}) };
      }
    });
  }

  const appleFront = startAppleFront({
    mockUrl: (path) => `${issuer('apple')}${path}`,
    codePath: ENDPOINTS.apple.authorize,
    tokenPath: ENDPOINTS.apple.token,
    audience: () => issuer('apple'),
    client: apple,
    publicKey: applePublic,
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base || 'http://127.0.0.1');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    const provider = OIDC_PROVIDERS.find((p) => p === prefix);
    const fail = (err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'server_error', error_description: String(err) }));
    };
    if (!provider) {
      res.writeHead(url.pathname === '/' ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(
        url.pathname === '/'
          ? `Edgewire local sign-in provider\n${OIDC_PROVIDERS.map((p) => `${p}: ${issuer(p)}`).join('\n')}\n`
          : 'not found\n',
      );
      return;
    }
    const sub = `/${rest.join('/')}`;
    if (provider === 'apple' && sub === '/auth/authorize' && req.method === 'GET') return void appleFront.authorize(res, url).catch(fail);
    if (provider === 'apple' && sub === '/auth/token' && req.method === 'POST') return void appleFront.token(req, res).catch(fail);
    req.url = sub + url.search;
    services[provider].requestHandler(req, res);
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const p of OIDC_PROVIDERS) services[p].issuer.url = issuer(p);

  const at = (p: OidcProvider, path: string) => `${issuer(p)}${path}`;
  // A PEM through `wrangler dev --var` stays on one line; the Worker turns "\n" back into newlines.
  const pemOneLine = apple.privateKeyPem.trim().replace(/\n/g, '\\n');
  const vars: Record<string, string> = {
    AUTH_GOOGLE_ISSUER: issuer('google'),
    AUTH_GOOGLE_AUTHORIZE_URL: at('google', ENDPOINTS.google.authorize),
    AUTH_GOOGLE_TOKEN_URL: at('google', ENDPOINTS.google.token),
    AUTH_GOOGLE_JWKS_URL: at('google', ENDPOINTS.google.jwks),
    AUTH_GOOGLE_CLIENT_ID: clients.google.clientId,
    AUTH_GOOGLE_CLIENT_SECRET: clients.google.clientSecret,
    AUTH_FACEBOOK_AUTHORIZE_URL: at('facebook', ENDPOINTS.facebook.authorize),
    AUTH_FACEBOOK_TOKEN_URL: at('facebook', ENDPOINTS.facebook.token),
    AUTH_FACEBOOK_USERINFO_URL: at('facebook', ENDPOINTS.facebook.userinfo),
    AUTH_FACEBOOK_CLIENT_ID: clients.facebook.clientId,
    AUTH_FACEBOOK_CLIENT_SECRET: clients.facebook.clientSecret,
    AUTH_TWITTER_AUTHORIZE_URL: at('twitter', ENDPOINTS.twitter.authorize),
    AUTH_TWITTER_TOKEN_URL: at('twitter', ENDPOINTS.twitter.token),
    AUTH_TWITTER_USERINFO_URL: at('twitter', ENDPOINTS.twitter.userinfo),
    AUTH_TWITTER_CLIENT_ID: clients.twitter.clientId,
    AUTH_TWITTER_CLIENT_SECRET: clients.twitter.clientSecret,
    AUTH_APPLE_ISSUER: issuer('apple'),
    AUTH_APPLE_AUTHORIZE_URL: at('apple', '/auth/authorize'),
    AUTH_APPLE_TOKEN_URL: at('apple', '/auth/token'),
    AUTH_APPLE_JWKS_URL: at('apple', ENDPOINTS.apple.jwks),
    AUTH_APPLE_CLIENT_ID: apple.clientId,
    AUTH_APPLE_TEAM_ID: apple.teamId,
    AUTH_APPLE_KEY_ID: apple.keyId,
    AUTH_APPLE_PRIVATE_KEY: pemOneLine,
  };

  return {
    name: 'oidc',
    url: `${base}/`,
    vars,
    issuer,
    clients,
    apple,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
