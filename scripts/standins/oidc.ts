/** @module The local social sign-in provider: Google, Facebook, X and Apple on one 127.0.0.1 port, so `npm start` and the tests sign in offline through the same redirects and calls as in production. */

/*
 * Four real oauth2-mock-server services (one issuer, key set and client per provider, in
 * oidc-services.ts) behind one HTTP server, each under its own prefix: /google/…, /facebook/…,
 * /twitter/…, /apple/…. Apple's form_post authorize page and ES256 client secret are oidc-apple.ts.
 * Who signs in is a deterministic demo person per provider; a test picks another person or forces
 * a failure with `login_hint` (the grammar is in oidc-identity.ts).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI } from 'jose';
import { type AppleClient, startAppleFront } from './oidc-apple.ts';
import { OIDC_PROVIDERS, type OidcProvider } from './oidc-identity.ts';
import { createServices, ENDPOINTS, type OidcClients } from './oidc-services.ts';
import type { StandIn } from './stand-in.ts';

export { type AppleClient, formPostPage } from './oidc-apple.ts';
export { DEMO_IDENTITIES, type DemoIdentity, identityFor, OIDC_PROVIDERS, type OidcProvider } from './oidc-identity.ts';

export interface OidcProviderStandIn extends StandIn {
  vars: Record<string, string>;
  /** http://127.0.0.1:<port>/<provider> — each provider's issuer and URL prefix. */
  issuer(provider: OidcProvider): string;
  clients: OidcClients;
  apple: AppleClient;
}

/** The Worker's AUTH_* variables pointing at this provider (start.ts passes them to `wrangler dev --var`). */
function workerVars(issuer: (p: OidcProvider) => string, clients: OidcClients, apple: AppleClient): Record<string, string> {
  const at = (p: OidcProvider, path: string) => `${issuer(p)}${path}`;
  // A PEM through `wrangler dev --var` stays on one line; the Worker turns "\n" back into newlines.
  const pemOneLine = apple.privateKeyPem.trim().replace(/\n/g, '\\n');
  return {
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
}

export async function startOidcProvider(options: { port?: number } = {}): Promise<OidcProviderStandIn> {
  const clients = Object.fromEntries(
    OIDC_PROVIDERS.map((p) => [p, { clientId: `edgewire-local-${p}`, clientSecret: randomBytes(24).toString('base64url') }]),
  ) as OidcClients;
  const appleKeys = await generateKeyPair('ES256', { extractable: true });
  const apple: AppleClient = {
    clientId: clients.apple.clientId,
    teamId: 'EDGEWIRE01',
    keyId: 'LOCALKEY01',
    privateKeyPem: await exportPKCS8(appleKeys.privateKey),
  };
  const applePublic = await importSPKI(await exportSPKI(appleKeys.publicKey), 'ES256');

  // The port is known only once listening; issuer() is called after that.
  let base = '';
  const issuer = (p: OidcProvider) => `${base}/${p}`;
  const services = await createServices(clients);

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
    // Each service serves its own endpoints from the root: strip the provider prefix.
    req.url = sub + url.search;
    services[provider].requestHandler(req, res);
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const p of OIDC_PROVIDERS) services[p].issuer.url = issuer(p);

  return {
    name: 'oidc',
    url: `${base}/`,
    vars: workerVars(issuer, clients, apple),
    issuer,
    clients,
    apple,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
