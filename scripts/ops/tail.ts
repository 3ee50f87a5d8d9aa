// `npm run tail -- --env <staging|production> [wrangler tail options]`: the Worker's live logs,
// one event per request, cron run or queue batch, with the app's structured lines (http/log.ts;
// docs/deploy.md, "Observability"). A thin wrapper over `wrangler tail --env <name> --format pretty`
// that refuses an environment wrangler.toml does not deploy, in one line, before wrangler runs.
// Anything after the environment goes to wrangler as is: `--status error`, `--search <text>`,
// `--format json` (the last --format wins).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, ROOT } from '../dev/proc.ts';
import { envNames } from './env.ts';

/** The environments wrangler.toml deploys (its `[env.*]` sections), as provision and deploy read them. */
export const deployedEnvironments = () => envNames(readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8'));

/** wrangler's arguments for this command line, or the one line that refuses it. */
export function tailArgs(
  argv: readonly string[],
  environments: readonly string[] = deployedEnvironments(),
): { args: string[] } | { error: string } {
  const rest = [...argv];
  const at = rest.findIndex((a) => a === '--env' || a === '-e' || a.startsWith('--env='));
  const flag = at < 0 ? undefined : rest[at]!;
  const name = flag?.startsWith('--env=') ? flag.slice('--env='.length) : at < 0 ? undefined : rest[at + 1];
  const known = environments.join('|');
  if (!name) return { error: `usage: npm run tail -- --env <${known}> [wrangler tail options]` };
  if (!environments.includes(name))
    return { error: `unknown environment "${name}": use --env ${known} (the environments wrangler.toml deploys)` };
  rest.splice(at, flag!.startsWith('--env=') ? 1 : 2);
  return { args: ['tail', '--env', name, '--format', 'pretty', ...rest] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const parsed = tailArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(parsed.error);
    process.exit(2);
  }
  const [cmd, args] = bin('wrangler', parsed.args);
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
}
