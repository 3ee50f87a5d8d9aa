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
    case 'google':
      return {
        ...common,
        kind: 'oidc',
        jwksUrl: env.AUTH_GOOGLE_JWKS_URL,
        issuer: env.AUTH_GOOGLE_ISSUER,
        issuers: googleIssuers(env.AUTH_GOOGLE_ISSUER),
        scope: 'openid email profile',
        responseMode: 'query',
        client: { auth: 'post', secret: env.AUTH_GOOGLE_CLIENT_SECRET ?? '' },
      };
    case 'apple':
      return {
        ...common,
        kind: 'oidc',
        jwksUrl: env.AUTH_APPLE_JWKS_URL,
        issuer: env.AUTH_APPLE_ISSUER,
        issuers: [env.AUTH_APPLE_ISSUER],
        // Apple only sends name and e-mail with form_post; the id_token comes with any scope.
        scope: 'name email',
        responseMode: 'form_post',
        client: {
          auth: 'apple-jwt',
          teamId: env.AUTH_APPLE_TEAM_ID,
          keyId: env.AUTH_APPLE_KEY_ID,
          privateKey: env.AUTH_APPLE_PRIVATE_KEY ?? '',
        },
      };
    case 'facebook':
      return {
        ...common,
        kind: 'oauth2',
        userinfoUrl: env.AUTH_FACEBOOK_USERINFO_URL,
        scope: 'email public_profile',
        client: { auth: 'post', secret: env.AUTH_FACEBOOK_CLIENT_SECRET ?? '' },
      };
    case 'twitter':
      return {
        ...common,
        kind: 'oauth2',
        userinfoUrl: env.AUTH_TWITTER_USERINFO_URL,
        // users.email is granted only to apps X approved for it; without it there is no e-mail.
        scope: 'tweet.read users.read users.email',
        client: { auth: 'basic', secret: env.AUTH_TWITTER_CLIENT_SECRET ?? '' },
      };
  }
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
