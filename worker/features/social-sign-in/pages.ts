/**
 * @module "Continue with Google / Facebook / X / Apple": GET /auth/{provider}/start sends the
 * browser to the provider (authorization code + PKCE S256, state, and a nonce for OIDC); the
 * provider sends it back to /auth/{provider}/callback — a GET with the answer in the query, or for
 * Apple (response_mode=form_post) a cross-site form POST, which is why the callbacks are the
 * feature's crossSite paths (index.ts). The callback trusts nothing it is handed: the attempt must
 * be the one in our signed, single-use cookie (docs/decisions/015).
 * Every outcome is a redirect — to where the reader goes after signing in, or to /login with the
 * catalogue message in the `ew_flash` cookie; never a 500.
 */
import { type Context, Hono } from 'hono';
import * as oauth from 'oauth4webapi';
import { afterSignIn, isSocialProvider, AUTH_MESSAGES as M, type SocialProvider, signInRedirect } from '../../contracts/auth';
import type { AppEnv } from '../../env';
import { log } from '../../http/log';
import { nowSeconds } from '../../http/time';
import { readProfile } from '../auth/queries';
import { startSession } from '../auth/session';
import { authorizeUrl, type ProviderConfig, providerConfig } from './config';
import { authorizationResponse, fetchIdentity, type SocialIdentity } from './exchange';
import { decideLink, placeholderEmail } from './link';
import { SocialFailure } from './oauth';
import { applyLink, linkInput } from './queries';
import { flashFailure, setStateCookie, takeState } from './state';

export const socialSignInPages = new Hono<AppEnv>();

const MAX_FORM_BYTES = 16 * 1024;

const callbackUrl = (c: Context<AppEnv>, provider: SocialProvider) => `${new URL(c.req.url).origin}/auth/${provider}/callback`;

/** Back to /login with the message for the page to show (303: a POST callback must turn into a GET). */
async function toLogin(c: Context<AppEnv>, message: string, redirect: string | null = null) {
  await flashFailure(c, message);
  return c.redirect(redirect ? `/login?redirect=${redirect}` : '/login', 303);
}

socialSignInPages.use('/auth/*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
  // The callback URL holds a code: keep it out of the Referer of wherever we send the reader next.
  c.header('Referrer-Policy', 'no-referrer');
});

socialSignInPages.get('/auth/:provider/start', async (c) => {
  const provider = c.req.param('provider');
  // A section to return to, or the /subscribe funnel's key: a funnel sign-up goes on to payment.
  const redirect = signInRedirect(c.req.query('redirect'));
  if (!isSocialProvider(provider)) return toLogin(c, M.unknownProvider, redirect);
  const cfg = providerConfig(c.env, provider);
  if (!cfg) {
    log('warn', 'social-sign-in.refused', { provider, reason: 'not configured' });
    return toLogin(c, M.somethingWrong, redirect);
  }
  const rec = {
    provider,
    state: oauth.generateRandomState(),
    nonce: cfg.kind === 'oidc' ? oauth.generateRandomNonce() : null,
    verifier: oauth.generateRandomCodeVerifier(),
    redirect,
  };
  await setStateCookie(c, rec, nowSeconds());
  // login_hint (OIDC Core §3.1.2.1) is passed through: Google pre-selects the account; the local
  // provider reads it to pick a test identity or a failure (scripts/standins/oidc.ts).
  const hint = c.req.query('login_hint');
  const loginHint = hint && hint.length <= 512 ? hint : null;
  const url = authorizeUrl(cfg, {
    redirectUri: callbackUrl(c, provider),
    state: rec.state,
    nonce: rec.nonce,
    codeChallenge: await oauth.calculatePKCECodeChallenge(rec.verifier),
    loginHint,
  });
  return c.redirect(url, 302);
});

/** The authorization response: from the query (GET) or, for form_post, the urlencoded body. */
async function answer(c: Context<AppEnv>, cfg: ProviderConfig): Promise<URLSearchParams | null> {
  const formPost = cfg.kind === 'oidc' && cfg.responseMode === 'form_post';
  if (!formPost) return c.req.method === 'GET' ? new URL(c.req.url).searchParams : null;
  if (c.req.method !== 'POST') return null;
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
  // The POST comes from the provider's page; a browser names that origin (or "null" behind a
  // no-referrer policy). Any other origin is a forged form — the state check would stop it too.
  const origin = c.req.header('origin');
  if (origin && origin !== 'null' && origin !== new URL(cfg.authorizeUrl).origin) return null;
  if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES) return null;
  const bytes = await c.req.arrayBuffer();
  return bytes.byteLength <= MAX_FORM_BYTES ? new URLSearchParams(new TextDecoder().decode(bytes)) : null;
}

socialSignInPages.on(['GET', 'POST'], '/auth/:provider/callback', async (c) => {
  const provider = c.req.param('provider');
  if (!isSocialProvider(provider)) return toLogin(c, M.unknownProvider);
  const now = nowSeconds();
  // First, and whatever follows: the attempt's cookie is read and cleared, so it works once.
  const rec = await takeState(c, provider, now);
  const cfg = providerConfig(c.env, provider);
  if (!cfg) return toLogin(c, M.somethingWrong, rec?.redirect);
  const params = await answer(c, cfg).catch(() => null);
  const fail = (message: string, reason: string) => {
    log('warn', 'social-sign-in.refused', { provider, reason });
    return toLogin(c, message, rec?.redirect);
  };
  if (!params) return fail(M.somethingWrong, `unexpected ${c.req.method} callback`);
  if (!rec) return fail(M.somethingWrong, 'no valid sign-in attempt cookie (missing, expired, forged or already used)');
  let identity: SocialIdentity;
  try {
    const callback = authorizationResponse(cfg, params, rec.state);
    const attempt = { callback, verifier: rec.verifier, redirectUri: callbackUrl(c, provider), nonce: rec.nonce };
    identity = await fetchIdentity(cfg, attempt, now);
  } catch (err) {
    if (err instanceof SocialFailure) return fail(err.userMessage, err.reason);
    return fail(M.unknownSignIn, `unexpected: ${(err as Error).message}`);
  }
  if (!identity.subject || identity.subject.length > 255) return fail(M.unknownSignIn, 'unusable subject');

  const db = c.get('db');
  const email = identity.email ?? placeholderEmail(provider, identity.subject);
  const emailVerified = identity.email ? identity.emailVerified : false;
  let userId: number | null = null;
  let created = false;
  // Twice at most: a unique index refusing a write (the same person finishing twice in parallel,
  // the e-mail taken meanwhile) rolls it back, and the second look sees the winner's rows.
  for (let attempt = 0; attempt < 2 && userId === null; attempt++) {
    try {
      const decision = decideLink({ ...(await linkInput(db, provider, identity.subject, email)), email, emailVerified });
      if (decision.kind === 'refuse') return fail(decision.message, `link refused for ${provider}:${identity.subject}`);
      userId = await applyLink(db, provider, { ...identity, email: identity.email }, decision);
      created = decision.kind === 'create';
    } catch (err) {
      log('warn', 'social-sign-in.refused', { provider, reason: `write refused, attempt ${attempt + 1}: ${(err as Error).message}` });
    }
  }
  if (userId === null) return fail(M.unknownSignIn, 'could not store the identity');
  try {
    await startSession(c, userId, now);
    const profile = await readProfile(db, userId, now);
    return c.redirect(afterSignIn(profile?.onBoarded ?? false, rec.redirect, created), 303);
  } catch (err) {
    return fail(M.unknownSignIn, `session: ${(err as Error).message}`);
  }
});
