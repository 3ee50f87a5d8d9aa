/**
 * @module Account screens: /login and /signup (one screen, two modes), /forgotpassword and
 * /reset-password, plus the guard that sends logged-out visits to /foryou, /local and /account/*
 * to /login?redirect=… with the spec's info toast.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { Island } from '../../../client/islands';
import type { ToastInit } from '../../../client/lib/toast';
import { AuthLayout } from '../../../client/pages/AuthPages';
import { AUTH_MESSAGES, LOGIN_REDIRECTS, protectedSection, redirectKey } from '../../contracts/auth';
import type { AppEnv } from '../../env';

export const authPages = new Hono<AppEnv>();

/** A one-time message handed to the login screen by a redirect (e.g. a failed social sign-in). */
export const FLASH_COOKIE = 'ew_flash';
const FLASHABLE = new Set<string>(Object.values(AUTH_MESSAGES));

function takeFlash(c: Parameters<MiddlewareHandler<AppEnv>>[0]): ToastInit[] {
  const raw = getCookie(c, FLASH_COOKIE);
  if (raw === undefined) return [];
  deleteCookie(c, FLASH_COOKIE, { path: '/', ...(c.req.url.startsWith('https:') ? { secure: true } : {}) });
  // Only the catalogue's own sentences are shown: the cookie cannot put words on the page.
  return FLASHABLE.has(raw) && raw !== AUTH_MESSAGES.cancelled ? [{ type: 'error', message: raw }] : [];
}

for (const mode of ['login', 'signup'] as const) {
  authPages.get(`/${mode}`, (c) => {
    const key = redirectKey(c.req.query('redirect'));
    // A signed-in reader has nothing to do here: on to where they were going.
    if (c.get('viewer')) return c.redirect(key ? LOGIN_REDIRECTS[key].path : '/trending', 302);
    c.header('Cache-Control', 'private, no-store');
    return c.render(
      <AuthLayout appStoreUrl={c.env.APP_STORE_URL} playStoreUrl={c.env.PLAY_STORE_URL}>
        <Island name="AuthForm" props={{ mode, redirect: key }} />
      </AuthLayout>,
      {
        title: mode === 'login' ? 'Log in · Edgewire' : 'Sign up · Edgewire',
        canonical: `${c.env.SITE_URL}/${mode}`,
        noindex: true,
        toasts: [...(key ? [{ type: 'info' as const, message: LOGIN_REDIRECTS[key].toast }] : []), ...takeFlash(c)],
      },
    );
  });
}

authPages.get('/forgotpassword', (c) =>
  c.render(
    <AuthLayout appStoreUrl={c.env.APP_STORE_URL} playStoreUrl={c.env.PLAY_STORE_URL}>
      <Island name="ForgotPasswordForm" props={{}} />
    </AuthLayout>,
    { title: 'Forgot password · Edgewire', canonical: `${c.env.SITE_URL}/forgotpassword`, noindex: true },
  ),
);

authPages.get('/reset-password', (c) => {
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
          <p className="text-slate-700 dark:text-slate-300">This reset link is invalid or has expired. Please request a new one.</p>
          <a className="font-semibold text-sky-800 underline dark:text-sky-300" href="/forgotpassword">
            Request a new link
          </a>
        </div>
      )}
    </AuthLayout>,
    { title: 'Set a new password · Edgewire', noindex: true },
  );
});
