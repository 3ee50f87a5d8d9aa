/**
 * @module What every bench command does around its own work: Ctrl-C stops it between phases, the
 * served bundle is always stopped (its last output shown when the run failed), and the exit code
 * says how it ended (2 a usage error, 1 a failure, 130 interrupted).
 */
import { UsageError } from './args.ts';
import type { Served } from './serve.ts';

/** Children share our process group, so Ctrl-C already stopped them; don't start the next phase. */
export function checkpoint(signal: AbortSignal): void {
  if (signal.aborted) throw new Error('interrupted');
}

/**
 * Runs `work`, which may start a server and hand it to `keep`. When the work fails, the worker's
 * last output goes to stderr; the server is always disposed: workerd is a separate process, and
 * without dispose() it outlives us and keeps the port.
 */
export async function withServed(signal: AbortSignal, work: (keep: (served: Served) => Served) => Promise<void>): Promise<void> {
  const slot: { served?: Served } = {};
  try {
    await work((served) => {
      slot.served = served;
      return served;
    });
  } catch (error) {
    const logs = slot.served?.recentLogs() ?? [];
    if (logs.length && !signal.aborted) process.stderr.write(`\nlast worker output:\n${logs.join('')}\n`);
    throw error;
  } finally {
    await slot.served?.dispose();
  }
}

/** Runs a bench's `main` as the command `name`: its signals, its failure message and its exit code. */
export async function runCommand(name: string, usage: string, main: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  process.on('SIGINT', () => {
    if (controller.signal.aborted) process.exit(130); // second Ctrl-C: stop waiting for cleanup
    process.stderr.write('\ninterrupted: stopping and cleaning up (Ctrl-C again to force)\n');
    controller.abort();
  });
  process.on('SIGTERM', () => controller.abort());

  try {
    await main(controller.signal);
    if (controller.signal.aborted) process.exitCode = 130;
  } catch (error) {
    if (controller.signal.aborted) {
      process.exitCode = 130;
    } else {
      const message = error instanceof UsageError ? `${error.message}\n\n${usage}` : (error as Error).message;
      process.stderr.write(`\n${name} failed: ${message}\n`);
      process.exitCode = error instanceof UsageError ? 2 : 1;
    }
  }
}
