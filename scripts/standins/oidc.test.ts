// The local social sign-in provider as a real OAuth 2.0 / OIDC peer, driven over HTTP the way the
// Worker drives it: authorize → code → token (PKCE, client authentication) → id_token verified
// with the provider's JWKS, or the user-info call; Apple's form_post page and ES256 client secret;
// and the login_hint switches tests use.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, exportPKCS8, generateKeyPair, importPKCS8, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES, formPostPage, identityFor, type OidcProvider, type OidcProviderStandIn, startOidcProvider } from './oidc.ts';

let idp: OidcProviderStandIn;
beforeAll(async () => {
  idp = await startOidcProvider();
});
afterAll(() => idp?.stop());

const REDIRECT = 'http://app.test/auth/cb';
const b64url = (b: Buffer) => b.toString('base64url');
const pkce = () => {
  const verifier = b64url(randomBytes(32));
  return { verifier, challenge: b64url(createHash('sha256').update(verifier).digest()) };
};
const V = (name: string) => idp.vars[name]!;
const upper = (p: OidcProvider) => p.toUpperCase();

async function authorize(p: OidcProvider, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const url = new URL(V(`AUTH_${upper(p)}_AUTHORIZE_URL`));
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: idp.clients[p].clientId,
    redirect_uri: REDIRECT,
    scope: p === 'facebook' ? 'email public_profile' : p === 'twitter' ? 'tweet.read users.read users.email' : 'openid email',
    state: 'st',
    nonce: 'nn',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  const res = await fetch(url, { redirect: 'manual' });
  return { res, verifier };
}

const codeOf = (res: Response) => new URL(res.headers.get('location')!).searchParams;

async function token(
  p: OidcProvider,
  code: string,
  verifier: string,
  over: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    client_id: idp.clients[p].clientId,
    ...over,
  });
  if ((p === 'google' || p === 'facebook') && !over.client_secret) body.set('client_secret', idp.clients[p].clientSecret);
  const h: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...headers };
  if (p === 'twitter' && !('authorization' in headers))
    h.authorization = `Basic ${Buffer.from(`${idp.clients.twitter.clientId}:${idp.clients.twitter.clientSecret}`).toString('base64')}`;
  const res = await fetch(V(`AUTH_${upper(p)}_TOKEN_URL`), { method: 'POST', headers: h, body });
  return { status: res.status, json: (await res.json()) as Record<string, string> };
}

async function appleSecret(pem = idp.apple.privateKeyPem, over: { kid?: string; sub?: string } = {}) {
  const key = await importPKCS8(pem, 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: over.kid ?? idp.apple.keyId })
    .setIssuer(idp.apple.teamId)
    .setSubject(over.sub ?? idp.apple.clientId)
    .setAudience(idp.issuer('apple'))
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

