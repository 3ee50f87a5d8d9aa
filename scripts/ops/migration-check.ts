/**
 * @module The deploy's migration check (decision 079-deploy-and-environments): a deploy applies the
 * D1 migrations first and the new code second, so for a while the release still running reads the
 * migrated database. Migrations must therefore stay backward compatible with it: add, then use, then
 * remove in a later release. A statement that takes away what a running release may read (DROP TABLE,
 * DROP VIEW, ALTER TABLE … DROP COLUMN, ALTER TABLE … RENAME, table or column) is refused unless the
 * file says, in a marker comment naming that very object, why the running release no longer reads it:
 *
 *   -- deploy-check: allow DROP COLUMN users.nickname: no release since 1.2 reads it
 *
 * A table the same file created before the statement (a rebuild's `__new_x`) is exempt.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Op = 'DROP TABLE' | 'DROP VIEW' | 'DROP COLUMN' | 'RENAME TABLE' | 'RENAME COLUMN';

export interface Destructive {
  op: Op;
  /** `table`, or `table.column` for the column operations. */
  object: string;
}

export interface Violation extends Destructive {
  file: string;
}

/** `-- deploy-check: allow <OP> <object>: <reason>`, on one line; the reason may not be empty. */
const MARKER =
  /--[ \t]*deploy-check:[ \t]*allow[ \t]+(DROP TABLE|DROP VIEW|DROP COLUMN|RENAME TABLE|RENAME COLUMN)[ \t]+([\w.]+)[ \t]*:[ \t]*\S/gi;

const key = (op: string, object: string) => `${op.toUpperCase()} ${object.toLowerCase()}`;

/** The statements of one SQL file, comments and string literals removed, identifiers unquoted. */
function statements(sql: string): string[] {
  return sql
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/[`"[\]]/g, '')
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const ID = '([\\w.]+)';
const PATTERNS: [RegExp, (m: RegExpMatchArray) => Destructive][] = [
  [new RegExp(`^DROP TABLE (?:IF EXISTS )?${ID}`, 'i'), (m) => ({ op: 'DROP TABLE', object: m[1]! })],
  [new RegExp(`^DROP VIEW (?:IF EXISTS )?${ID}`, 'i'), (m) => ({ op: 'DROP VIEW', object: m[1]! })],
  [new RegExp(`^ALTER TABLE ${ID} DROP (?:COLUMN )?(\\w+)`, 'i'), (m) => ({ op: 'DROP COLUMN', object: `${m[1]}.${m[2]}` })],
  [new RegExp(`^ALTER TABLE ${ID} RENAME TO ${ID}`, 'i'), (m) => ({ op: 'RENAME TABLE', object: m[1]! })],
  [new RegExp(`^ALTER TABLE ${ID} RENAME (?:COLUMN )?(\\w+) TO (\\w+)`, 'i'), (m) => ({ op: 'RENAME COLUMN', object: `${m[1]}.${m[2]}` })],
];

/** Every statement of `sql` that removes or renames something a running release may read, but for objects the file itself created first. */
export function destructiveStatements(sql: string): Destructive[] {
  const created = new Set<string>();
  const found: Destructive[] = [];
  for (const statement of statements(sql)) {
    const made = statement.match(/^CREATE (?:VIRTUAL )?(?:TABLE|VIEW) (?:IF NOT EXISTS )?([\w.]+)/i);
    if (made) created.add(made[1]!.toLowerCase());
    for (const [re, to] of PATTERNS) {
      const m = statement.match(re);
      if (!m) continue;
      const d = to(m);
      if (!created.has(d.object.split('.')[0]!.toLowerCase())) found.push(d);
      break;
    }
  }
  return found;
}

/** The destructive statements of one file that no marker of that file allows. */
export function checkMigration(file: string, sql: string): Violation[] {
  const allowed = new Set([...sql.matchAll(MARKER)].map((m) => key(m[1]!, m[2]!)));
  return destructiveStatements(sql)
    .filter((d) => !allowed.has(key(d.op, d.object)))
    .map((d) => ({ ...d, file }));
}

/** Every `.sql` file directly in each directory (wrangler's migrations_dir), in name order. */
export function checkMigrationDirs(dirs: string[], root: string): Violation[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .flatMap((f) => checkMigration(path.relative(root, path.join(dir, f)), readFileSync(path.join(dir, f), 'utf8'))),
  );
}

const VERB: Record<Op, string> = {
  'DROP TABLE': 'drops table',
  'DROP VIEW': 'drops view',
  'DROP COLUMN': 'drops column',
  'RENAME TABLE': 'renames table',
  'RENAME COLUMN': 'renames column',
};

/** The one line a refused deploy prints. */
export function violationLine(violations: Violation[]): string {
  const v = violations[0]!;
  const more = violations.length > 1 ? ` (and ${violations.length - 1} more)` : '';
  return (
    `${v.file} ${VERB[v.op]} ${v.object}, which the running release may still read${more}: ` +
    `ship that in a release after the one that stops reading it, then mark it ` +
    `"-- deploy-check: allow ${v.op} ${v.object}: <why nothing running reads it>" (docs/deploy.md, Migrations)`
  );
}
