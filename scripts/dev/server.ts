// `wrangler dev` in its own process group, its output prefixed on the console, and a health wait.
import net from 'node:net';
import { lineWriter } from './lines.ts';
import { bin, type Group, spawnGroup, WRANGLER_ENV } from './proc.ts';

export interface WranglerDev extends Group {
  /** The last lines wrangler printed, for error messages. */
  tail(n?: number): string;
}

export interface WranglerOptions {
  port: number;
  persist?: string;
  watch: boolean;
  /** Extra Worker variables (e.g. the stand-ins' URLs), passed as --var KEY:VALUE. */
  vars?: Record<string, string>;
}

/** Fails early, with a clear message, when something already listens on the port. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(err.code === 'EADDRINUSE' ? `port ${port} is already in use (pass --port <n>)` : err.message)),
    );
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve()));
  });
}

// Not echoed: request logs of our own health polling, and the rows of wrangler's bindings table
// for plain variables (they are listed in wrangler.toml and .dev.vars).
const QUIET = [/\bGET \/healthz\b/, /Environment Variable\s+local\s*$/];

export function startWranglerDev(opts: WranglerOptions): WranglerDev {
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(opts.port), '--show-interactive-dev-session=false'];
  if (opts.persist) args.push('--persist-to', opts.persist);
  // wrangler dev always rebuilds the Worker when its sources change; live reload of open pages
  // is only wanted in --watch mode.
  args.push(`--live-reload=${opts.watch}`);
  for (const [key, value] of Object.entries(opts.vars ?? {})) args.push('--var', `${key}:${value}`);
  const [cmd, argv] = bin('wrangler', args);
  const group = spawnGroup('wrangler', cmd, argv, {
    ...WRANGLER_ENV,
    NODE_ENV: 'production', // bundle React's production build
    FORCE_COLOR: '0',
  });
  return Object.assign(group, { tail: prefixOutput(group, 'wrangler', QUIET) });
}

/** Writes a group's output to the console, one prefixed line at a time; returns a tail() reader. */
export function prefixOutput(group: Group, label: string, quiet: RegExp[] = []): (n?: number) => string {
  const write = lineWriter(label, quiet);
  group.child.stdout?.on('data', (chunk: Buffer) => write(chunk.toString(), 'stdout'));
  group.child.stderr?.on('data', (chunk: Buffer) => write(chunk.toString(), 'stderr'));
  return write.tail;
}

/** Polls `url` until it answers 200; rejects on timeout or when the server process exits first. */
export async function waitForHealthy(url: string, server: WranglerDev, timeoutMs = 60_000): Promise<void> {
  let ended: string | undefined;
  void server.exited.then((how) => (ended = how));
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (ended !== undefined) throw new Error(`wrangler dev ended (${ended}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).cause ? String((err as { cause: unknown }).cause) : (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000}s (last: ${last})`);
}
