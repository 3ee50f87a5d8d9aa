/**
 * @module `npm run bench`: load-tests the production bundle (or a running server given by --url)
 * and records the numbers in docs/benchmarks.md. `npm run bench -- --help` lists the options.
 */
import { parseBenchArgs, USAGE, UsageError } from './bench/args.ts';
import { DOC_PATH, recordRun, runSection } from './bench/docs.ts';
import { runLoad } from './bench/load.ts';
import { describeRun, failedTargets, machineSummary, resultsTable } from './bench/report.ts';
import { buildBundle, type Served, serveBundle } from './bench/serve.ts';
import { checkTargets, discoverTargets } from './bench/targets.ts';

async function main(signal: AbortSignal): Promise<void> {
  const parsed = parseBenchArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  const args = parsed;
  let served: Served | undefined;
  try {
    let origin: string;
    let serverLabel: string;
    if (args.url) {
      origin = args.url;
      serverLabel = `already-running server at ${args.url}`;
    } else {
      await buildBundle();
      checkpoint(signal);
      served = await serveBundle({ keepState: args.keepState });
      checkpoint(signal);
      origin = served.url;
      serverLabel = served.label;
    }
    process.stderr.write(`benchmarking ${origin}\n`);

    const targets = await discoverTargets(origin, args.extraTargets, args.bust);
    await checkTargets(origin, targets);
    const started = new Date();
    const results = await runLoad({ origin, targets, ...args, signal });

    const table = resultsTable(results);
    console.log(table);
    const failures = failedTargets(results);
    if (failures.length) {
      throw new Error(`non-2xx responses or errors under load, run not recorded:\n  ${failures.join('\n  ')}`);
    }
    if (args.write) {
      const heading = `${started.toISOString().replace(/\.\d+Z$/, 'Z')} — ${machineSummary()}`;
      await recordRun(runSection(heading, describeRun({ serverLabel, ...args }), table));
      process.stderr.write(`recorded in ${DOC_PATH}\n`);
    }
  } catch (error) {
    const logs = served?.recentLogs() ?? [];
    if (logs.length && !signal.aborted) process.stderr.write(`\nlast worker output:\n${logs.join('')}\n`);
    throw error;
  } finally {
    // workerd is a separate process: without dispose() it outlives us and keeps the port.
    await served?.dispose();
  }
}

/** Children share our process group, so Ctrl-C already stopped them; don't start the next phase. */
function checkpoint(signal: AbortSignal): void {
  if (signal.aborted) throw new Error('interrupted');
}

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
    const message = error instanceof UsageError ? `${error.message}\n\n${USAGE}` : (error as Error).message;
    process.stderr.write(`\nbench failed: ${message}\n`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
