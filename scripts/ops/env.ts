/**
 * @module What the ops scripts (provision, deploy) share: their command line, the named environments
 * of wrangler.toml and the account resources each one binds, placeholder ids, and how wrangler runs.
 * Bad input ends in an OpsError: one line saying what to do, printed by `runMain`, exit 1.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, WRANGLER_ENV } from '../dev/proc.ts';

/** A refusal the operator can act on: its message is the one line printed. */
export class OpsError extends Error {}

export interface OpsArgs {
  env: string;
  /** wrangler.toml, absolute (`--config`, for tests and other checkouts). */
  config: string;
  dryRun: boolean;
  skipBuild: boolean;
  plan: 'free' | 'paid';
}

/** `--env <name>` (required, one of the file's environments), `--config`, `--dry-run`, `--skip-build`, `--plan`. */
export function parseOpsArgs(command: string, argv: string[]): OpsArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        env: { type: 'string', short: 'e' },
        config: { type: 'string', short: 'c', default: path.join(ROOT, 'wrangler.toml') },
        'dry-run': { type: 'boolean', default: false },
        'skip-build': { type: 'boolean', default: false },
        plan: { type: 'string', default: 'free' },
      },
    }));
  } catch (err) {
    throw new OpsError(`${(err as Error).message}; usage: npm run ${command} -- --env <name>`);
  }
  const config = path.resolve(String(values.config));
  if (!existsSync(config)) throw new OpsError(`no ${config}: pass --config <path to wrangler.toml>`);
  const names = envNames(readFileSync(config, 'utf8'));
  const env = values.env as string | undefined;
  const choice = names.map((n) => `--env ${n}`).join(' or ');
  if (!env) throw new OpsError(`which environment? Run \`npm run ${command} -- --env <name>\` with ${names.join(' or ')}`);
  if (!names.includes(env)) {
    throw new OpsError(`unknown environment "${env}": use ${choice} (the [env.*] sections of wrangler.toml)`);
  }
  const plan = values.plan;
  if (plan !== 'free' && plan !== 'paid') throw new OpsError(`unknown plan "${plan}": use --plan free or --plan paid`);
  return { env, config, dryRun: Boolean(values['dry-run']), skipBuild: Boolean(values['skip-build']), plan };
}

