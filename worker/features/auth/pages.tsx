/**
 * @module The sign-in screens: /login and /signup (one screen, two modes), with the info toast of
 * a guarded section (?redirect=…) and the one-time message a failed social sign-in left behind.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { Island } from '../../../client/islands';
import type { ToastInit } from '../../../client/lib/toast';
import { AuthLayout } from '../../../client/pages/AuthPages';
import { AUTH_MESSAGES, LOGIN_REDIRECTS, redirectKey } from '../../contracts/auth';
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
    if (c.var.viewer) return c.redirect(key ? LOGIN_REDIRECTS[key].path : '/trending', 302);
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
