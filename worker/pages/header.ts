/** @module Which pages hide the site header (spec: auth screens, landing, thanks, the /subscribe funnel). */

const HIDDEN = new Set(['/login', '/signup', '/forgotpassword', '/landing', '/thanks', '/subscribe']);

/**
 * True for /login, /signup, /forgotpassword, /landing, /thanks, /subscribe and every page under
 * /subscribe/. A trailing slash does not matter; letter case does (routes are case-sensitive, so
 * /LOGIN is a 404 page, which keeps its header).
 */
export function headerHidden(path: string): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return HIDDEN.has(p) || p.startsWith('/subscribe/');
}
