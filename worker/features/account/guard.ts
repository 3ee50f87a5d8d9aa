/** @module The signed-in reader of an account API call, or 401 with the spec's 'No user logged in'. */
import type { Context } from 'hono';
import { AUTH_MESSAGES } from '../../contracts/auth';
import type { AppEnv, Viewer } from '../../env';
import { unauthorized } from '../../http/errors';

export function signedInReader(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthorized(AUTH_MESSAGES.noUser);
  // Answers about one reader must never be kept by a shared cache.
  c.header('Cache-Control', 'private, no-store');
  return viewer;
}
