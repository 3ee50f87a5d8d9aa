/** @module Hono environment: bindings come from `wrangler types` (worker-configuration.d.ts), never by hand. */
import type { Db } from './db/client';
import type { Flash } from './http/flash';

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

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    viewer: Viewer | null;
    /** The flash a form left for this page view, once taken (http/flash.ts). */
    flash?: Flash;
  };
};
