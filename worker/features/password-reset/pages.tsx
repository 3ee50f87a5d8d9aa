/**
 * @module The password-reset screens: /forgotpassword asks for the e-mail, /reset-password?token=…
 * sets the new password (or says the link does not work, without asking the API).
 */
import { Hono } from 'hono';
import { Island } from '../../../client/islands';
import { AuthLayout } from '../../../client/pages/AuthPages';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import type { AppEnv } from '../../env';

export const passwordResetPages = new Hono<AppEnv>();

passwordResetPages.get('/forgotpassword', (c) =>
  c.render(
    <AuthLayout appStoreUrl={c.env.APP_STORE_URL} playStoreUrl={c.env.PLAY_STORE_URL}>
      <Island name="ForgotPasswordForm" props={{}} />
    </AuthLayout>,
    { title: 'Forgot password · Edgewire', canonical: `${c.env.SITE_URL}/forgotpassword`, noindex: true },
  ),
);

passwordResetPages.get('/reset-password', (c) => {
  const token = c.req.query('token') ?? '';
  // The token is a secret: keep it out of caches and out of the Referer of any link on the page.
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.render(
    <AuthLayout appStoreUrl={c.env.APP_STORE_URL} playStoreUrl={c.env.PLAY_STORE_URL}>
      {/^[\w-]{20,200}$/.test(token) ? (
        <Island name="ResetPasswordForm" props={{ token }} />
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
});
