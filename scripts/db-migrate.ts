// Applies the D1 migrations (`npm run db:migrate`): d1-migrations/ to the main database (DB) and
// d1-migrations/events/ to the events database (EVENTS_DB, docs/decisions/075-events-database.md).
//   npm run db:migrate                          local database in wrangler's default state dir
//   npm run db:migrate -- --persist .tmp/state  local database under another state dir
//   npm run db:migrate -- --remote              the top level's remote database (a deploy migrates its
//                                               environment itself: npm run deploy -- --env <name>)
// Never prompts: stdin is closed and CI=true, so wrangler skips its confirmation.
import { pathToFileURL } from 'node:url';
import { bin, run, WRANGLER_ENV } from './dev/proc.ts';

export interface MigrateOptions {
  /** "pipe" (default) returns wrangler's output; "inherit" writes it to the console. */
  stdio?: 'pipe' | 'inherit';
}

/** Every D1 binding with migrations of its own (wrangler.toml migrations_dir). */
export const MIGRATED_DATABASES = ['DB', 'EVENTS_DB'] as const;

/** Applies each database's migrations in turn; the answer is wrangler's output, database by database. */
async function apply(target: string[], opts: MigrateOptions): Promise<string> {
  const outs: string[] = [];
  for (const binding of MIGRATED_DATABASES) {
    const [cmd, args] = bin('wrangler', ['d1', 'migrations', 'apply', binding, ...target]);
    outs.push(await run(cmd, args, { env: { ...WRANGLER_ENV, CI: 'true' }, stdio: opts.stdio }));
  }
  return outs.join('\n');
}

/** Applies pending migrations to the local D1 databases; `persist` is wrangler's --persist-to dir. */
export function migrateLocal(persist?: string, opts: MigrateOptions = {}): Promise<string> {
  return apply(['--local', ...(persist ? ['--persist-to', persist] : [])], opts);
}

/** Applies pending migrations to the remote (deployed) D1 databases. */
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
