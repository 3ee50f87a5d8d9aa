/** @module Who signs in at the local sign-in provider: each provider's demo person, and the login_hint grammar that picks another person or forces a failure. */

/*
 * A test chooses another identity or forces a failure with `login_hint` on the authorize URL (the
 * Worker passes `?login_hint=` of /auth/{provider}/start through), written as URL parameters:
 *   sub=…, email=…, email_verified=false, name=…, username=…  another person ("email=" for none)
 *   error=access_denied (or any code)   the authorize step answers that error instead of a code
 *   fail=token | fail=userinfo           that call answers an error
 *   nonce=…, aud=…, iss=…, expired=1     a wrong claim in the id_token
 * e.g. login_hint=sub%3Dx-42%26email%3D (X person 42 without e-mail).
 * Everything that reads the hint is in this file, so the grammar above is the whole of it.
 */
import type { MutableToken } from 'oauth2-mock-server';

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

/** A parsed login_hint (empty when the authorize call had none). */
export type Hint = URLSearchParams;

export const parseHint = (loginHint: string): Hint => new URLSearchParams(loginHint);

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

/** error=…: the error code the authorize step answers instead of a code, if any. */
export const forcedError = (hint: Hint): string | undefined => hint.get('error') || undefined;

/** fail=token | fail=userinfo: whether that call must answer an error. */
export const forcedFailure = (hint: Hint, call: 'token' | 'userinfo'): boolean => hint.get('fail') === call;

/** nonce=…, aud=…, iss=…, expired=1: spoils the id_token's claims the way a broken or hostile provider would. */
export function spoilIdToken(p: MutableToken['payload'], hint: Hint): void {
  if (hint.has('nonce')) p.nonce = hint.get('nonce')!;
  if (hint.has('aud')) p.aud = hint.get('aud')!;
  if (hint.has('iss')) p.iss = hint.get('iss')!;
  if (hint.get('expired') === '1') {
    p.iat -= 7200;
    p.nbf -= 7200;
    p.exp = Math.floor(Date.now() / 1000) - 3600;
  }
}
