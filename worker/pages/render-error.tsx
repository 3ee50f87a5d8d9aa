/**
 * @module HTML error pages for the one error path (API paths get the JSON envelope instead). They
 * show who is reading, so a session its route never checked is checked first (checkSessionForPage).
 */
import type { Context } from 'hono';
import { ErrorPage } from '../../client/server/pages/ErrorPage';
import type { AppEnv } from '../env';
import { checkSessionForPage } from '../features/auth/session-state';

export async function renderErrorPage(c: Context<AppEnv>, status: number, message: string) {
  await checkSessionForPage(c);
  c.status(status as 404);
  const title = status === 404 ? 'Page not found · Edgewire' : 'Something went wrong · Edgewire';
  return c.render(<ErrorPage status={status} message={message} />, { title });
}
