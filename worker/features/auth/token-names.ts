/**
 * @module Who issues a session token and for whom (its JWT `iss` and `aud`), with no imports, so
 * that a Node script signing a bench reader's session (scripts/bench/hot.ts) takes the same values.
 */
export const SESSION_ISSUER = 'edgewire';
export const SESSION_AUDIENCE = 'edgewire-web';
