/**
 * `npm run deploy -- --env <name> [--dry-run] [--plan free|paid] [--skip-build]`: one command from a
 * checkout to a deployed environment, in an order that cannot half-apply (decision
 * 079-deploy-and-environments):
 *   1. checks, before anything runs: the environment exists, it has no placeholder ids left (a real
 *      deploy; `npm run provision` writes them), and no migration takes away what the running
 *      release reads (scripts/ops/migration-check.ts);
 *   2. the build (`npm run build`) and the Worker bundle as wrangler uploads it
 *      (`wrangler deploy --dry-run --env <name> --outdir .tmp/deploy/<name>`), whose compressed size
 *      is printed and checked against the plan's limit (scripts/checks/worker-size.ts);
 *   3. the D1 migrations of both databases (`--remote --env <name>`), then 4. `wrangler deploy`.
 * Migrations go first because they are backward compatible with the release still serving: should
 * the deploy then fail, that release keeps running on the migrated database and a rerun finishes.
 * `--dry-run` stops after 2, with nothing remote (CI runs it for both environments). `--skip-build`
 * reuses dist/public and worker/generated from an earlier `npm run build` (npm test builds first).
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { kib, PLAN_LIMIT_BYTES, weighBundle } from '../checks/worker-size.ts';
import { CommandError, ROOT, run } from '../dev/proc.ts';
import { bold, dim, log, Steps } from '../dev/progress.ts';
import { type EnvResources, envResources, isPlaceholderId, type OpsArgs, OpsError, parseOpsArgs, runMain, wranglerOk } from './env.ts';
import { checkMigrationDirs, violationLine } from './migration-check.ts';
import { unsetSecretsOf } from './secrets.ts';

/** Checks that need nothing but the files: the first thing a deploy does, dry or not. */
export async function preflight(args: OpsArgs): Promise<{ res: EnvResources; placeholders: string[] }> {
  const res = await envResources(args.config, args.env);
  const placeholders = [...res.d1, ...res.kv].filter((r) => isPlaceholderId(r.id)).map((r) => r.binding);
  if (placeholders.length && !args.dryRun) {
    throw new OpsError(
      `wrangler.toml [env.${args.env}] still has placeholder ids (${placeholders.join(', ')}): run \`npm run provision -- --env ${args.env}\` first`,
    );
  }
  const violations = checkMigrationDirs([...new Set(res.d1.map((d) => d.migrationsDir))], path.dirname(args.config));
  if (violations.length) throw new OpsError(violationLine(violations));
  return { res, placeholders };
}

export async function deploy(args: OpsArgs): Promise<void> {
  const { env, config, dryRun } = args;
  const opts = { config };
  const { res, placeholders } = await preflight(args);
  const steps = new Steps(dryRun ? 3 : 4 + res.d1.length + 1);
  await steps.step(
    `checks (environment ${env}, ids, migrations)`,
    async () => undefined,
    () =>
      placeholders.length
        ? `placeholder ids (${placeholders.join(', ')}): fine for a dry run only`
        : 'ids set; migrations backward compatible',
  );
  await steps.step(
    'build (npm run build)',
    async () => {
      if (args.skipBuild) {
        if (!existsSync(path.join(ROOT, 'worker/generated/assets.ts')))
          throw new OpsError('no worker/generated: run `npm run build` first, or drop --skip-build');
        return 'skipped (--skip-build: the last npm run build)';
      }
      await run('npm', ['run', '--silent', 'build']).catch(failed('npm run build'));
      return undefined;
    },
    (note) => note,
  );
  // Beside the config (the checkout's .tmp; a test's own folder), emptied: a stale module would be weighed too.
  const outdir = path.join(path.dirname(config), '.tmp/deploy', env);
  rmSync(outdir, { recursive: true, force: true });
  const limit = PLAN_LIMIT_BYTES[args.plan];
  const weight = await steps.step(
    `Worker bundle (wrangler deploy --dry-run --env ${env})`,
    async () => {
      // NODE_ENV=production, or wrangler bundles React's development build.
      await wranglerOk(['deploy', '--dry-run', '--env', env, '--outdir', outdir], { ...opts, env: { NODE_ENV: 'production' } });
      return weighBundle(outdir);
    },
    (w) => `${kib(w.gzip)} gzip`,
  );
  const share = `${((weight.gzip / limit) * 100).toFixed(0)} %`;
  log(
    bold(`Compressed Worker bundle: ${kib(weight.gzip)} gzip`) +
      dim(` (${kib(weight.raw)} raw; the ${args.plan} plan's limit is ${kib(limit)}: ${share})`),
  );
  if (weight.gzip > limit) {
    throw new OpsError(
      `the Worker is ${kib(weight.gzip)} gzip, over the ${args.plan} plan's ${kib(limit)}: npm run build:report says what grew${args.plan === 'free' ? ' (on a paid plan: --plan paid)' : ''}`,
    );
  }
  if (dryRun) {
    log(`Dry run of ${env}: checked and built, nothing deployed. Deploy with: npm run deploy -- --env ${env}`);
    return;
  }
  // A Worker that exists must have every required secret before anything is applied: it would
  // refuse to serve without one (http/settings-guard.ts). Before the first deploy wrangler cannot
  // list them; the Worker then refuses to serve until they are set, and the end says which.
  const unset = await steps.step(
    `secrets (wrangler secret list --env ${env})`,
    async () => {
      const found = await unsetSecretsOf(env, opts);
      const missing = found === 'no-worker' ? [] : found.filter((s) => s.production);
      if (missing.length) {
        throw new OpsError(
          `required secrets unset on ${env}: ${missing.map((s) => s.name).join(', ')}: set each with \`npx wrangler secret put NAME --env ${env}\`, then deploy again (nothing was deployed)`,
        );
      }
      return found;
    },
    (found) => (found === 'no-worker' ? 'first deploy: set them after it' : 'required ones set'),
  );
  for (const d of res.d1) {
    await steps.step(`D1 migrations ${d.binding} (${d.name}, --remote)`, () =>
      wranglerOk(['d1', 'migrations', 'apply', d.binding, '--remote', '--env', env], { ...opts, echo: true }).catch(
        afterFailure(
          `migrations of ${d.binding} failed`,
          'nothing was deployed and the running release keeps serving; fix it and run the deploy again',
        ),
      ),
    );
  }
  await steps.step(`wrangler deploy --env ${env}`, () =>
    wranglerOk(['deploy', '--env', env], { ...opts, echo: true, env: { NODE_ENV: 'production' } }).catch(
      afterFailure(
        'wrangler deploy failed',
        'the migrations applied are backward compatible and the running release keeps serving; run the deploy again',
      ),
    ),
  );
  log(`${bold(`Deployed ${res.worker}.`)} Smoke-check it (docs/deploy.md); roll back with npx wrangler rollback --env ${env}`);
  if (unset === 'no-worker') {
    log(`First deploy: it answers 500 until its required secrets are set. List them: npm run provision -- --env ${env}`);
  }
}

/** A build failure as one line plus its output above it. */
const failed = (what: string) => (err: unknown) => {
  if (err instanceof CommandError) process.stderr.write(err.output);
  throw new OpsError(`${what} failed: see its output above`);
};

/** A remote step's failure: what failed, then where that leaves the environment. */
const afterFailure = (what: string, state: string) => (err: unknown) => {
  const reason = err instanceof OpsError ? err.message.replace(/^`[^`]*` failed:?\s*/, '') : String(err);
  throw new OpsError(`${what}${reason ? ` (${reason})` : ''}: ${state}`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain('deploy', async () => deploy(parseOpsArgs('deploy', process.argv.slice(2))));
}
