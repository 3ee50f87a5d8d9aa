/**
 * @module Which pages hide the site header (spec: auth screens, landing, thanks, the /subscribe funnel),
 * and where the footer offers the newsletter.
 */

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

/**
 * The page a footer newsletter sign-up returns to, or null for no sign-up: the focused pages that
 * hide the header (a second e-mail field beside a sign-in or payment form is a trap) and the
 * newsletter's own pages, which carry the form themselves.
 */
export function footerSignUpBack(path: string): string | null {
  return headerHidden(path) || path.startsWith('/newsletter') ? null : path;
}
