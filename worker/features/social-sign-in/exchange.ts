/** @module Social sign-in's back channel on oauth4webapi: the callback, the code-for-token call, a verified id_token or user-info. */
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { isSignupEmail, AUTH_MESSAGES as M } from '../../contracts/auth';
import type { OAuthProvider, OidcProvider, ProviderConfig } from './config';
import { clientAuth, httpOptions, type Protocol, protocol, SocialFailure } from './oauth';

export type SocialIdentity = { subject: string; email: string | null; emailVerified: boolean; name: string | null };

/** Provider answers that mean the reader said no: the spec's silent 'Login cancelled'. */
const CANCELLED = new Set(['access_denied', 'user_cancelled_authorize', 'user_denied']);
const MAX_CODE = 2048;

const why = (err: unknown) =>
  err instanceof oauth.ResponseBodyError ? `answered ${err.status} ${err.error}` : ((err as Error)?.message ?? String(err));

/** The callback's parameters once they answer our attempt: right state, no error, one code. */
export function authorizationResponse(cfg: ProviderConfig, params: URLSearchParams, expectedState: string): URLSearchParams {
  const { as, client } = protocol(cfg);
  const answer = new URLSearchParams(params);
  // Facebook and X have no issuer identifier to hold an `iss` against (see oauth.ts); per-provider
  // callback paths and attempt cookies already keep one provider's answer from another's flow.
  if (cfg.kind === 'oauth2') answer.delete('iss');
  let checked: URLSearchParams;
  try {
    checked = oauth.validateAuthResponse(as, client, answer, expectedState);
  } catch (err) {
    if (err instanceof oauth.AuthorizationResponseError) {
      throw new SocialFailure(
        CANCELLED.has(err.error) ? M.cancelled : M.somethingWrong,
        `provider answered error=${err.error.slice(0, 64)}`,
      );
    }
    throw new SocialFailure(M.somethingWrong, `authorization response refused: ${why(err)}`);
  }
  const code = checked.get('code');
  if (!code || code.length > MAX_CODE) throw new SocialFailure(M.somethingWrong, 'no code');
  return checked;
}

type Attempt = { callback: URLSearchParams; verifier: string; redirectUri: string; nonce: string | null };

export async function fetchIdentity(cfg: ProviderConfig, attempt: Attempt, now: number): Promise<SocialIdentity> {
  if (cfg.kind === 'oidc' && !attempt.nonce) throw new SocialFailure(M.somethingWrong, `${cfg.provider} attempt has no nonce`);
  const p = protocol(cfg);
  const auth = await clientAuth(cfg, now);
  // The hand-written exchange sent client_id in the body with Basic credentials too (X's examples do).
  const extra = cfg.client.auth === 'basic' ? { additionalParameters: { client_id: cfg.clientId } } : {};
  let response: Response;
  try {
    response = await oauth.authorizationCodeGrantRequest(p.as, p.client, auth, attempt.callback, attempt.redirectUri, attempt.verifier, {
      ...httpOptions(cfg.tokenUrl),
      ...extra,
    });
  } catch (err) {
    throw new SocialFailure(M.somethingWrong, `${cfg.provider} token endpoint: ${why(err)}`);
  }
  if (cfg.kind === 'oidc') return fromIdToken(await verifiedIdToken(cfg, p, response, attempt.nonce!));
  let accessToken: string;
  try {
    accessToken = (await oauth.processAuthorizationCodeResponse(p.as, p.client, response)).access_token;
  } catch (err) {
    throw new SocialFailure(M.somethingWrong, `${cfg.provider} token answer refused: ${why(err)}`);
  }
  return userInfo(cfg, accessToken);
}

/**
 * oauth4webapi checks the claims (iss, aud, exp, iat, sub, nonce) and leaves the signature to
 * validateApplicationLevelSignature, which fetches and caches the issuer's JWKS. It compares `iss`
 * to one issuer, so an answer signed under Google's other spelling is processed again with that
 * server (a clone: the first try consumed the body).
 */
