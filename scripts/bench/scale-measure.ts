/**
 * @module How the scale bench measures one route: autocannon for a warm-up, then the measured
 * seconds (load.ts's runner); the users export by sequential downloads cut after their first
 * byte; and the keyset cursor of a deep comments page, found by walking the pages before it.
 */
import { type CannonRun, cannon, describeProblems, disqualification, percentile } from './load.ts';
import type { RouteResult } from './scale-report.ts';
import { EXPORT_ROUTE, type ScaleRoute, USERS_EXPORT } from './scale-targets.ts';

const REQUEST_TIMEOUT_MS = 30_000;
/** Fewer responses than this in the measured seconds: the route is measured again for longer. */
const MIN_RESPONSES = 30;
const SLOW_ROUTE_SECONDS = 20;

/** A warm-up (not recorded: it opens connections and fills the route's caches), then the measurement. */
export async function measureRoute(
  origin: string,
  route: ScaleRoute,
  { warmupSeconds, durationSeconds }: { warmupSeconds: number; durationSeconds: number },
  signal: AbortSignal,
): Promise<RouteResult> {
  const shot = { url: new URL(route.path, origin).href, headers: route.headers, paths: route.paths };
  if (warmupSeconds > 0) {
    const warm = await cannon(shot, warmupSeconds, signal);
    // A route that fails its warm-up is shown with what went wrong, not measured further; one
    // merely too slow to answer within it is measured.
    if (warm.requests > 0 && disqualification(warm)) return result(route, warm);
  }
  let run = await cannon(shot, durationSeconds, signal);
  // Seconds per request (a search at 1M on a busy machine) leave too few answers for a p50: a longer run.
  if (run.requests < MIN_RESPONSES && run.non2xx === 0) {
    process.stderr.write(` only ${run.requests} responses in ${durationSeconds} s, measuring ${SLOW_ROUTE_SECONDS} s …`);
    const longer = await cannon(shot, SLOW_ROUTE_SECONDS, signal);
    if (longer.requests > run.requests) run = longer;
  }
  return result(route, run);
}

function result(route: ScaleRoute, run: CannonRun): RouteResult {
  return {
    name: route.name,
    kind: route.kind,
    shown: route.shown,
    reqPerSec: run.seconds > 0 ? run.requests / run.seconds : 0,
    p50Ms: percentile(run.latencies, 0.5),
    p99Ms: percentile(run.latencies, 0.99),
    requests: run.requests,
    problems: disqualification(run) ? describeProblems(run.problems) || 'no responses at all' : '',
  };
}

/**
 * Time to the first byte of the users export, `samples` downloads one after another (after one
 * unrecorded), each cancelled once its first chunk arrived: an export that reads every row before
 * it sends shows here, whatever its total time.
 */
export async function exportFirstByte(origin: string, cookie: string, samples: number, signal: AbortSignal): Promise<RouteResult> {
  const times: number[] = [];
  const problems: Record<string, number> = {};
  for (let i = 0; i <= samples; i++) {
    if (signal.aborted) throw new Error('interrupted');
    const started = performance.now();
    try {
      const res = await fetch(new URL(USERS_EXPORT, origin), {
        headers: { cookie, 'accept-encoding': 'identity' },
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      const reader = res.body?.getReader();
      const first = await reader?.read();
      const ms = performance.now() - started;
      await reader?.cancel();
      if (res.status !== 200 || !first?.value?.byteLength) problems[`HTTP ${res.status}`] = (problems[`HTTP ${res.status}`] ?? 0) + 1;
      else if (i > 0) times.push(ms);
    } catch (error) {
      if (signal.aborted) throw new Error('interrupted');
      const what = (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message;
      problems[what] = (problems[what] ?? 0) + 1;
    }
  }
  return {
    name: EXPORT_ROUTE,
    kind: 'info',
    shown: `${USERS_EXPORT} (admin; first byte, ${samples} downloads in turn)`,
    reqPerSec: null,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    requests: times.length,
    problems: describeProblems(problems),
  };
}

/**
 * The before_id that opens page `page` of an article's top-level comments: comments page by
 * keyset (before_id = the oldest id of the page above), so the 100th page is reached by reading
 * the 99 before it, as a reader pressing "older" would (and itself, to be sure it is not empty).
 */
export async function commentsCursor(origin: string, articleId: number, page: number): Promise<number> {
  let before = 0;
  for (let p = 1; p <= page; p++) {
    const path = `/aux/articles/${articleId}/comments${before ? `?before_id=${before}` : ''}`;
    const res = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = (await res.json()) as { data?: { id: number }[] };
    if (res.status !== 200) throw new Error(`GET ${path}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (!body.data?.length) throw new Error(`article ${articleId} has only ${p - 1} pages of comments, not ${page}`);
    if (p === page) break;
    before = Math.min(...body.data.map((c) => c.id));
  }
  return before;
}
