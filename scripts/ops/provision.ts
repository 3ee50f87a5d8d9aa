/**
 * `npm run provision -- --env <name>`: creates, through wrangler, whatever the environment binds and
 * the account lacks (its two D1 databases, the KV namespace, the R2 bucket, the jobs queue and its
 * dead-letter queue), writes the D1 and KV ids into that environment's blocks of wrangler.toml, then
 * lists the secrets still unset there with the command that sets each. Idempotent: each resource is
 * looked up by name first, so a second run creates nothing and says so. Names come from
 * wrangler.toml (scripts/ops/env.ts); nothing is ever deleted.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bold, dim, log, Steps, yellow } from '../dev/progress.ts';
import { type EnvResources, envResources, jsonOf, lastErrorLine, OpsError, parseOpsArgs, runMain, wrangler, wranglerOk } from './env.ts';
import { type SecretSpec, unsetSecrets, unsetSecretsOf } from './secrets.ts';
import { setBindingValue } from './toml-ids.ts';

export interface ProvisionResult {
  created: string[];
  existing: string[];
  /** Bindings whose id in wrangler.toml changed. */
  written: string[];
  /** Secrets of scripts/ops/secrets.ts not set on the environment's Worker (all, before its first deploy). */
  unset: SecretSpec[];
}

type Opts = { config: string };

async function d1Ids(opts: Opts): Promise<Map<string, string>> {
  const list = jsonOf<{ name: string; uuid: string }[]>(await wranglerOk(['d1', 'list', '--json'], opts), 'd1 list --json');
  return new Map(list.map((d) => [d.name, d.uuid]));
}

async function kvIds(opts: Opts): Promise<Map<string, string>> {
  const list = jsonOf<{ title: string; id: string }[]>(await wranglerOk(['kv', 'namespace', 'list'], opts), 'kv namespace list');
  return new Map(list.map((n) => [n.title, n.id]));
}

/** `wrangler r2 bucket list` prints labelled blocks: "name:           edgewire-media". */
async function r2Names(opts: Opts): Promise<Set<string>> {
  const out = await wranglerOk(['r2', 'bucket', 'list'], opts);
  return new Set([...out.matchAll(/^name:\s+(\S+)\s*$/gm)].map((m) => m[1]!));
}

/** `wrangler queues info` looks one queue up by name (`queues list` shows only its first page). */
async function queueExists(name: string, opts: Opts): Promise<boolean> {
  const info = await wrangler(['queues', 'info', name], opts);
  if (info.code === 0) return true;
  if (/does not exist/i.test(info.output)) return false;
  throw new OpsError(`\`wrangler queues info ${name}\` failed: ${lastErrorLine(info.output)}`);
}

/** Creates each missing resource in turn; returns the names of those it created. */
async function ensure(
  names: string[],
  exists: (name: string) => boolean | Promise<boolean>,
  create: (name: string) => string[],
  opts: Opts,
) {
  const created: string[] = [];
  const existing: string[] = [];
  for (const name of names) {
    if (await exists(name)) existing.push(name);
    else {
      await wranglerOk(create(name), opts);
      created.push(name);
    }
  }
  return { created, existing };
}

