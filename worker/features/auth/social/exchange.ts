/**
 * @module The back channel of a social sign-in: the code-for-token call (with each provider's
 * client authentication) and the identity — the id_token verified against the issuer's JWKS
 * (google, apple) or the user-info call with the access token (facebook, twitter). Every failure
 * is a SocialFailure carrying the catalogue message the reader sees; nothing here throws anything else.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { isSignupEmail, AUTH_MESSAGES as M } from '../../../contracts/auth';
import { appleClientSecret } from './apple-secret';
import type { OAuthProvider, OidcProvider, ProviderConfig } from './config';
import { sameString } from './state';

export type SocialIdentity = { subject: string; email: string | null; emailVerified: boolean; name: string | null };

/** A failed step: `message` is what the reader is told, `reason` what the log says. */
export class SocialFailure extends Error {
  constructor(
    readonly userMessage: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const TIMEOUT_MS = 10_000;
const MAX_BODY = 256 * 1024;

async function call(url: string, init: RequestInit, what: string, failMessage: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new SocialFailure(failMessage, `${what}: ${(err as Error).message}`);
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new SocialFailure(failMessage, `${what} answered ${res.status}: ${text.slice(0, 200)}`);
  if (text.length > MAX_BODY) throw new SocialFailure(failMessage, `${what}: answer too large`);
  try {
    return JSON.parse(text);
  } catch {
    throw new SocialFailure(failMessage, `${what}: answer is not JSON`);
  }
}

const TokenAnswer = z.object({ access_token: z.string().min(1), id_token: z.string().min(1).optional() });

/** RFC 6749 §2.3.1: Basic credentials are form-urlencoded before base64. */
const basic = (id: string, secret: string) => `Basic ${btoa(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`)}`;

export async function exchangeCode(
  cfg: ProviderConfig,
  p: { code: string; verifier: string; redirectUri: string },
  now: number,
): Promise<{ accessToken: string; idToken: string | null }> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    code_verifier: p.verifier,
    client_id: cfg.clientId,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const c = cfg.client;
  if (c.auth === 'apple-jwt') {
    try {
      const audience = (cfg as OidcProvider).issuer;
      body.set(
        'client_secret',
        await appleClientSecret({ teamId: c.teamId, keyId: c.keyId, clientId: cfg.clientId, audience, privateKeyPem: c.privateKey }, now),
      );
    } catch (err) {
      throw new SocialFailure(M.somethingWrong, `apple client secret: ${(err as Error).message}`);
    }
  } else if (c.auth === 'basic') headers.authorization = basic(cfg.clientId, c.secret);
  else body.set('client_secret', c.secret);
  const json = await call(cfg.tokenUrl, { method: 'POST', headers, body }, `${cfg.provider} token endpoint`, M.somethingWrong);
  const parsed = TokenAnswer.safeParse(json);
  if (!parsed.success) throw new SocialFailure(M.somethingWrong, `${cfg.provider} token answer has no access_token`);
  if (cfg.kind === 'oidc' && !parsed.data.id_token)
    throw new SocialFailure(M.somethingWrong, `${cfg.provider} token answer has no id_token`);
  return { accessToken: parsed.data.access_token, idToken: parsed.data.id_token ?? null };
}

export async function fetchIdentity(
  cfg: ProviderConfig,
  tokens: { accessToken: string; idToken: string | null },
  nonce: string | null,
): Promise<SocialIdentity> {
  return cfg.kind === 'oidc' ? verifyIdToken(cfg, tokens.idToken ?? '', nonce) : userInfo(cfg, tokens.accessToken);
}

/** One remote key set per JWKS URL and isolate (jose caches keys and refetches on an unknown kid). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set)
    keySets.set(
      url,
      (set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 })),
    );
  return set;
}

/** OIDC Core §3.1.3.7: signature by the issuer's key, iss, aud = our client id, exp, and our nonce. */
export async function verifyIdToken(cfg: OidcProvider, idToken: string, nonce: string | null): Promise<SocialIdentity> {
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keySet(cfg.jwksUrl), {
      issuer: cfg.issuers,
      audience: cfg.clientId,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['sub', 'iat', 'exp'],
      clockTolerance: 60,
    }));
  } catch (err) {
    throw new SocialFailure(M.somethingWrong, `${cfg.provider} id_token refused: ${(err as Error).message}`);
  }
  if (!nonce || typeof claims.nonce !== 'string' || !sameString(claims.nonce, nonce)) {
    throw new SocialFailure(M.somethingWrong, `${cfg.provider} id_token nonce does not match`);
  }
  const email = cleanEmail(claims.email);
  return {
    subject: claims.sub!,
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

async function userInfo(cfg: OAuthProvider, accessToken: string): Promise<SocialIdentity> {
  const url = new URL(cfg.userinfoUrl);
  if (cfg.provider === 'facebook') url.searchParams.set('fields', 'id,name,email');
  else url.searchParams.set('user.fields', 'confirmed_email');
  const init = { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } };
  const json = await call(url.href, init, `${cfg.provider} user-info`, M.unknownSignIn);
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
