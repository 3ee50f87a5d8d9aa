// The phases of `npm start` other than wrangler itself: client build, seed (with the demo Plus
// reader's billing at the local Stripe), .dev.vars, banner.
import { generateKeyPairSync } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoAccount } from '../seed/accounts.ts';
import { DEMO_BILLING_ENV, type DemoBilling } from '../seed/demo-billing.ts';
import { bin, type Group, ROOT, run, spawnGroup } from './proc.ts';
import { bold, dim, log, yellow } from './progress.ts';
import { prefixOutput } from './server.ts';

/**
 * Copies .dev.vars.example to .dev.vars when missing, and gives it a local VAPID key pair (Web Push)
 * once: kept afterwards, so browsers' push subscriptions survive restarts. Returns a note, if any.
 */
export function ensureDevVars(): string | undefined {
  const target = path.join(ROOT, '.dev.vars');
  const notes: string[] = [];
  if (!existsSync(target)) {
    copyFileSync(path.join(ROOT, '.dev.vars.example'), target);
    notes.push('created .dev.vars from .dev.vars.example (local development secrets only)');
  }
  const text = readFileSync(target, 'utf8');
  if (!/^VAPID_PRIVATE_KEY="?[A-Za-z0-9_-]{43}"?\s*$/m.test(text)) {
    const keys = localVapidKeys();
    const kept = text.split('\n').filter((line) => !/^VAPID_(PUBLIC|PRIVATE)_KEY=/.test(line));
    const lines = Object.entries(keys).map(([k, v]) => `${k}="${v}"`);
    writeFileSync(target, `${kept.join('\n').replace(/\n*$/, '\n')}${lines.join('\n')}\n`);
    notes.push('generated a local VAPID key pair for Web Push in .dev.vars');
  }
  return notes.length ? `note: ${notes.join('; ')}` : undefined;
}

/** A P-256 pair as the Worker reads it (scripts/standins/vapid-keys.ts says the format), made synchronously. */
function localVapidKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d! };
}

/** `npm run build`: the client bundle and static files in dist/public. */
export async function buildOnce(): Promise<void> {
  await run('npm', ['run', '--silent', 'build']);
}

const PUBLIC = path.join(ROOT, 'dist/public');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * `tsx scripts/build.ts --watch` in the background. Resolves once the first build wrote
 * dist/public (a file newer than the watcher's start, then 500 ms without further writes).
 */
export async function startBuildWatch(timeoutMs = 60_000): Promise<Group> {
  const started = Date.now() - 1000; // mtime granularity / clock slack
  const [cmd, args] = bin('tsx', ['scripts/build.ts', '--watch']);
  const group = spawnGroup('build', cmd, args);
  const tail = prefixOutput(group, 'build');
  let exited = false;
  void group.exited.then(() => (exited = true));
  let seen = 0;
  let quietSince = 0;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (exited) throw new Error(`the build watcher exited before its first build:\n${tail()}`);
    let newest = 0;
    try {
      newest = newestMtime(PUBLIC);
    } catch {
      // not there yet, or being cleaned by the build
    }
    if (newest > started) {
      if (newest !== seen) [seen, quietSince] = [newest, Date.now()];
      else if (Date.now() - quietSince >= 500) return group;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the build watcher wrote nothing to dist/public within ${timeoutMs / 1000}s`);
}

/**
 * Seeds demo data unless the database already has some, then points the demo Plus reader at their
 * objects at the local Stripe when given (scripts/seed/demo-billing.ts); returns a short note.
 */
export async function seedIfEmpty(persist?: string, demoBilling?: DemoBilling): Promise<string> {
  const [cmd, args] = bin('tsx', ['scripts/seed/index.ts', '--if-empty', ...(persist ? ['--persist', persist] : [])]);
  const out = await run(cmd, args, { env: demoBilling ? { [DEMO_BILLING_ENV]: JSON.stringify(demoBilling) } : {} });
  const seeded = /already seeded/i.test(out) ? 'already seeded' : 'seeded demo data';
  const billed = /^demo Plus .*$/m.exec(out)?.[0];
  return billed ? `${seeded}; ${billed}` : seeded;
}

async function loadDemoAccounts(): Promise<DemoAccount[] | null> {
  try {
    // A computed specifier keeps the seed module out of this file's static imports (the type import is erased).
    const spec = new URL('../seed/accounts.ts', import.meta.url).href;
    const mod = (await import(spec)) as { DEMO_ACCOUNTS?: unknown };
    const list = mod.DEMO_ACCOUNTS;
    if (!Array.isArray(list) || list.some((a) => typeof a?.email !== 'string')) return null;
    return list as DemoAccount[];
  } catch {
    return null;
  }
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r, n) => {
    const line = r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
    return n === 0 ? bold(line) : line;
  });
}

export async function printReady(url: string, seconds: number, standIns: { name: string; url: string }[]): Promise<void> {
  const accounts = await loadDemoAccounts();
  const lines = ['', `${bold('Edgewire is running at')} ${bold(url)}  ${dim(`(ready in ${seconds.toFixed(1)}s)`)}`, ''];
  if (accounts?.length) {
    lines.push('Demo accounts:');
    const rows = [['role', 'email', 'password', 'what it shows']];
    for (const a of accounts) rows.push([a.role, a.email, a.password, a.description ?? '']);
    lines.push(...table(rows).map((l) => `  ${l}`));
  } else {
    lines.push(yellow('Demo accounts: see scripts/seed/accounts.ts (could not load the list)'));
  }
  if (standIns.length) {
    lines.push('', 'Local stand-ins:');
    for (const s of standIns) lines.push(`  ${s.name.padEnd(16)} ${s.url}`);
  }
  lines.push('', dim('Press Ctrl-C to stop.'), '');
  for (const l of lines) log(l);
}
