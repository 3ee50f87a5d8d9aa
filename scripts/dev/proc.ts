// Child-process helpers shared by the local scripts (start, db-migrate): run a command to
// completion, or start a long-lived one in its own process group so that it and everything it
// spawns (wrangler -> node -> workerd) can be stopped together.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every wrangler call gets these, or it tries to reach the network. */
export const WRANGLER_ENV = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

/** How to run a package binary: the local node_modules copy directly, else through npx. */
export function bin(pkg: 'wrangler' | 'tsx', args: string[]): [string, string[]] {
  const local = { wrangler: 'node_modules/wrangler/bin/wrangler.js', tsx: 'node_modules/tsx/dist/cli.mjs' }[pkg];
  const file = path.join(ROOT, local);
  return existsSync(file) ? [process.execPath, [file, ...args]] : ['npx', ['--no-install', pkg, ...args]];
}

export class CommandError extends Error {
  constructor(
    message: string,
    readonly output: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

export interface RunOptions {
  env?: Record<string, string>;
  /** "pipe" (default) captures output and returns it; "inherit" writes it through. */
  stdio?: 'pipe' | 'inherit';
}

/** Runs a command with no stdin (nothing can prompt) and resolves with its output; rejects on failure. */
export function run(cmd: string, args: string[], opts: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', opts.stdio ?? 'pipe', opts.stdio ?? 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (err) => reject(new CommandError(`${cmd}: ${err.message}`, output, null)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(output);
      else {
        const what = [path.basename(cmd), ...args.map((a) => (a.startsWith(ROOT) ? path.relative(ROOT, a) : a))];
        reject(new CommandError(`\`${what.join(' ')}\` failed (${signal ?? `exit ${code}`})`, output, code));
      }
    });
  });
}

/** A long-lived child in its own process group (like setsid). */
export interface Group {
  name: string;
  child: ChildProcess;
  /** True once we asked it to stop, so its exit is expected. */
  stopping: boolean;
  /** Resolves with how it ended: "exit 0", "exit 1", "SIGKILL", … */
  exited: Promise<string>;
}

export function spawnGroup(name: string, cmd: string, args: string[], env: Record<string, string> = {}): Group {
  const opts: SpawnOptions = {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // new session + process group: Ctrl-C in the terminal does not reach it, we stop it
  };
  const child = spawn(cmd, args, opts);
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`));
    child.on('error', (err) => resolve(err.message));
  });
  const group: Group = { name, child, stopping: false, exited };
  live.add(group); // even after the leader exits, workerd may remain in the group until stopGroup
  return group;
}

const live = new Set<Group>();

function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // ESRCH: no process left in the group
  }
}

function groupAlive(pid: number): boolean {
  return signalGroup(pid, 0);
}

/** SIGTERM the whole group, SIGKILL whatever is left after `graceMs`. */
export async function stopGroup(group: Group, graceMs = 5000): Promise<void> {
  group.stopping = true;
  const pid = group.child.pid;
  if (pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
  live.delete(group);
}

/** Stops every group still running (in parallel). */
export async function stopAll(graceMs = 5000): Promise<void> {
  await Promise.allSettled([...live].map((g) => stopGroup(g, graceMs)));
}

// Last resort if this process exits without stopping its groups (an uncaught error, process.exit).
process.on('exit', () => {
  for (const g of live) if (g.child.pid !== undefined) signalGroup(g.child.pid, 'SIGKILL');
});
