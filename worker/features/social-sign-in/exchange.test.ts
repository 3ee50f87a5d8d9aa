// The back channel (exchange.ts) called directly against the local provider, for what the routes
// cannot vary: the id_token's signature against the configured JWKS, and Google's second spelling
// of its issuer, which oauth4webapi's single-issuer check would refuse without exchange.ts's retry.
import { env } from 'cloudflare:test';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { uniq } from '../../test/factories';
import { SITE } from '../../test/http';
import { type OidcProvider, providerConfig } from './config';
import { authorizationResponse, fetchIdentity } from './exchange';
import { begin } from './test-kit';

const google = providerConfig(env, 'google') as OidcProvider;

/** start → the provider's authorize page → the back channel, with `cfg` instead of the Worker's. */
async function signIn(cfg: OidcProvider, hint: Record<string, string> = {}) {
  const flow = await begin('google', { hint: { sub: `g-${uniq()}`, email: `x-${uniq()}@example.com`, ...hint } });
  const rec = decodeJwt(flow.cookie.slice('ew_oauth='.length)) as { st: string; cv: string; nonce: string };
  const callback = authorizationResponse(cfg, new URL(flow.callback.url).searchParams, rec.st);
  const attempt = { callback, verifier: rec.cv, nonce: rec.nonce, redirectUri: `${SITE}/auth/google/callback` };
  return fetchIdentity(cfg, attempt, Math.floor(Date.now() / 1000));
}

describe('the id_token', () => {
  it('is accepted when signed by a key of the configured JWKS', async () => {
    expect((await signIn(google, { email: 'signed@example.com' })).email).toBe('signed@example.com');
  });

  it("is refused when the configured JWKS does not hold the signer's key", async () => {
    const otherKeys = { ...google, jwksUrl: google.jwksUrl.replace('/google/oauth2/v3/certs', '/facebook/jwks') };
    await expect(signIn(otherKeys)).rejects.toMatchObject({ userMessage: M.somethingWrong, reason: expect.stringMatching(/key/i) });
  });

  it("another accepted issuer spelling (Google's bare host) passes; an unlisted one does not", async () => {
    const twoSpellings = { ...google, issuers: [google.issuer, 'accounts.google.com'] };
    expect((await signIn(twoSpellings, { iss: 'accounts.google.com', email: 'bare@example.com' })).email).toBe('bare@example.com');
    await expect(signIn(twoSpellings, { iss: 'google.com' })).rejects.toMatchObject({ userMessage: M.somethingWrong });
  });
});
