/** @module wrangler's Node API, minus the Ctrl-C handlers that importing it installs. */

// Importing 'wrangler' runs its Pages module set-up, which adds SIGINT/SIGTERM listeners that
// call process.exit() with code 0 (wrangler-dist/cli.js, `CLEANUP(); process.exit();`). Static
// imports run before any code of ours, so those listeners would fire first: Ctrl-C would skip
// our cleanup (stopping autocannon, disposing workerd) and exit 0, as if the bench had passed.
// We import it here and take back exactly the listeners it added; tsx's own hidden relay
// handler is not listed by process.listeners(), so it stays.
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
const wrangler = await import('wrangler');
for (const signal of SIGNALS) {
  for (const listener of process.listeners(signal)) {
    if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
}

/**
 * wrangler.toml as wrangler itself reads it, and the Miniflare worker options wrangler would
 * derive from it (bindings keyed by the same ids getPlatformProxy and `wrangler dev` use, vars
 * with .dev.vars on top, modules rules, assets). Quiet: its notes ("Using secrets defined in
 * .dev.vars") go to stdout, which is reserved for the results table.
 */
export function loadWorkerConfig(configPath: string) {
  const previous = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG ??= 'warn';
  try {
    const config = wrangler.unstable_readConfig({ config: configPath });
    const { workerOptions } = wrangler.unstable_getMiniflareWorkerOptions(config);
    return { config, workerOptions };
  } finally {
    if (previous === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = previous;
  }
}

/**
 * One named environment of wrangler.toml (or, without `env`, its top level) as wrangler resolves it for `--env <name>` (bindings,
 * queues and vars of that environment only; the Worker's name with the environment appended).
 * Quiet, like loadWorkerConfig. Used by the ops scripts (scripts/ops: provision, deploy).
 */
export function readEnvConfig(configPath: string, env?: string) {
  const previous = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG ??= 'error';
  try {
    return wrangler.unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
  } finally {
    if (previous === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = previous;
  }
}
