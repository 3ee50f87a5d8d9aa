/**
 * @module The Worker's secrets, as `npm run provision` reports them per environment: each name,
 * whether production needs it, and what it is. Derived from the one list of settings
 * (worker/config/required-settings.ts), which the Worker's own refusal to serve, docs/deploy.md and
 * .dev.vars.example follow too. Secrets are never in wrangler.toml: they are set with
 * `npx wrangler secret put NAME --env <name>` (locally: .dev.vars, from .dev.vars.example).
 */
import { SETTINGS } from '../../worker/config/required-settings.ts';
import { jsonOf, lastErrorLine, OpsError, wrangler } from './env.ts';

export interface SecretSpec {
  name: string;
  /** True when production cannot work without it; false when optional, or needed only once a feature is switched on. */
  production: boolean;
  what: string;
}

export const SECRETS: readonly SecretSpec[] = SETTINGS.filter((s) => s.kind === 'secret').map((s) => ({
  name: s.name,
  production: s.production === 'yes',
  what: typeof s.production === 'object' ? `${s.what} (needed once ${s.production.when} is set)` : s.what,
}));

/** The secrets of `SECRETS` not among `set`, required ones first. */
export function unsetSecrets(set: Iterable<string>): SecretSpec[] {
  const have = new Set(set);
  const missing = SECRETS.filter((s) => !have.has(s.name));
  return [...missing.filter((s) => s.production), ...missing.filter((s) => !s.production)];
}

/**
 * The secrets not yet set on an environment's Worker (`wrangler secret list`), required ones first,
 * or 'no-worker' before its first deploy (wrangler cannot list the secrets of a Worker that does
 * not exist yet).
 */
export async function unsetSecretsOf(env: string, opts: { config: string }): Promise<SecretSpec[] | 'no-worker'> {
  const list = await wrangler(['secret', 'list', '--env', env], opts);
  if (list.code !== 0 && /not found/i.test(list.output)) return 'no-worker';
  if (list.code !== 0) throw new OpsError(`\`wrangler secret list --env ${env}\` failed: ${lastErrorLine(list.output)}`);
  return unsetSecrets(jsonOf<{ name: string }[]>(list.stdout, 'secret list').map((s) => s.name));
}
