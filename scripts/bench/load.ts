/** @module Drives autocannon over the targets in alternating rounds and aggregates the results. */
import autocannon from 'autocannon';
import cliProgress from 'cli-progress';
import { BUST_PLACEHOLDER, type Target } from './targets.ts';

export const CONNECTIONS = 10;
export const WARMUP_SECONDS = 2;

export interface TargetResult {
  target: Target;
  /** Completed requests over measured seconds, summed across rounds. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts (autocannon's `errors`). */
  errors: number;
  /** What went wrong, counted: "HTTP 404", "ECONNRESET", "timeout", ... */
  problems: Record<string, number>;
}

export interface LoadOptions {
  origin: string;
  targets: Target[];
  durationSeconds: number;
  rounds: number;
  signal: AbortSignal;
}

interface Tally {
  requests: number;
  seconds: number;
  latencies: number[];
  non2xx: number;
  errors: number;
  problems: Record<string, number>;
}

/**
 * Rounds alternate the targets (round 1 runs each once, then round 2, ...) so slow drift on a
 * shared machine (thermal throttling, a neighbour's cron) spreads over every target instead of
 * landing on whichever ran last. Each measured run gets its own 2 s warm-up because another
 * target ran in between: it re-opens connections and re-primes this route's caches.
 */
export async function runLoad({ origin, targets, durationSeconds, rounds, signal }: LoadOptions): Promise<TargetResult[]> {
  const tallies = new Map<string, Tally>(
    targets.map((t) => [t.name, { requests: 0, seconds: 0, latencies: [], non2xx: 0, errors: 0, problems: {} }]),
  );
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const url = new URL(target.path, origin).href;
      const label = `round ${round}/${rounds} ${target.name.padEnd(10)}`;
      const warm = await cannon(url, WARMUP_SECONDS, `${label} warm-up`, signal);
      const unfit = disqualification(warm);
      if (unfit) throw new Error(`${target.name} ${target.path} failed during warm-up: ${unfit}`);
      const run = await cannon(url, durationSeconds, label, signal);
      const tally = tallies.get(target.name)!;
      tally.requests += run.requests;
      tally.seconds += run.seconds;
      for (const ms of run.latencies) tally.latencies.push(ms); // spread overflows the stack on long runs
      tally.non2xx += run.non2xx;
      tally.errors += run.errors;
      for (const [what, n] of Object.entries(run.problems)) tally.problems[what] = (tally.problems[what] ?? 0) + n;
      process.stderr.write(
        `${label} ${(run.requests / run.seconds).toFixed(0)} req/s` +
          `, p50 ${percentile(run.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(run.latencies, 0.99).toFixed(1)} ms` +
          (run.non2xx || run.errors ? `, ${describeProblems(run.problems)}` : '') +
          '\n',
      );
    }
  }
  return targets.map((target) => {
    const t = tallies.get(target.name)!;
    return {
      target,
      reqPerSec: t.seconds > 0 ? t.requests / t.seconds : 0,
      // Pooled, not the median of per-round percentiles: with 2 rounds a "median" is just a
      // mean of two p99s, while pooling every response gives the real p99 of all we measured.
      p50Ms: percentile(t.latencies, 0.5),
      p99Ms: percentile(t.latencies, 0.99),
      requests: t.requests,
      non2xx: t.non2xx,
      errors: t.errors,
      problems: t.problems,
    };
  });
}

/**
 * Why a result must not be recorded, or undefined when it may. Any non-2xx disqualifies: error
 * pages are fast and would flatter the route. Connection errors disqualify above 1 in 1,000
 * requests (a crashing or wedged server); below that they are shown in the table but accepted,
 * since a lone reset among thousands of requests on a loaded 2-core box would otherwise throw
 * away a whole multi-minute run.
 */
export function disqualification(r: Pick<TargetResult, 'requests' | 'non2xx' | 'errors' | 'problems'>): string | undefined {
  if (r.requests === 0) return 'no responses at all';
  if (r.non2xx > 0 || r.errors > r.requests / 1000) return describeProblems(r.problems);
  return undefined;
}

export function describeProblems(problems: Record<string, number>): string {
  return Object.entries(problems)
    .map(([what, n]) => `${n}× ${what}`)
    .join(', ');
}

/** One autocannon run; latencies are 2xx response times in ms at hrtime precision (autocannon's own histogram rounds to 1 ms). */
type CannonRun = Tally;

function cannon(url: string, seconds: number, label: string, signal: AbortSignal): Promise<CannonRun> {
  if (signal.aborted) return Promise.reject(new Error('interrupted'));
  const latencies: number[] = [];
  const problems: Record<string, number> = {};
  const count = (what: string) => (problems[what] = (problems[what] ?? 0) + 1);
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar({ format: `${label} [{bar}] {value}/{total} s  {rps} req/s`, hideCursor: true, barsize: 20 }, cliProgress.Presets.shades_classic)
    : undefined;
  return new Promise((resolve, reject) => {
    let elapsed = 0;
    // A target with the bust placeholder gets a new id per request (see targets.ts withBust).
    const idReplacement = url.includes('[%3Cid%3E]') || url.includes(BUST_PLACEHOLDER);
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10, idReplacement }, (error, result) => {
      signal.removeEventListener('abort', stop);
      bar?.stop();
      if (signal.aborted) return reject(new Error('interrupted'));
      if (error) return reject(new Error(`autocannon failed on ${url}: ${(error as Error).message ?? error}`));
      const { total: requests } = result.requests;
      resolve({ requests, seconds: result.duration, latencies, non2xx: result.non2xx, errors: result.errors, problems });
    });
    const stop = () => instance.stop();
    signal.addEventListener('abort', stop, { once: true });
    bar?.start(seconds, 0, { rps: '-' });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else count(`HTTP ${statusCode}`);
    });
    instance.on('reqError', (error: NodeJS.ErrnoException) => count(error?.code ?? error?.message ?? 'connection error'));
    // autocannon passes { counter } (responses in the last second); its typings omit it.
    instance.on('tick', ((tick: { counter: number }) => {
      elapsed += 1;
      bar?.update(Math.min(elapsed, seconds), { rps: tick.counter });
    }) as () => void);
  });
}

/** Nearest-rank percentile; NaN for an empty sample so a broken target cannot look fast. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
