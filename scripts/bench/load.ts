/** @module Drives autocannon over the targets in alternating rounds and aggregates the results. */
import autocannon from 'autocannon';
import cliProgress from 'cli-progress';
import { BUST_PLACEHOLDER, type Target } from './targets.ts';

export const CONNECTIONS = 10;
export const WARMUP_SECONDS = 2;
/** Length of one measured slice; see runLoad. */
export const SLICE_SECONDS = 1;

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
 * Targets are measured side by side in SLICE_SECONDS slices: each round runs slice 1 of every
 * target, then slice 2 of every target, and so on until each has had `durationSeconds`. On a
 * shared 2-core machine throughput drifts by a third over tens of seconds (healthz was measured
 * at 957 and 1,757 req/s five seconds apart), so ten-second blocks compared whichever target ran
 * in a quiet moment with whichever did not; one-second slices give every target the same
 * moments, and the garbage a rendering target leaves behind is collected during every target's
 * slices rather than during whichever ran next. Each target gets one WARMUP_SECONDS warm-up
 * before the first round (it opens connections and primes the route's caches).
 */
export async function runLoad({ origin, targets, durationSeconds, rounds, signal }: LoadOptions): Promise<TargetResult[]> {
  const tallies = new Map<string, Tally>(targets.map((t) => [t.name, emptyTally()]));
  const urls = new Map(targets.map((t) => [t.name, new URL(t.path, origin).href]));
  const shots = new Map(targets.map((t) => [t.name, { url: urls.get(t.name)!, method: t.method, headers: t.headers, paths: t.paths }]));
  for (const target of targets) {
    const warm = await cannon(shots.get(target.name)!, WARMUP_SECONDS, signal);
    const unfit = disqualification(warm);
    if (unfit) throw new Error(`${target.name} ${target.path} failed during warm-up: ${unfit}`);
  }
  const slices = Math.ceil(durationSeconds / SLICE_SECONDS);
  const bar = progressBar(rounds * slices * targets.length * SLICE_SECONDS);
  const perRound: Map<string, Tally>[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const roundTallies = new Map<string, Tally>(targets.map((t) => [t.name, emptyTally()]));
      perRound.push(roundTallies);
      for (let slice = 1; slice <= slices; slice++) {
        for (const target of targets) {
          const run = await cannon(shots.get(target.name)!, SLICE_SECONDS, signal);
          for (const tally of [tallies.get(target.name)!, roundTallies.get(target.name)!]) addRun(tally, run);
          bar?.increment(SLICE_SECONDS, { label: `round ${round}/${rounds} slice ${slice}/${slices} ${target.name}` });
        }
      }
    }
  } finally {
    bar?.stop();
  }
  // A line per target per round, so drift between rounds shows.
  perRound.forEach((roundTallies, i) => {
    for (const target of targets) {
      const t = roundTallies.get(target.name)!;
      process.stderr.write(
        `round ${i + 1}/${rounds} ${target.name.padEnd(14)} ${(t.requests / t.seconds).toFixed(0)} req/s` +
          `, p50 ${percentile(t.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(t.latencies, 0.99).toFixed(1)} ms` +
          (t.non2xx || t.errors ? `, ${describeProblems(t.problems)}` : '') +
          '\n',
      );
    }
  });
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
export type CannonRun = Tally;

const emptyTally = (): Tally => ({ requests: 0, seconds: 0, latencies: [], non2xx: 0, errors: 0, problems: {} });

function addRun(tally: Tally, run: CannonRun): void {
  tally.requests += run.requests;
  tally.seconds += run.seconds;
  for (const ms of run.latencies) tally.latencies.push(ms); // spread overflows the stack on long runs
  tally.non2xx += run.non2xx;
  tally.errors += run.errors;
  for (const [what, n] of Object.entries(run.problems)) tally.problems[what] = (tally.problems[what] ?? 0) + n;
}

/** One bar for the whole measurement (seconds done of all slices); none when stderr is not a terminal. */
function progressBar(totalSeconds: number) {
  if (!process.stderr.isTTY) return undefined;
  const bar = new cliProgress.SingleBar(
    { format: '[{bar}] {value}/{total} s  {label}', hideCursor: true, barsize: 30 },
    cliProgress.Presets.shades_classic,
  );
  bar.start(totalSeconds, 0, { label: '' });
  return bar;
}

export type Shot = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; paths?: string[] };

/** One autocannon run of `seconds` at CONNECTIONS connections (also the scale bench's runner). */
export function cannon({ url, method = 'GET', headers, paths }: Shot, seconds: number, signal: AbortSignal): Promise<CannonRun> {
  if (signal.aborted) return Promise.reject(new Error('interrupted'));
  const latencies: number[] = [];
  const problems: Record<string, number> = {};
  const count = (what: string) => (problems[what] = (problems[what] ?? 0) + 1);
  return new Promise((resolve, reject) => {
    // A target with the bust placeholder gets a new id per request (see targets.ts withBust).
    const idReplacement =
      url.includes('[%3Cid%3E]') || url.includes(BUST_PLACEHOLDER) || !!paths?.some((p) => p.includes(BUST_PLACEHOLDER));
    // A POST sends an empty JSON object (a vote); headers carry a reader's session and the origin.
    const body = method === 'POST' ? '{}' : undefined;
    const sent = { ...(headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) };
    // A list of paths: each request takes the next (shared by the connections), so none repeats soon.
    let next = 0;
    const turns = paths?.length
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: paths[next++ % paths.length] }) }] }
      : {};
    const options = { url, method, headers: sent, body, connections: CONNECTIONS, duration: seconds, timeout: 10, idReplacement, ...turns };
    const instance = autocannon(options, (error, result) => {
      signal.removeEventListener('abort', stop);
      if (signal.aborted) return reject(new Error('interrupted'));
      if (error) return reject(new Error(`autocannon failed on ${url}: ${(error as Error).message ?? error}`));
      const { total: requests } = result.requests;
      resolve({ requests, seconds: result.duration, latencies, non2xx: result.non2xx, errors: result.errors, problems });
    });
    const stop = () => instance.stop();
    signal.addEventListener('abort', stop, { once: true });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else count(`HTTP ${statusCode}`);
    });
    instance.on('reqError', (error: NodeJS.ErrnoException) => count(error?.code ?? error?.message ?? 'connection error'));
  });
}

/** Nearest-rank percentile; NaN for an empty sample so a broken target cannot look fast. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