describe('the local social sign-in provider', () => {
  it('hands the Worker a variable for every provider endpoint, id and secret, all on 127.0.0.1', () => {
    expect(idp.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    for (const [k, v] of Object.entries(idp.vars)) {
      expect(k).toMatch(/^AUTH_(GOOGLE|FACEBOOK|TWITTER|APPLE)_/);
      if (k.endsWith('_URL') || k.endsWith('_ISSUER')) expect(v.startsWith(idp.url.slice(0, -1))).toBe(true);
    }
    expect(V('AUTH_APPLE_PRIVATE_KEY')).toMatch(/^-----BEGIN PRIVATE KEY-----\\n/);
  });

  it('google: code flow with PKCE; the id_token verifies with the JWKS and carries nonce, e-mail and e-mail_verified', async () => {
    const { res, verifier } = await authorize('google');
    expect(res.status).toBe(302);
    const q = codeOf(res);
    expect(q.get('state')).toBe('st');
    const { status, json } = await token('google', q.get('code')!, verifier);
    expect(status).toBe(200);
    const { payload } = await jwtVerify(json.id_token!, createRemoteJWKSet(new URL(V('AUTH_GOOGLE_JWKS_URL'))), {
      issuer: V('AUTH_GOOGLE_ISSUER'),
      audience: idp.clients.google.clientId,
    });
    expect(payload).toMatchObject({ sub: 'google-demo', nonce: 'nn', email: 'reader@edgewire.test', email_verified: true });
  });

  it('codes are single-use and bound to the client, the redirect_uri and the PKCE verifier', async () => {
    const a = await authorize('google');
    const code = codeOf(a.res).get('code')!;
    expect((await token('google', code, a.verifier, { redirect_uri: 'http://elsewhere.test/cb' })).json.error).toBe('invalid_grant');
    // Already spent by the failed try (the mock's PKCE check answers invalid_request before ours).
    expect((await token('google', code, a.verifier)).status).toBe(400);
    const b = await authorize('google');
    expect((await token('google', codeOf(b.res).get('code')!, pkce().verifier)).status).toBe(400);
    const c = await authorize('google');
    expect((await token('google', codeOf(c.res).get('code')!, c.verifier, { client_secret: 'wrong' })).json.error).toBe('invalid_client');
    const d = await authorize('google');
    const ok = await token('google', codeOf(d.res).get('code')!, d.verifier);
    expect(ok.status).toBe(200);
    expect((await token('google', codeOf(d.res).get('code')!, d.verifier)).status).toBe(400);
  });

  it('an unknown client_id gets an error answer instead of a code', async () => {
    const { res } = await authorize('google', { client_id: 'who-knows' });
    expect(codeOf(res).get('error')).toBe('unauthorized_client');
    expect(codeOf(res).get('code')).toBeNull();
  });

  it('facebook: no id_token; /me?fields=id,name,email answers with the confirmed e-mail only when the email scope was granted', async () => {
    const { res, verifier } = await authorize('facebook');
    const { json } = await token('facebook', codeOf(res).get('code')!, verifier);
    expect(json.id_token).toBeUndefined();
    const me = await fetch(`${V('AUTH_FACEBOOK_USERINFO_URL')}?fields=id,name,email`, {
      headers: { authorization: `Bearer ${json.access_token}` },
    });
    expect(await me.json()).toEqual({
      id: DEMO_IDENTITIES.facebook.sub,
      name: DEMO_IDENTITIES.facebook.name,
      email: 'fb.reader@example.com',
    });
    const noScope = await authorize('facebook', { scope: 'public_profile' });
    const t2 = await token('facebook', codeOf(noScope.res).get('code')!, noScope.verifier);
    const me2 = await fetch(`${V('AUTH_FACEBOOK_USERINFO_URL')}?fields=id,name,email`, {
      headers: { authorization: `Bearer ${t2.json.access_token}` },
    });
    expect(await me2.json()).not.toHaveProperty('email');
    expect((await fetch(V('AUTH_FACEBOOK_USERINFO_URL'))).status).toBe(401);
  });

  it('twitter: a confidential client (HTTP Basic required); users/me has the v2 shape and no e-mail for the demo person', async () => {
    const { res, verifier } = await authorize('twitter');
    const code = codeOf(res).get('code')!;
    expect((await token('twitter', code, verifier, {}, { authorization: '' })).json.error).toBe('invalid_client');
    const again = await authorize('twitter');
    const { status, json } = await token('twitter', codeOf(again.res).get('code')!, again.verifier);
    expect(status).toBe(200);
    const me = await fetch(`${V('AUTH_TWITTER_USERINFO_URL')}?user.fields=confirmed_email`, {
      headers: { authorization: `Bearer ${json.access_token}` },
    });
    expect(await me.json()).toEqual({ data: { id: DEMO_IDENTITIES.twitter.sub, name: 'X Reader', username: 'x_reader' } });
  });

  it('apple: /auth/authorize answers a page that form-POSTs code and state to the redirect_uri', async () => {
    const { res } = await authorize('apple', { response_mode: 'form_post', scope: 'name email' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<form method="post" action="${REDIRECT}">`);
    expect(html).toMatch(/name="code" value="[^"]+"/);
    expect(html).toContain('name="state" value="st"');
    expect(html).toContain('document.forms[0].submit()');
  });

  it("apple: the token call needs an ES256 client secret signed with the team's key (kid, iss, sub, aud checked)", async () => {
    const flow = async () => {
      const { res, verifier } = await authorize('apple', { response_mode: 'form_post' });
      const code = /name="code" value="([^"]+)"/.exec(await res.text())![1]!;
      return { code, verifier };
    };
    const good = await flow();
    const ok = await token('apple', good.code, good.verifier, { client_secret: await appleSecret() });
    expect(ok.status).toBe(200);
    const { payload } = await jwtVerify(ok.json.id_token!, createRemoteJWKSet(new URL(V('AUTH_APPLE_JWKS_URL'))), {
      issuer: V('AUTH_APPLE_ISSUER'),
      audience: idp.apple.clientId,
    });
    expect(payload).toMatchObject({
      sub: DEMO_IDENTITIES.apple.sub,
      email: 'apple.reader@example.com',
      email_verified: 'true',
      nonce: 'nn',
    });

    const foreignKey = await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey);
    for (const secret of [
      await appleSecret(foreignKey),
      await appleSecret(undefined, { kid: 'OTHERKEY' }),
      await appleSecret(undefined, { sub: 'someone.else' }),
      'not-a-jwt',
    ]) {
      const f = await flow();
      const res = await token('apple', f.code, f.verifier, { client_secret: secret });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('invalid_client');
    }
  });

  it('login_hint picks another person or forces a failure', async () => {
    const person = await authorize('google', { login_hint: 'sub=g-42&email=someone@example.com&email_verified=false' });
    const t = await token('google', codeOf(person.res).get('code')!, person.verifier);
    const claims = JSON.parse(Buffer.from(t.json.id_token!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: 'g-42', email: 'someone@example.com', email_verified: false });

    const denied = await authorize('facebook', { login_hint: 'error=access_denied' });
    expect(Object.fromEntries(codeOf(denied.res))).toEqual({ error: 'access_denied', state: 'st' });

    const badNonce = await authorize('google', { login_hint: 'nonce=evil' });
    const t2 = await token('google', codeOf(badNonce.res).get('code')!, badNonce.verifier);
    expect(JSON.parse(Buffer.from(t2.json.id_token!.split('.')[1]!, 'base64url').toString()).nonce).toBe('evil');

    const tokenFail = await authorize('twitter', { login_hint: 'fail=token' });
    expect((await token('twitter', codeOf(tokenFail.res).get('code')!, tokenFail.verifier)).status).toBe(400);

    const infoFail = await authorize('facebook', { login_hint: 'fail=userinfo' });
    const t3 = await token('facebook', codeOf(infoFail.res).get('code')!, infoFail.verifier);
    expect((await fetch(V('AUTH_FACEBOOK_USERINFO_URL'), { headers: { authorization: `Bearer ${t3.json.access_token}` } })).status).toBe(
      500,
    );
  });

  it('another e-mail without a sub is another person, never the demo one', () => {
    expect(identityFor('google', new URLSearchParams('email=x@example.com')).sub).not.toBe('google-demo');
    expect(identityFor('facebook', new URLSearchParams('email='))).toMatchObject({
      email: null,
      emailVerified: false,
      sub: '10000000000000001-no-email',
    });
  });

  it('the form_post page escapes what it echoes', () => {
    expect(formPostPage('http://a.test/cb?"x', { state: '"><script>alert(1)</script>' })).not.toContain('<script>alert');
  });
});
