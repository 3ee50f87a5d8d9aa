/** @module Hono environment: bindings come from `wrangler types` (worker-configuration.d.ts), never by hand. */
import type { Flash } from './contracts/toasts';
import type { Db } from './db/client';

export type Role = 'reader' | 'admin';

/** The signed-in reader as the server sees them for this request; null for guests. */
export type Viewer = {
  id: number;
  username: string;
  email: string;
  role: Role;
  subscriptionEnd: number | null;
  theme: 'dark' | 'light' | null;
  jti: string;
  /** The session version the cookie was issued under (see features/auth/session.ts). */
  sessionVersion: number;
};

/** A verified session token's claims: who it names, before D1 has said the session still stands. */
export type SessionClaims = { sub: string; jti: string; iat: number; exp: number; auth_time?: number; sv?: number };

/**
 * What this request's session cookie was found to be, recorded once, where it is checked
 * (features/auth/session.ts): no cookie; a good signature D1 has not been asked about yet; asked
 * and standing; or refused (a bad or expired signature, or D1 found it revoked, inactive or of an
 * old version). Only a refused cookie is cleared (docs/decisions/049-session-decided-once.md).
 */
export type SessionState = 'none' | 'unchecked' | 'standing' | 'refused';

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    viewer: Viewer | null;
    /** Set by the session middleware; absent on the sessionless routes (media, images) that run before it. */
    session?: SessionState;
    /** The session cookie verified only under SESSION_SECRET_PREVIOUS: re-signed on this answer (session-state.ts). */
    sessionKey?: 'previous';
    /** On routes that check the session in their own D1 batch: the cookie's claims (session-batch.ts). */
    claims?: SessionClaims | null;
    /** The flash a form left for this page view, once taken (http/flash.ts). */
    flash?: Flash;
  };
};
