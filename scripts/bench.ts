/**
 * @module `npm run bench`: load-tests the production bundle (or a running server given by --url)
 * and records the numbers in docs/benchmarks.md. `npm run bench -- --help` lists the options.
 */
import { parseBenchArgs, USAGE } from './bench/args.ts';
import { checkpoint, runCommand, withServed } from './bench/cli.ts';
import { DOC_PATH, recordRun, runSection } from './bench/docs.ts';
import { runLoad } from './bench/load.ts';
import { describeRun, failedTargets, machineSummary, resultsTable } from './bench/report.ts';
import { buildBundle, serveBundle } from './bench/serve.ts';
import { checkTargets, discoverTargets } from './bench/targets.ts';

async function main(signal: AbortSignal): Promise<void> {
  const parsed = parseBenchArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  const args = parsed;
  await withServed(signal, async (keep) => {
    let origin: string;
    let serverLabel: string;
    if (args.url) {
      origin = args.url;
      serverLabel = `already-running server at ${args.url}`;
    } else {
      if (args.build) await buildBundle();
      checkpoint(signal);
      const served = keep(await serveBundle({ keepState: args.keepState }));
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
    for (const t of targets) if (t.note) console.log(t.note);
    const failures = failedTargets(results);
    if (failures.length) {
      throw new Error(`non-2xx responses or errors under load, run not recorded:\n  ${failures.join('\n  ')}`);
    }
    if (args.write) {
      const heading = `${started.toISOString().replace(/\.\d+Z$/, 'Z')} — ${machineSummary()}`;
      const notes = targets.flatMap((t) => (t.note ? [t.note] : []));
      await recordRun(runSection(heading, [describeRun({ serverLabel, ...args }), ...notes].join(' · '), table));
      process.stderr.write(`recorded in ${DOC_PATH}\n`);
    }
  });
}

await runCommand('bench', USAGE, main);
