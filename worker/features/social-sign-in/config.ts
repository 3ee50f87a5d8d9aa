/**
 * @module Social providers as configuration: endpoints, client ids and secrets come from Env
 * (wrangler.toml [vars] + secrets), so production, the local stand-in and tests differ only there.
 */
import type { SocialProvider } from '../../contracts/auth';

type Common = {
  provider: SocialProvider;
  clientId: string;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
};

/** OpenID Connect: the identity is the verified id_token (google, apple). */
export type OidcProvider = Common & {
  kind: 'oidc';
  issuer: string;
  /** Issuers accepted in `iss` (Google also signs with the bare host name). */
  issuers: string[];
  jwksUrl: string;
  responseMode: 'query' | 'form_post';
  client: { auth: 'post'; secret: string } | { auth: 'apple-jwt'; teamId: string; keyId: string; privateKey: string };
};

/** Plain OAuth 2.0: the identity comes from a user-info call with the access token (facebook, twitter). */
export type OAuthProvider = Common & {
  kind: 'oauth2';
  userinfoUrl: string;
  client: { auth: 'post' | 'basic'; secret: string };
};

export type ProviderConfig = OidcProvider | OAuthProvider;

/** The provider's configuration, or null when it is switched off (no client id or no secret). */
export function providerConfig(env: Env, provider: SocialProvider): ProviderConfig | null {
  const cfg = build(env, provider);
  if (!cfg.clientId || !cfg.authorizeUrl || !cfg.tokenUrl) return null;
  const c = cfg.client;
  if (c.auth === 'apple-jwt' ? !c.teamId || !c.keyId || !c.privateKey : !c.secret) return null;
  return cfg;
}

/** What every provider has, from its `AUTH_<PROVIDER>_…` variables. */
function endpoints(env: Env, provider: SocialProvider) {
  const prefix = `AUTH_${provider.toUpperCase() as Uppercase<SocialProvider>}` as const;
  return {
    provider,
    clientId: env[`${prefix}_CLIENT_ID`],
    authorizeUrl: env[`${prefix}_AUTHORIZE_URL`],
    tokenUrl: env[`${prefix}_TOKEN_URL`],
  };
}

function build(env: Env, provider: SocialProvider): ProviderConfig {
  const common = endpoints(env, provider);
  switch (provider) {
    case 'google': {
      const keys = signingKeys(env, provider);
      const client = { auth: 'post' as const, secret: env.AUTH_GOOGLE_CLIENT_SECRET ?? '' };
      return { ...common, ...keys, issuers: googleIssuers(keys.issuer), scope: 'openid email profile', responseMode: 'query', client };
    }
    case 'apple': {
      const keys = signingKeys(env, provider);
      const { AUTH_APPLE_TEAM_ID: teamId, AUTH_APPLE_KEY_ID: keyId, AUTH_APPLE_PRIVATE_KEY: privateKey = '' } = env;
      // Apple only sends name and e-mail with form_post; the id_token comes with any scope.
      const asked = { scope: 'name email', responseMode: 'form_post' as const };
      return { ...common, ...keys, issuers: [keys.issuer], ...asked, client: { auth: 'apple-jwt', teamId, keyId, privateKey } };
    }
    case 'facebook':
    case 'twitter':
      return oauth2(env, provider);
  }
}

// How each plain OAuth 2.0 provider is asked. X grants users.email only to apps it approved for it;
// without it there is no e-mail.
const OAUTH2 = {
  facebook: { scope: 'email public_profile', auth: 'post' },
  twitter: { scope: 'tweet.read users.read users.email', auth: 'basic' },
} as const;

/** A plain OAuth 2.0 provider: who signed in comes from its user-info endpoint. */
function oauth2(env: Env, provider: keyof typeof OAUTH2): OAuthProvider {
  const prefix = `AUTH_${provider.toUpperCase() as Uppercase<typeof provider>}` as const;
  const { scope, auth } = OAUTH2[provider];
  const client = { auth, secret: env[`${prefix}_CLIENT_SECRET`] ?? '' };
  return { ...endpoints(env, provider), kind: 'oauth2', userinfoUrl: env[`${prefix}_USERINFO_URL`], scope, client };
}

/** Where an OpenID provider's id_tokens come from and the keys that sign them, from its variables. */
function signingKeys(env: Env, provider: 'google' | 'apple') {
  const prefix = `AUTH_${provider.toUpperCase() as Uppercase<typeof provider>}` as const;
  return { kind: 'oidc' as const, jwksUrl: env[`${prefix}_JWKS_URL`], issuer: env[`${prefix}_ISSUER`] };
}

/** Google's id_tokens carry `https://accounts.google.com` or `accounts.google.com`. */
function googleIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

/** The authorization request (RFC 6749 §4.1.1 + PKCE RFC 7636 + OIDC nonce). */
export function authorizeUrl(
  cfg: ProviderConfig,
  p: { redirectUri: string; state: string; nonce: string | null; codeChallenge: string; loginHint?: string | null },
): string {
  const url = new URL(cfg.authorizeUrl);
  const q = url.searchParams;
  q.set('response_type', 'code');
  q.set('client_id', cfg.clientId);
  q.set('redirect_uri', p.redirectUri);
  q.set('scope', cfg.scope);
  q.set('state', p.state);
  q.set('code_challenge', p.codeChallenge);
  q.set('code_challenge_method', 'S256');
  if (cfg.kind === 'oidc') {
    if (p.nonce) q.set('nonce', p.nonce);
    if (cfg.responseMode === 'form_post') q.set('response_mode', 'form_post');
  }
  if (p.loginHint) q.set('login_hint', p.loginHint);
  return url.href;
}
