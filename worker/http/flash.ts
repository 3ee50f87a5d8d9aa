/**
 * @module A one-time hand-over to the next page of a redirect: toasts, and a few values the page
 * needs (the address a support reply goes to). Used after a form posted without JavaScript and
 * after a failed social sign-in. The cookie is signed, so only this server's words reach a page;
 * HttpOnly, a minute long, and read once. Nothing of it ever travels in a URL.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { Flash } from '../contracts/toasts';
import type { AppEnv } from '../env';
import { previousSessionKey } from './session-keys';

const NAME = 'ew_flash';
const MAX_AGE_SECONDS = 60;
const options = <E extends AppEnv>(c: Context<E>) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: c.req.url.startsWith('https:'),
});

export async function setFlash<E extends AppEnv>(c: Context<E>, flash: Flash): Promise<void> {
  await setSignedCookie(c, NAME, JSON.stringify(flash), c.env.SESSION_SECRET, { ...options(c), maxAge: MAX_AGE_SECONDS });
}

/** The flash left for this page (and clears it), or an empty one; a forged or stale cookie is ignored. */
export async function takeFlash<E extends AppEnv>(c: Context<E>): Promise<Flash> {
  const taken = c.get('flash');
  if (taken) return taken;
  const flash = await readFlash(c);
  c.set('flash', flash);
  return flash;
}

async function readFlash<E extends AppEnv>(c: Context<E>): Promise<Flash> {
  const signed = await getSignedCookie(c, c.env.SESSION_SECRET, NAME);
  // During a session secret rotation, one set a moment ago under the previous key still reads.
  const previous = signed === false ? previousSessionKey(c.env) : null;
  const raw = previous ? await getSignedCookie(c, previous, NAME) : signed;
  if (raw === undefined) return {};
  deleteCookie(c, NAME, options(c));
  // The page that reads a flash is about one reader: never kept by a shared cache.
  c.header('Cache-Control', 'private, no-store');
  if (raw === false) return {};
  try {
    const parsed = JSON.parse(raw) as Flash;
    return { toasts: Array.isArray(parsed.toasts) ? parsed.toasts : [], data: parsed.data ?? {} };
  } catch {
    return {};
  }
}

/**
 * Page views that carry a flash take it before rendering, so every page shows the toasts a form
 * left (the renderer reads `c.var.flash`), not only the pages that ask for their own data. Only a
 * request holding the cookie pays for the signature check.
 */
export const flashForPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' && c.req.header('cookie')?.includes(`${NAME}=`)) await takeFlash(c);
  await next();
};