/** The environments a wrangler.toml names (`[env.x]`, `[env.x.vars]`, `[[env.x.d1_databases]]` …), in order. */
export function envNames(toml: string): string[] {
  const names = [...toml.matchAll(/^\s*\[\[?\s*env\.([A-Za-z0-9_-]+)\s*[.\]]/gm)].map((m) => m[1]!);
  return [...new Set(names)];
}

/** Ids of zeros, as wrangler.toml ships them (UUID-shaped for D1, 32 hex digits for KV). */
export function isPlaceholderId(id: string | undefined): boolean {
  return !id || /^0{8}-0{4}-4000-8000-0{11}[0-9a-f]$/.test(id) || /^0{32}$/.test(id);
}

export interface EnvResources {
  /** The deployed Worker's name (wrangler appends the environment's). */
  worker: string;
  d1: { binding: string; name: string; id: string | undefined; migrationsDir: string }[];
  /** KV has no name in wrangler.toml: its title in the account is `<worker>-<binding>`, lower case. */
  kv: { binding: string; title: string; id: string | undefined }[];
  r2: { binding: string; name: string }[];
  /** Every queue the environment produces to or consumes from, dead-letter queues included. */
  queues: string[];
}

interface D1Entry {
  binding: string;
  database_name?: string;
  database_id?: string;
  migrations_dir?: string;
}

/**
 * What `wrangler … --env <env>` would bind, read through wrangler itself. Imported here, not at the
 * top: loading wrangler takes seconds, and a mistyped --env is answered before that.
 */
export async function envResources(configPath: string, env: string): Promise<EnvResources> {
  const { readEnvConfig } = await import('../dev/wrangler-api.ts');
  const config = readEnvConfig(configPath, env);
  const dir = path.dirname(configPath);
  const worker: string = config.name;
  const d1 = (config.d1_databases as D1Entry[]).map((d) => ({
    binding: d.binding,
    name: required(d.database_name, `database_name of ${d.binding}`, env),
    id: d.database_id,
    migrationsDir: path.resolve(dir, d.migrations_dir ?? 'migrations'),
  }));
  const kv = (config.kv_namespaces as { binding: string; id?: string }[]).map((k) => ({
    binding: k.binding,
    title: `${worker}-${k.binding.toLowerCase()}`,
    id: k.id,
  }));
  const r2 = (config.r2_buckets as { binding: string; bucket_name?: string }[]).map((r) => ({
    binding: r.binding,
    name: required(r.bucket_name, `bucket_name of ${r.binding}`, env),
  }));
  const producers = (config.queues.producers ?? []) as { queue: string }[];
  const consumers = (config.queues.consumers ?? []) as { queue: string; dead_letter_queue?: string }[];
  const consumed = consumers.flatMap((c) => (c.dead_letter_queue ? [c.queue, c.dead_letter_queue] : [c.queue]));
  const queues = [...new Set([...producers.map((p) => p.queue), ...consumed])];
  return { worker, d1, kv, r2, queues };
}

function required(value: string | undefined, what: string, env: string): string {
  if (!value) throw new OpsError(`wrangler.toml [env.${env}] has no ${what}: add it (docs/deploy.md)`);
  return value;
}

/** wrangler as the operator's shell finds it (PATH: node_modules/.bin under npm, or a test's fake), else the local copy. */
export function wranglerCommand(): [string, string[]] {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, 'wrangler');
    try {
      accessSync(file, constants.X_OK);
      return [file, []];
    } catch {
      // not in this directory
    }
  }
  return [process.execPath, [path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js')]];
}

export interface WranglerResult {
  code: number;
  /** stdout and stderr, interleaved as written. */
  output: string;
  stdout: string;
}

/**
 * Runs wrangler with the environment's config, no stdin (it never prompts: CI=true), and resolves
 * with how it ended; `echo` also writes its output through (deploys, migrations).
 */
export function wrangler(args: string[], opts: { config: string; echo?: boolean; env?: Record<string, string> }): Promise<WranglerResult> {
  const [cmd, pre] = wranglerCommand();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, [...pre, ...args, '--config', opts.config], {
      cwd: path.dirname(opts.config),
      env: { ...process.env, ...WRANGLER_ENV, CI: 'true', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d;
      stdout += d;
      if (opts.echo) process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d;
      if (opts.echo) process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output, stdout }));
  });
}

/** Like `wrangler`, but a failure is an OpsError quoting wrangler's own last error line. */
export async function wranglerOk(args: string[], opts: { config: string; echo?: boolean; env?: Record<string, string> }): Promise<string> {
  const result = await wrangler(args, opts);
  if (result.code !== 0) {
    const reason = lastErrorLine(result.output);
    throw new OpsError(`\`wrangler ${args.join(' ')}\` failed${reason ? `: ${reason}` : ''}`);
  }
  return result.stdout;
}

/** wrangler's "✘ [ERROR] …" line, else its last non-empty line. */
export function lastErrorLine(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const error = lines.find((l) => /\[ERROR\]/.test(l));
  return (error ?? lines.at(-1) ?? '').replace(/^.*\[ERROR\]\s*/, '');
}

/** Runs a script's main; an OpsError prints as one line (`<command>: <what to do>`), anything else in full. */
export function runMain(command: string, main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    if (err instanceof OpsError) console.error(`${command}: ${err.message}`);
    else console.error(err);
    process.exitCode = 1;
  });
}

/** JSON printed by wrangler, after any banner line. */
export function jsonOf<T>(stdout: string, what: string): T {
  const start = stdout.search(/^\s*[[{]/m);
  try {
    return JSON.parse(stdout.slice(start)) as T;
  } catch {
    throw new OpsError(`could not read the output of \`wrangler ${what}\`: is wrangler logged in (npx wrangler login)?`);
  }
}
