// A stand-in for wrangler 4.86.0's account commands, for the ops scripts' tests (scripts/ops/*.test.ts):
// it answers from a state file (FAKE_WRANGLER_STATE, first copied from state.json beside this file:
// an account recorded with another project's resources in it), in the output formats of the real
// commands (wrangler-dist/cli.js: `d1 list --json` and `kv namespace list` print JSON, `r2 bucket
// list` labelled blocks, `queues info` fails with "does not exist", `secret list` prints JSON or
// "not found" before the Worker's first deploy). Every call is appended to state.calls, and what it
// creates is kept in the file, so a second run sees the first one's resources. Plain JavaScript, so
// that each call is one quick `node` start. `state.fail` lists command prefixes that fail (e.g.
// "d1 migrations apply EVENTS_DB") to test a deploy that breaks half-way.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = process.env.FAKE_WRANGLER_STATE;
if (!file) {
  console.error('fake wrangler: set FAKE_WRANGLER_STATE to a state file');
  process.exit(2);
}
const state = JSON.parse(readFileSync(file, 'utf8'));
const argv = process.argv.slice(2);

/** `--name value` (removed from the positional list), and `--flag` booleans. */
function option(name) {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = argv[i + 1];
  argv.splice(i, 2);
  return value;
}
function flag(name) {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0) argv.splice(i, 1);
  return i >= 0;
}

const config = option('config');
const env = option('env');
const json = flag('json');
const remote = flag('remote');
const dryRun = flag('dry-run');
const outdir = option('outdir');
const command = argv.join(' ');
state.calls.push(
  [command, env !== undefined && `--env ${env}`, remote && '--remote', dryRun && '--dry-run', json && '--json'].filter(Boolean).join(' '),
);

const save = () => writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
const now = () => new Date().toISOString();
function fail(message) {
  save();
  console.error(`\n✘ [ERROR] ${message}\n`);
  process.exit(1);
}
/** The Worker a command acts on: wrangler.toml's name, with the environment appended. */
function workerName() {
  const name = config ? /^name\s*=\s*"([^"]+)"/m.exec(readFileSync(config, 'utf8'))?.[1] : undefined;
  return env ? `${name}-${env}` : name;
}

const failing = (state.fail ?? []).find((prefix) => command.startsWith(prefix));
if (failing) fail(`A request to the Cloudflare API failed (recorded failure for "${failing}").`);

const [a, b, c, d] = argv;
if (a === 'd1' && b === 'list' && json) {
  console.log(JSON.stringify(state.d1, null, 2));
} else if (a === 'd1' && b === 'create' && c) {
  if (state.d1.some((db) => db.name === c)) fail(`A database with that name already exists [code: 7502]`);
  const db = { uuid: randomUUID(), name: c, created_at: now(), version: 'production', num_tables: 0, file_size: 12288 };
  state.d1.push(db);
  console.log(`✅ Successfully created DB '${c}' in region WNAM\nCreated your new D1 database.\n`);
  console.log(`[[d1_databases]]\nbinding = "${c.replace(/-/g, '_')}"\ndatabase_name = "${c}"\ndatabase_id = "${db.uuid}"`);
} else if (a === 'kv' && b === 'namespace' && c === 'list') {
  console.log(JSON.stringify(state.kv, null, '  '));
} else if (a === 'kv' && b === 'namespace' && c === 'create' && d) {
  const title = env ? `${env}-${d}` : d;
  if (state.kv.some((ns) => ns.title === title)) fail(`A KV namespace with the title "${title}" already exists.`);
  const ns = { id: randomBytes(16).toString('hex'), title, supports_url_encoding: true };
  state.kv.push(ns);
  console.log(`Resource location: remote\n🌀 Creating namespace with title "${title}"\n✨ Success!`);
  console.log(`[[kv_namespaces]]\nbinding = "${d.replace(/-/g, '_')}"\nid = "${ns.id}"`);
} else if (a === 'r2' && b === 'bucket' && c === 'list') {
  console.log('Listing buckets...');
  console.log(state.r2.map((r) => `name:           ${r.name}\ncreation_date:  ${r.creation_date}`).join('\n\n'));
} else if (a === 'r2' && b === 'bucket' && c === 'create' && d) {
  if (state.r2.some((r) => r.name === d)) fail(`The bucket you tried to create already exists, and you own it. [code: 10004]`);
  state.r2.push({ name: d, creation_date: now() });
  console.log(`Creating bucket '${d}'...\n✅ Created bucket '${d}' with default storage class of Standard.`);
} else if (a === 'queues' && b === 'info' && c) {
  const q = state.queues.find((x) => x.queue_name === c);
  if (!q) fail(`Queue "${c}" does not exist. To create it, run: wrangler queues create ${c}`);
  console.log(`Queue Name: ${q.queue_name}\nQueue ID: ${q.queue_id}\nCreated On: ${q.created_on}\nLast Modified: ${q.modified_on}`);
  console.log(`Number of Producers: ${q.producers_total_count}\nNumber of Consumers: ${q.consumers_total_count}`);
} else if (a === 'queues' && b === 'create' && c) {
  if (state.queues.some((x) => x.queue_name === c)) fail(`A queue with this name already exists [code: 11009]`);
  const at = now();
  state.queues.push({ queue_id: randomBytes(16).toString('hex'), queue_name: c, created_on: at, modified_on: at, producers_total_count: 0, consumers_total_count: 0 });
  console.log(`🌀 Creating queue '${c}'\n✅ Created queue '${c}'`);
} else if (a === 'secret' && b === 'list') {
  const name = workerName();
  const worker = state.workers[name];
  if (!worker) fail(`Worker "${name}"${env ? ` (env: ${env})` : ''} not found.\n\nIf this is a new Worker, run \`wrangler deploy\` first to create it.`);
  console.log(JSON.stringify(worker.secrets.map((s) => ({ name: s, type: 'secret_text' })), null, '  '));
} else if (a === 'd1' && b === 'migrations' && c === 'apply' && d && remote) {
  console.log(`Migrations to be applied: (recorded: none pending)\n✅ No migrations to apply on ${d}!`);
} else if (a === 'deploy' && dryRun && outdir) {
  mkdirSync(outdir, { recursive: true });
  writeFileSync(join(outdir, 'index.js'), `// fake bundle of ${workerName()}\nexport default { fetch() { return new Response('ok'); } };\n`);
  console.log('Total Upload: 0.08 KiB / gzip: 0.09 KiB\n--dry-run: exiting now.');
} else if (a === 'deploy' && !dryRun) {
  const name = workerName();
  state.workers[name] ??= { secrets: [] };
  console.log(`Uploaded ${name}\nDeployed ${name} triggers\nCurrent Version ID: ${randomUUID()}`);
} else {
  fail(`fake wrangler: no recorded answer for \`wrangler ${process.argv.slice(2).join(' ')}\``);
}
save();
