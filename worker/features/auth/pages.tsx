/**
 * @module The sign-in screens: /login and /signup (one screen, two modes), with the info toast of
 * a guarded section (?redirect=…) and the one-time message a redirect left for them (a failed
 * social sign-in, a password reset).
 */
import { type Context, Hono } from 'hono';
import { Island } from '../../../client/server/islands';
import { AuthLayout } from '../../../client/server/pages/AuthPages';
import { AUTH_MESSAGES, afterSignIn, LOGIN_REDIRECTS, redirectKey, signInRedirect } from '../../contracts/auth';
import type { FormFeedback } from '../../contracts/forms';
import type { AppEnv } from '../../env';
import { takeFlash } from '../../http/flash';
import { nowSeconds } from '../../http/time';
import { readProfile } from './queries';

export const authPages = new Hono<AppEnv>();

/** The login or sign-up screen; `feedback` when a form posted without JavaScript came back with errors. */
export async function authScreen(c: Context<AppEnv>, mode: 'login' | 'signup', feedback?: FormFeedback) {
  const key = redirectKey(c.req.query('redirect'));
  // The form carries the funnel's key on too, so a sign-up from /subscribe that failed once still ends at payment.
  const redirect = signInRedirect(c.req.query('redirect'));
  c.header('Cache-Control', 'private, no-store');
  const flash = await takeFlash(c);
  // 'Login cancelled' is left by a social sign-in the reader stopped themselves: nothing to say.
  const flashed = (flash.toasts ?? []).filter((t) => t.message !== AUTH_MESSAGES.cancelled);
  return c.render(
    <AuthLayout appStoreUrl={c.env.APP_STORE_URL} playStoreUrl={c.env.PLAY_STORE_URL}>
      <Island name="AuthForm" props={{ mode, redirect, ...(feedback ? { feedback } : {}) }} />
    </AuthLayout>,
    {
      title: mode === 'login' ? 'Login · Edgewire' : 'Sign Up · Edgewire',
      canonical: `${c.env.SITE_URL}/${mode}`,
      noindex: true,
      toasts: [...(key && !feedback ? [{ type: 'info' as const, message: LOGIN_REDIRECTS[key].toast }] : []), ...flashed],
    },
  );
}

for (const mode of ['login', 'signup'] as const) {
  authPages.get(`/${mode}`, async (c) => {
    // A signed-in reader has nothing to do here: on to where a sign-in would have taken them
    // (spec: onboarding for one not yet onboarded, as thank-you's 'Next, Customize Your Experience' expects).
    if (c.var.viewer) {
      const profile = await readProfile(c.get('db'), c.var.viewer.id, nowSeconds());
      return c.redirect(afterSignIn(profile?.onBoarded ?? true, signInRedirect(c.req.query('redirect'))), 302);
    }
    return authScreen(c, mode);
  });
}
