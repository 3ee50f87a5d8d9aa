/** @module Each provider as oauth4webapi sees it, built from config.ts (nothing is discovered): server, client, auth, call options. */
import * as oauth from 'oauth4webapi';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { appleClientSecret } from './apple-secret';
import type { ProviderConfig } from './config';

/**
 * A failed step: `userMessage` is what the reader is told, `reason` what the log says. The back
 * channel throws nothing else, so pages.ts can answer with a catalogue message every time.
 */
export class SocialFailure extends Error {
  constructor(
    readonly userMessage: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const TIMEOUT_MS = 10_000;
/** Leeway on id_token times; oauth4webapi's default is 30 s, the hand-written check allowed 60. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** Google and Apple sign with RS256; ES256 was accepted before the move and still is. */
const ID_TOKEN_ALGS = ['RS256', 'ES256'];

export type Protocol = {
  as: oauth.AuthorizationServer;
  /** The same server under another accepted issuer spelling (Google: `accounts.google.com`). */
  alternates: oauth.AuthorizationServer[];
  client: oauth.Client;
};

/**
 * oauth4webapi caches a JWKS per AuthorizationServer object, so the same object must serve every
 * request of this isolate; configurations differ only by Env, so they are few.
 */
const servers = new Map<string, oauth.AuthorizationServer>();
function server(metadata: oauth.AuthorizationServer): oauth.AuthorizationServer {
  const key = JSON.stringify(metadata);
  let as = servers.get(key);
  if (!as) servers.set(key, (as = metadata));
  return as;
}

export function protocol(cfg: ProviderConfig): Protocol {
  const client: oauth.Client = { client_id: cfg.clientId, [oauth.clockTolerance]: CLOCK_TOLERANCE_SECONDS };
  const endpoints = { authorization_endpoint: cfg.authorizeUrl, token_endpoint: cfg.tokenUrl };
  if (cfg.kind === 'oauth2') {
    // Facebook and X publish no issuer identifier; oauth4webapi needs one, and compares it only with an
    // RFC 9207 `iss` callback parameter, which exchange.ts drops for these providers.
    return { as: server({ issuer: new URL(cfg.authorizeUrl).origin, ...endpoints }), alternates: [], client };
  }
  const at = (issuer: string) =>
    server({ issuer, ...endpoints, jwks_uri: cfg.jwksUrl, id_token_signing_alg_values_supported: ID_TOKEN_ALGS });
  return { as: at(cfg.issuer), alternates: cfg.issuers.filter((i) => i !== cfg.issuer).map(at), client };
}

/**
 * oauth4webapi refuses plain http. The local provider of the tests and `npm run dev` listens on
 * http://127.0.0.1, so http is allowed for a loopback endpoint and for nothing else: a production
 * endpoint misconfigured as http fails instead of carrying codes, secrets and tokens in clear.
 */
export function isLoopbackHttp(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' && (u.hostname === '127.0.0.1' || u.hostname === 'localhost');
  } catch {
    return false;
  }
}

/** Options of a back-channel call to `url`: a deadline, and http only for loopback. */
export function httpOptions(url: string) {
  return {
    signal: () => AbortSignal.timeout(TIMEOUT_MS),
    ...(isLoopbackHttp(url) ? { [oauth.allowInsecureRequests]: true } : {}),
  };
}

/**
 * Token-endpoint authentication as each provider wants it. Apple's client secret is not RFC 7523
 * private_key_jwt (its `iss` is the team id, not the client id, and it travels as client_secret),
 * so jose signs it (apple-secret.ts) and it is posted like any other secret; a fresh one per call.
 */
export async function clientAuth(cfg: ProviderConfig, now: number): Promise<oauth.ClientAuth> {
  const c = cfg.client;
  if (c.auth !== 'apple-jwt') return c.auth === 'basic' ? oauth.ClientSecretBasic(c.secret) : oauth.ClientSecretPost(c.secret);
  try {
    const p = { teamId: c.teamId, keyId: c.keyId, clientId: cfg.clientId, privateKeyPem: c.privateKey };
    return oauth.ClientSecretPost(await appleClientSecret({ ...p, audience: protocol(cfg).as.issuer }, now));
  } catch (err) {
    throw new SocialFailure(M.somethingWrong, `apple client secret: ${(err as Error).message}`);
  }
}
