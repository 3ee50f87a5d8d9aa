// The pure pieces of social sign-in: PKCE, the signed attempt record, the state check, Apple's
// client secret, the provider configuration (and what oauth4webapi is told of it), the linking
// decision and the placeholder address.
import { env } from 'cloudflare:test';
import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { isSignupEmail, AUTH_MESSAGES as M } from '../../contracts/auth';
import { signSession } from '../auth/session';
import { appleClientSecret, normalizePem } from './apple-secret';
import { authorizeUrl, providerConfig } from './config';
import { authorizationResponse } from './exchange';
import { decideLink, isPlaceholderEmail, placeholderEmail } from './link';
import { isLoopbackHttp, protocol } from './oauth';
import { STATE_TTL_SECONDS, type StateRecord, signState, verifyState } from './state';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789';
const NOW = 1_800_000_000;
const rec: StateRecord = { provider: 'google', state: 'st-1', nonce: 'n-1', verifier: 'v'.repeat(43), redirect: 'foryou' };

// oauth4webapi makes these now; the tests pin what the flow relies on.
describe('PKCE', () => {
  it('S256 matches RFC 7636 appendix B', async () => {
    expect(await calculatePKCECodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
  it('verifiers are 43 unreserved characters and never repeat', () => {
    const seen = new Set(Array.from({ length: 200 }, () => generateRandomCodeVerifier()));
    expect(seen.size).toBe(200);
    for (const v of seen) expect(v).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
  });
});

describe('the attempt record', () => {
  it('round-trips and keeps the redirect key', async () => {
    expect(await verifyState(SECRET, await signState(SECRET, rec, NOW), 'google', NOW + 5)).toEqual(rec);
  });
  it('is refused when expired, for another provider, signed with another key, unsigned, or a session token', async () => {
    const token = await signState(SECRET, rec, NOW);
    expect(await verifyState(SECRET, token, 'google', NOW + STATE_TTL_SECONDS + 1)).toBeNull();
    expect(await verifyState(SECRET, token, 'apple', NOW)).toBeNull();
    expect(await verifyState('another-secret-0123456789abcdef0123456789', token, 'google', NOW)).toBeNull();
    const [, body] = token.split('.');
    expect(await verifyState(SECRET, `${new UnsecuredJWT({}).encode().split('.')[0]}.${body}.`, 'google', NOW)).toBeNull();
    const session = (await signSession(SECRET, 1, NOW)).token;
    expect(await verifyState(SECRET, session, 'google', NOW)).toBeNull();
    const noVerifier = await new SignJWT({ st: 'x', nonce: null, rd: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('edgewire')
      .setAudience('edgewire-oauth-state')
      .setSubject('google')
      .setIssuedAt(NOW)
      .setExpirationTime(NOW + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyState(SECRET, noVerifier, 'google', NOW)).toBeNull();
  });
  it('an unknown redirect value becomes null, never a URL', async () => {
    const token = await signState(SECRET, { ...rec, redirect: 'https://evil.example' as never }, NOW);
    expect((await verifyState(SECRET, token, 'google', NOW))?.redirect).toBeNull();
  });
  it('compares state exactly (the nonce: refusals.test.ts)', () => {
    const cfg = providerConfig(env, 'google')!;
    const sameState = (got: string, expected: string) => {
      try {
        return Boolean(authorizationResponse(cfg, new URLSearchParams({ state: got, code: 'c' }), expected));
      } catch {
        return false;
      }
    };
    expect(sameState('abc', 'abc')).toBe(true);
    expect(sameState('abc', 'abd')).toBe(false);
    expect(sameState('abc', 'abcd')).toBe(false);
    expect(sameState('', 'a')).toBe(false);
  });
});

describe("Apple's client secret", () => {
  it('is an ES256 JWT: kid = key id, iss = team, sub = client, aud = issuer, short-lived', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const pem = await exportPKCS8(privateKey);
    const secret = await appleClientSecret(
      {
        teamId: 'TEAM123456',
        keyId: 'KEY1234567',
        clientId: 'example.edgewire.web',
        audience: 'https://appleid.apple.com',
        privateKeyPem: pem.replace(/\n/g, '\\n'),
      },
      NOW,
    );
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(secret, publicKey, {
      issuer: 'TEAM123456',
      subject: 'example.edgewire.web',
      audience: 'https://appleid.apple.com',
      currentDate: new Date(NOW * 1000),
    });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(600);
    const other = await generateKeyPair('ES256');
    await expect(jwtVerify(secret, other.publicKey, { currentDate: new Date(NOW * 1000) })).rejects.toThrow();
  });
  it('a one-line PEM is restored', () => {
    expect(normalizePem('-----BEGIN PRIVATE KEY-----\\nABC\\n-----END PRIVATE KEY-----\\n')).toBe(
      '-----BEGIN PRIVATE KEY-----\nABC\n-----END PRIVATE KEY-----',
    );
  });
});

describe('provider configuration', () => {
  it('a provider without a client id or secret is off', () => {
    expect(providerConfig({ ...env, AUTH_GOOGLE_CLIENT_ID: '' }, 'google')).toBeNull();
    expect(providerConfig({ ...env, AUTH_TWITTER_CLIENT_SECRET: '' }, 'twitter')).toBeNull();
    expect(providerConfig({ ...env, AUTH_APPLE_PRIVATE_KEY: '' }, 'apple')).toBeNull();
    for (const p of ['google', 'facebook', 'twitter', 'apple'] as const) expect(providerConfig(env, p)).not.toBeNull();
  });
  it('production defaults point at the real providers', () => {
    const prod = { ...env, AUTH_GOOGLE_ISSUER: 'https://accounts.google.com' };
    expect(providerConfig(prod, 'google')).toMatchObject({ kind: 'oidc', issuers: ['https://accounts.google.com', 'accounts.google.com'] });
  });
  it('the authorize URL keeps its own query and adds the protocol parameters', () => {
    const cfg = providerConfig(
      { ...env, AUTH_FACEBOOK_AUTHORIZE_URL: 'https://www.facebook.com/v23.0/dialog/oauth?display=page' },
      'facebook',
    )!;
    const url = new URL(authorizeUrl(cfg, { redirectUri: 'https://e.example/cb', state: 's', nonce: 'ignored', codeChallenge: 'c' }));
    expect(url.searchParams.get('display')).toBe('page');
    expect(url.searchParams.get('nonce')).toBeNull();
    expect(url.searchParams.get('scope')).toContain('email');
  });
  it('plain http is allowed for a loopback endpoint only', () => {
    expect(isLoopbackHttp('http://127.0.0.1:8787/google/token')).toBe(true);
    expect(isLoopbackHttp('http://localhost:8787/token')).toBe(true);
    expect(isLoopbackHttp('https://oauth2.googleapis.com/token')).toBe(false);
    expect(isLoopbackHttp('http://oauth2.googleapis.com/token')).toBe(false);
    expect(isLoopbackHttp('http://127.0.0.1.example.com/token')).toBe(false);
    expect(isLoopbackHttp('not a url')).toBe(false);
  });
  it("oauth4webapi's server is the configured one; Google's bare issuer is an alternate of the same endpoints", () => {
    const p = protocol(providerConfig({ ...env, AUTH_GOOGLE_ISSUER: 'https://accounts.google.com' }, 'google')!);
    expect(p.as).toMatchObject({
      issuer: 'https://accounts.google.com',
      token_endpoint: env.AUTH_GOOGLE_TOKEN_URL,
      jwks_uri: env.AUTH_GOOGLE_JWKS_URL,
    });
    expect(p.alternates.map((as) => as.issuer)).toEqual(['accounts.google.com']);
    expect(p.alternates[0]!.jwks_uri).toBe(p.as.jwks_uri);
    expect(protocol(providerConfig(env, 'facebook')!).alternates).toEqual([]);
  });
});

describe('linking a social identity to an account', () => {
  const active = (id: number) => ({ id, isActive: true });
  it.each([
    [
      'a known identity signs its user in, whatever the e-mail',
      { identityOwner: active(1), emailOwner: active(2), email: 'x@y.co', emailVerified: false },
      { kind: 'sign-in', userId: 1 },
    ],
    [
      'a verified e-mail links to the account that has it',
      { identityOwner: null, emailOwner: active(2), email: 'x@y.co', emailVerified: true },
      { kind: 'link', userId: 2 },
    ],
    [
      'an unverified e-mail that is taken is refused',
      { identityOwner: null, emailOwner: active(2), email: 'x@y.co', emailVerified: false },
      { kind: 'refuse', message: M.emailExists },
    ],
    [
      'a new person gets a new account',
      { identityOwner: null, emailOwner: null, email: 'x@y.co', emailVerified: false },
      { kind: 'create', email: 'x@y.co' },
    ],
    [
      'a deactivated account is not signed in',
      { identityOwner: { id: 1, isActive: false }, emailOwner: null, email: 'x@y.co', emailVerified: true },
      { kind: 'refuse', message: M.unknownSignIn },
    ],
    [
      'nor linked',
      { identityOwner: null, emailOwner: { id: 2, isActive: false }, email: 'x@y.co', emailVerified: true },
      { kind: 'refuse', message: M.unknownSignIn },
    ],
  ])('%s', (_label, input, decision) => {
    expect(decideLink(input)).toEqual(decision);
  });
  it('the placeholder address is on the reserved .invalid domain, passes the sign-up rule and is recognisable', () => {
    const e = placeholderEmail('twitter', '1600000000000000001');
    expect(e).toBe('x-1600000000000000001@users.edgewire.invalid');
    expect(isSignupEmail(e)).toBe(true);
    expect(isPlaceholderEmail(e)).toBe(true);
    expect(placeholderEmail('apple', '001.ab/c@d')).toBe('apple-001.abcd@users.edgewire.invalid');
  });
});
