/**
 * @module The session cookie's names, read by the session middleware, the edge cache (a request
 * with a session never shares a cached page) and the OpenAPI document.
 */
export const SESSION_COOKIE_BASE = 'ew_session';
/** On https the cookie is `__Host-` prefixed (Secure, no Domain, Path=/); browsers refuse that on http. */
export const SESSION_COOKIE_NAMES = { http: SESSION_COOKIE_BASE, https: `__Host-${SESSION_COOKIE_BASE}` } as const;
