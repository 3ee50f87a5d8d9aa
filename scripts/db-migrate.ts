// Applies the D1 migrations in d1-migrations/ (`npm run db:migrate`).
//   npm run db:migrate                          local database in wrangler's default state dir
//   npm run db:migrate -- --persist .tmp/state  local database under another state dir
//   npm run db:migrate -- --remote              the deployed database (used by `npm run deploy`)
// Never prompts: stdin is closed and CI=true, so wrangler skips its confirmation.
import { pathToFileURL } from 'node:url';
import { bin, run, WRANGLER_ENV } from './dev/proc.ts';

export interface MigrateOptions {
  /** "pipe" (default) returns wrangler's output; "inherit" writes it to the console. */
  stdio?: 'pipe' | 'inherit';
}

function apply(target: string[], opts: MigrateOptions): Promise<string> {
  const [cmd, args] = bin('wrangler', ['d1', 'migrations', 'apply', 'DB', ...target]);
  return run(cmd, args, { env: { ...WRANGLER_ENV, CI: 'true' }, stdio: opts.stdio });
}

/** Applies pending migrations to the local D1 database; `persist` is wrangler's --persist-to dir. */
export function migrateLocal(persist?: string, opts: MigrateOptions = {}): Promise<string> {
  return apply(['--local', ...(persist ? ['--persist-to', persist] : [])], opts);
}

/** Applies pending migrations to the remote (deployed) D1 database. */
export function migrateRemote(opts: MigrateOptions = {}): Promise<string> {
  return apply(['--remote'], opts);
}

async function main(argv: string[]): Promise<void> {
  const remote = argv.includes('--remote');
  const i = argv.indexOf('--persist');
  const persist = i >= 0 ? argv[i + 1] : undefined;
  if (i >= 0 && !persist) throw new Error('--persist needs a directory');
  if (remote && persist) throw new Error('--persist applies to the local database only, not with --remote');
  if (remote) await migrateRemote({ stdio: 'inherit' });
  else await migrateLocal(persist, { stdio: 'inherit' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? `db:migrate: ${err.message}` : err);
    process.exit(1);
  });
}