const note = (r: { created: string[]; existing: string[] }) =>
  [r.created.length ? `created ${r.created.join(', ')}` : '', r.existing.length ? `exists: ${r.existing.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');

export async function provision(env: string, config: string): Promise<ProvisionResult> {
  const opts = { config };
  const steps = new Steps(7);
  const res: EnvResources = await steps.step(
    `reading wrangler.toml [env.${env}]`,
    () => envResources(config, env),
    (r) => `Worker ${r.worker}`,
  );
  const total = res.d1.length + res.kv.length + res.r2.length + res.queues.length;

  let d1 = new Map<string, string>();
  const d1Done = await steps.step(
    `D1 databases (${res.d1.map((d) => d.name).join(', ')})`,
    async () => {
      d1 = await d1Ids(opts);
      const r = await ensure(
        res.d1.map((d) => d.name),
        (n) => d1.has(n),
        (n) => ['d1', 'create', n],
        opts,
      );
      if (r.created.length) d1 = await d1Ids(opts);
      return r;
    },
    note,
  );
  let kv = new Map<string, string>();
  const kvDone = await steps.step(
    `KV namespace (${res.kv.map((k) => k.title).join(', ')})`,
    async () => {
      kv = await kvIds(opts);
      const r = await ensure(
        res.kv.map((k) => k.title),
        (t) => kv.has(t),
        (t) => ['kv', 'namespace', 'create', t],
        opts,
      );
      if (r.created.length) kv = await kvIds(opts);
      return r;
    },
    note,
  );
  const r2Done = await steps.step(
    `R2 bucket (${res.r2.map((b) => b.name).join(', ')})`,
    async () => {
      const buckets = await r2Names(opts);
      return ensure(
        res.r2.map((b) => b.name),
        (n) => buckets.has(n),
        (n) => ['r2', 'bucket', 'create', n],
        opts,
      );
    },
    note,
  );
  const queuesDone = await steps.step(
    `queues (${res.queues.join(', ')})`,
    () =>
      ensure(
        res.queues,
        (n) => queueExists(n, opts),
        (n) => ['queues', 'create', n],
        opts,
      ),
    note,
  );

  const written = await steps.step(
    `ids into ${path.basename(config)} [env.${env}]`,
    async () => writeIds(config, env, res, d1, kv),
    (w) => (w.length ? `wrote ${w.join(', ')}` : 'already up to date'),
  );
  const unset = await steps.step(
    `secrets (wrangler secret list --env ${env})`,
    async () => {
      const unset = await unsetSecretsOf(env, opts);
      return unset === 'no-worker' ? unsetSecrets([]) : unset;
    },
    (u) => (u.length ? `${u.length} unset` : 'all set'),
  );

  const parts = [d1Done, kvDone, r2Done, queuesDone];
  const created = parts.flatMap((p) => p.created);
  const existing = parts.flatMap((p) => p.existing);
  log('');
  if (created.length) log(bold(`Created ${created.length} of ${total} resources for ${env}: ${created.join(', ')}.`));
  else log(bold(`Nothing to create: all ${total} resources of ${env} exist${written.length ? '' : ' and wrangler.toml has their ids'}.`));
  printSecrets(env, unset);
  return { created, existing, written, unset };
}

/** Sets each D1 and KV id of the environment to the account's; returns the bindings it changed. */
function writeIds(config: string, env: string, res: EnvResources, d1: Map<string, string>, kv: Map<string, string>): string[] {
  const before = readFileSync(config, 'utf8');
  let text = before;
  const written: string[] = [];
  const set = (table: string, binding: string, key: string, current: string | undefined, id: string | undefined) => {
    if (!id) throw new OpsError(`wrangler did not list ${binding} after creating it: run \`npm run provision -- --env ${env}\` again`);
    if (current === id) return;
    text = setBindingValue(text, { table: `env.${env}.${table}`, binding, key }, id);
    written.push(binding);
  };
  for (const d of res.d1) set('d1_databases', d.binding, 'database_id', d.id, d1.get(d.name));
  for (const k of res.kv) set('kv_namespaces', k.binding, 'id', k.id, kv.get(k.title));
  if (text !== before) writeFileSync(config, text);
  return written;
}

function printSecrets(env: string, unset: SecretSpec[]): void {
  if (!unset.length) {
    log(`Every secret is set for ${env}. Next: npm run deploy -- --env ${env}`);
    return;
  }
  log('');
  log(bold(`Secrets not set for ${env}`) + dim(' (required: production needs it; optional: its feature stays off)'));
  const width = Math.max(...unset.map((s) => s.name.length));
  for (const s of unset) {
    const tag = s.production ? yellow('required') : dim('optional');
    log(`  ${tag}  npx wrangler secret put ${s.name.padEnd(width)} --env ${env}  ${dim(s.what)}`);
  }
  log('');
  log(`Then: npm run deploy -- --env ${env}   (docs/deploy.md)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain('provision', async () => {
    const args = parseOpsArgs('provision', process.argv.slice(2));
    await provision(args.env, args.config);
  });
}
