/**
 * @module The admin's block tools on reader pages (spec §2: "Readers with the admin role see an
 * edit link to it on rich-content blocks and a draft/published switch"). The switch is the
 * admin's own viewing preference, a cookie set by a form POST (CSRF-checked like every post) and
 * read only for admins: every block on every page then shows that version. Anyone else's cookie
 * means nothing, and nobody but an admin is ever drawn a toolbar.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AdminToolbar } from '../../../client/server/components/BlockToolbar';
import type { AppEnv } from '../../env';
import type { DisplayMode } from './display';

export const BLOCK_VIEW_COOKIE = 'ew_block_view';

const isAdmin = (c: Context<AppEnv>) => c.var.viewer?.role === 'admin';

/** Which version of its blocks this request shows: the admin's choice, published for everyone else. */
export function blockMode(c: Context<AppEnv>): DisplayMode {
  return isAdmin(c) && getCookie(c, BLOCK_VIEW_COOKIE) === 'draft' ? 'draft' : 'published';
}

/** Remembers the admin's choice for this browser (a session cookie: the next visit starts published). */
export function setBlockMode(c: Context, mode: DisplayMode): void {
  setCookie(c, BLOCK_VIEW_COOKIE, mode, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
}

/** The toolbar of block `blockId` as shown (`shown`, else the mode asked for), for admins; null for anyone else. */
export function blockToolbar(c: Context<AppEnv>, blockId: string, shown: DisplayMode | undefined): AdminToolbar | null {
  if (!isAdmin(c)) return null;
  const url = new URL(c.req.url);
  return {
    blockId,
    showing: shown ?? blockMode(c),
    editHref: `${c.env.ADMIN_APP_URL}/ui-blocks/${blockId}`,
    back: `${url.pathname}${url.search}`,
  };
}
