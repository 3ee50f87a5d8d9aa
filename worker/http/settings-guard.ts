/**
 * @module A production (or staging) Worker missing a required secret serves nothing: every request
 * answers the one error path's 500 (the error page, or the envelope on the APIs) and logs a line
 * naming what is missing, instead of failing later inside a flow (a sign-in, a checkout, a push).
 * What is required is worker/config/required-settings.ts's. Registered first, so that the health
 * probe and the edge cache answer nothing either. Secrets change only with a new deployment, which
 * is a new isolate: the answer is worked out once per isolate and env object.
 */
import type { MiddlewareHandler } from 'hono';
import { CHECKED_ENVIRONMENTS, missingSecrets } from '../config/required-settings';
import type { AppEnv } from '../env';
import { pageRenderer } from '../pages/renderer';
import { AppError } from './errors';
import { log } from './log';
import { respond } from './on-error';

/** What readers see: the operator learns the names from the log line, never from the page. */
export const MISCONFIGURED_MESSAGE = 'Edgewire is not configured: a required setting is missing.';

const missingByEnv = new WeakMap<object, readonly string[]>();

/** The required secrets this env lacks: none outside production and staging. Once per env object. */
export function missingFor(env: Env): readonly string[] {
  let missing = missingByEnv.get(env);
  if (!missing) {
    missing = CHECKED_ENVIRONMENTS.includes(env.ENVIRONMENT) ? missingSecrets(env) : [];
    missingByEnv.set(env, missing);
  }
  return missing;
}

export const settingsGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const missing = missingFor(c.env);
  if (missing.length === 0) return next();
  log('error', 'config.missing-settings', {
    environment: c.env.ENVIRONMENT,
    missing,
    hint: `set each with: wrangler secret put <NAME> --env ${c.env.ENVIRONMENT}`,
    path: c.req.path,
  });
  // The page layout the error page is drawn in; pageRenderer would register it later in the chain.
  await pageRenderer(c, async () => {});
  return respond(c, AppError.of(500, 'internal', MISCONFIGURED_MESSAGE));
};
