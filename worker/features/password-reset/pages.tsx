/**
 * @module The password-reset screens: /forgotpassword asks for the e-mail, /reset-password?token=…
 * sets the new password (or says the link does not work, without asking the API).
 */
import { type Context, Hono } from 'hono';
import { Island } from '../../../client/server/islands';
import { AuthLayout } from '../../../client/server/pages/AuthPages';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import type { FormFeedback } from '../../contracts/forms';
import type { AppEnv } from '../../env';

export const passwordResetPages = new Hono<AppEnv>();

/** The e-mail form; `feedback` when a post without JavaScript came back with errors. */
export function forgotScreen(c: Context<AppEnv>, feedback?: FormFeedback) {
  return c.render(
    <AuthLayout appStoreUrl={c.env.APP_STORE_URL} playStoreUrl={c.env.PLAY_STORE_URL}>
      <Island name="ForgotPasswordForm" props={feedback ? { feedback } : {}} />
    </AuthLayout>,
    { title: 'Forgot password · Edgewire', canonical: `${c.env.SITE_URL}/forgotpassword`, noindex: true },
  );
}

const TOKEN = /^[\w-]{20,200}$/;

/** The new-password form for a link's token, or a dead end with a way to ask for a new link. */
export function resetScreen(c: Context<AppEnv>, token: string, feedback?: FormFeedback) {
  // The token is a secret: keep it out of caches and out of the Referer of any link on the page.
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.render(
    <AuthLayout appStoreUrl={c.env.APP_STORE_URL} playStoreUrl={c.env.PLAY_STORE_URL}>
      {TOKEN.test(token) ? (
        <Island name="ResetPasswordForm" props={{ token, ...(feedback ? { feedback } : {}) }} />
      ) : (
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-black tracking-tight text-slate-900 dark:text-white">This link does not work</h1>
          <p className="text-slate-700 dark:text-slate-300">{M.resetLinkInvalid}</p>
          <a className="font-semibold text-sky-800 underline dark:text-sky-300" href="/forgotpassword">
            Request a new link
          </a>
        </div>
      )}
    </AuthLayout>,
    { title: 'Set a new password · Edgewire', noindex: true },
  );
}

passwordResetPages.get('/forgotpassword', (c) => forgotScreen(c));
passwordResetPages.get('/reset-password', (c) => resetScreen(c, c.req.query('token') ?? ''));
