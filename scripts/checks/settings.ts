// Every name in `Env` accounted for (issue 30): worker/config/required-settings.ts lists each, and
// this holds the rest to it. `Env` is what `wrangler types` generated (worker/worker-configuration.d.ts,
// from wrangler.toml and .dev.vars.example); each secret, and each variable wrangler.toml does not
// set, has a line in .dev.vars.example; each setting has its row in docs/deploy.md's "Secrets and
// variables"; no secret sits in a `[vars]` table, where anyone reading wrangler.toml would see it.
// Pure functions of the files' text, so that a test can also feed them a copy with a line removed.
//
//   npx tsx scripts/checks/settings.ts     prints the docs table's rows from the settings table
import { pathToFileURL } from 'node:url';
import { type Needed, SETTINGS, type Setting } from '../../worker/config/required-settings';

export const FILES = {
  envDts: 'worker/worker-configuration.d.ts',
  devVars: '.dev.vars.example',
  docs: 'docs/deploy.md',
  wrangler: 'wrangler.toml',
} as const;

export type Sources = { envDts: string; devVars: string; docs: string; wrangler: string };

export const DOCS_SECTION = '## Secrets and variables';

/** The names of `interface Env` in wrangler types' output (the Cloudflare namespace's, which has no `extends`). */
export function envNames(dts: string): string[] {
  const body = /interface Env \{([^}]*)\}/.exec(dts)?.[1] ?? '';
  return [...body.matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)\??:/gm)].map((m) => m[1]!);
}

/** The names a .dev.vars file sets (`NAME=value` lines). */
export function devVarsNames(text: string): string[] {
  return [...text.matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/gm)].map((m) => m[1]!);
}

/**
 * The keys of every vars table of wrangler.toml, by table: `[vars]`, `[env.<name>.vars]`, and an
 * inline `vars = { … }` inside `[env.<name>]`. A line scan: the file's own shape, no TOML parser.
 */
export function varsTables(toml: string): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  let table = '';
  for (const raw of toml.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    const header = /^\[\[?([^[\]]+)\]\]?$/.exec(line);
    if (header) {
      table = header[1]!.trim();
      continue;
    }
    const inline = /^vars\s*=\s*\{(.*)\}$/.exec(line);
    const isVars = table === 'vars' || /^env\.[^.]+\.vars$/.test(table);
    const keys = inline ? [...inline[1]!.matchAll(/([A-Za-z_][A-Za-z0-9_]*)\s*=/g)].map((m) => m[1]!) : [];
    const key = isVars ? /^([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1] : undefined;
    const name = inline ? `${table}.vars` : table;
    if (inline || key) tables.set(name, [...(tables.get(name) ?? []), ...(inline ? keys : [key!])]);
  }
  return tables;
}

const productionCell = (p: Needed) => (typeof p === 'object' ? `when \`${p.when}\` is set` : p);

/** A setting's row of the docs table: name, kind, production, what it is, where its value comes from. */
export const docsRow = (s: Setting) => `| \`${s.name}\` | ${s.kind} | ${productionCell(s.production)} | ${s.what} | ${s.source} |`;

export const DOCS_HEADER = '| name | kind | production needs it | what it is | where its value comes from |\n|---|---|---|---|---|';

/** docs/deploy.md's section on settings, up to the next `## ` heading. */
export function docsSection(md: string): string {
  const start = md.indexOf(`${DOCS_SECTION}\n`);
  if (start < 0) return '';
  const next = md.indexOf('\n## ', start + DOCS_SECTION.length);
  return md.slice(start, next < 0 ? undefined : next);
}

/** Every way the files disagree with the settings table, one line each, saying what to do. */
export function settingsProblems(src: Sources, settings: readonly Setting[] = SETTINGS): string[] {
  const problems: string[] = [];
  const byName = new Map(settings.map((s) => [s.name, s]));
  const env = envNames(src.envDts);
  const devVars = new Set(devVarsNames(src.devVars));
  const tables = varsTables(src.wrangler);
  const inVars = new Set([...tables.values()].flat());
  const section = docsSection(src.docs);
  const rows = new Set(section.split('\n').filter((l) => l.startsWith('| `')));
  if (env.length === 0) problems.push(`${FILES.envDts}: no \`interface Env\` found; run \`npm run types\``);
  for (const name of env)
    if (!byName.has(name))
      problems.push(`${name} is in Env but not in worker/config/required-settings.ts: add it (kind, production, what, source)`);
  for (const s of settings) {
    if (!env.includes(s.name))
      problems.push(`${s.name} is in worker/config/required-settings.ts but not in Env: remove it, or run \`npm run types\``);
    if (s.kind !== 'binding' && (s.kind === 'secret' || !inVars.has(s.name)) && !devVars.has(s.name))
      problems.push(`${s.name} has no line in ${FILES.devVars}: add \`${s.name}=""\` with a comment saying what it is`);
    if (!rows.has(docsRow(s)))
      problems.push(
        `${s.name} has no up-to-date row under "${DOCS_SECTION}" in ${FILES.docs}: \`npx tsx scripts/checks/settings.ts\` prints it`,
      );
  }
  for (const name of devVars)
    if (!byName.has(name)) problems.push(`${FILES.devVars} sets ${name}, which is not in worker/config/required-settings.ts`);
  for (const row of rows) {
    const name = /^\| `([^`]+)`/.exec(row)?.[1] ?? '';
    if (!byName.has(name)) problems.push(`${FILES.docs} documents ${name}, which is not a setting: remove its row`);
  }
  for (const [table, keys] of tables)
    for (const key of keys)
      if (byName.get(key)?.kind === 'secret')
        problems.push(`${FILES.wrangler} [${table}] sets the secret ${key}: remove it and use \`wrangler secret put ${key}\``);
  return problems;
}

/** The events of the Worker's structured log lines: `log('<level>', '<event>', …)` (http/log.ts). */
export function logEvents(source: string): string[] {
  return [...source.matchAll(/\blog\(\s*'(?:debug|info|warn|error)',\s*'([^']+)'/g)].map((m) => m[1]!);
}

/** The events docs/deploy.md's "Observability" table names (its first column). */
export function documentedEvents(md: string): Set<string> {
  const start = md.indexOf('\n## Observability\n');
  const end = start < 0 ? -1 : md.indexOf('\n## ', start + 1);
  const section = start < 0 ? '' : md.slice(start, end < 0 ? undefined : end);
  return new Set([...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log([DOCS_HEADER, ...SETTINGS.map(docsRow)].join('\n'));
}