async function verifiedIdToken(cfg: OidcProvider, p: Protocol, response: Response, nonce: string): Promise<oauth.IDToken> {
  const spare = p.alternates.length ? response.clone() : null;
  const options = { expectedNonce: nonce, requireIdToken: true };
  try {
    let as = p.as;
    let answered = response;
    let tokens: oauth.TokenEndpointResponse;
    try {
      tokens = await oauth.processAuthorizationCodeResponse(as, p.client, answered, options);
    } catch (err) {
      const other = spare && otherIssuer(p, err);
      if (!other) throw err;
      [as, answered] = [other, spare];
      tokens = await oauth.processAuthorizationCodeResponse(as, p.client, answered, options);
    }
    await oauth.validateApplicationLevelSignature(as, answered, httpOptions(cfg.jwksUrl));
    return oauth.getValidatedIdTokenClaims(tokens)!;
  } catch (err) {
    throw new SocialFailure(M.somethingWrong, `${cfg.provider} token answer or id_token refused: ${why(err)}`);
  }
}

/** The alternate server whose issuer the refused id_token names, if that is why it was refused. */
function otherIssuer(p: Protocol, err: unknown): oauth.AuthorizationServer | undefined {
  if (!(err instanceof oauth.OperationProcessingError) || err.code !== oauth.JWT_CLAIM_COMPARISON) return undefined;
  const cause = err.cause as { claim?: unknown; claims?: { iss?: unknown } } | undefined;
  return cause?.claim === 'iss' ? p.alternates.find((as) => as.issuer === cause.claims?.iss) : undefined;
}

function fromIdToken(claims: oauth.IDToken): SocialIdentity {
  const email = cleanEmail(claims.email);
  return {
    subject: claims.sub,
    email,
    // Apple writes the flag as the string "true".
    emailVerified: Boolean(email) && (claims.email_verified === true || claims.email_verified === 'true'),
    name: typeof claims.name === 'string' ? claims.name.slice(0, 200) : null,
  };
}

const FacebookMe = z.object({ id: z.string().min(1), name: z.string().optional(), email: z.string().optional() });
const XMe = z.object({
  data: z.object({
    id: z.string().min(1),
    name: z.string().optional(),
    username: z.string().optional(),
    confirmed_email: z.string().optional(),
  }),
});

/**
 * Facebook's /me and X's /2/users/me are not OpenID UserInfo endpoints (no `sub`; X nests its
 * answer in `data`), so they are read as protected resources rather than with userInfoRequest.
 */
async function userInfo(cfg: OAuthProvider, accessToken: string): Promise<SocialIdentity> {
  const url = new URL(cfg.userinfoUrl);
  if (cfg.provider === 'facebook') url.searchParams.set('fields', 'id,name,email');
  else url.searchParams.set('user.fields', 'confirmed_email');
  let json: unknown;
  try {
    const headers = new Headers({ accept: 'application/json' });
    const res = await oauth.protectedResourceRequest(accessToken, 'GET', url, headers, null, httpOptions(url.href));
    if (!res.ok) throw new Error(`answered ${res.status}: ${(await res.text().catch(() => '')).slice(0, 200)}`);
    json = await res.json();
  } catch (err) {
    throw new SocialFailure(M.unknownSignIn, `${cfg.provider} user-info: ${why(err)}`);
  }
  if (cfg.provider === 'facebook') {
    const me = FacebookMe.safeParse(json);
    if (!me.success) throw new SocialFailure(M.unknownSignIn, 'facebook user-info has no id');
    const email = cleanEmail(me.data.email);
    // Facebook only returns an address the person has confirmed.
    return { subject: me.data.id, email, emailVerified: Boolean(email), name: me.data.name?.slice(0, 200) ?? null };
  }
  const me = XMe.safeParse(json);
  if (!me.success) throw new SocialFailure(M.unknownSignIn, 'twitter user-info has no data.id');
  const email = cleanEmail(me.data.data.confirmed_email);
  return {
    subject: me.data.data.id,
    email,
    emailVerified: Boolean(email),
    name: (me.data.data.name ?? me.data.data.username)?.slice(0, 200) ?? null,
  };
}

/** An address we can store, or null (then the account gets a placeholder, see link.ts). */
function cleanEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return email.length <= 254 && isSignupEmail(email) ? email : null;
}
