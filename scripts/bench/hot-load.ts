/** @module bench:hot's load: requests fired with a fixed number in flight, and their figures. */
export type Shot = { method: string; path: string; cookie?: string; body?: unknown; expect: number };
export type Phase = { name: string; writes: number; seconds: number; perSecond: number; p50Ms: number; p99Ms: number };

/** Fires `shots` with `concurrency` in flight; fails on any unexpected status. */
export async function fire(origin: string, shots: Shot[], concurrency: number): Promise<{ seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < shots.length) {
      const shot = shots[next++]!;
      const t0 = performance.now();
      const res = await fetch(new URL(shot.path, origin), {
        method: shot.method,
        redirect: 'manual',
        headers: {
          origin,
          'sec-fetch-site': 'same-origin',
          ...(shot.cookie ? { cookie: shot.cookie } : {}),
          ...(shot.body ? { 'content-type': 'application/json' } : {}),
        },
        body: shot.body ? JSON.stringify(shot.body) : undefined,
      });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      if (res.status !== shot.expect) throw new Error(`${shot.method} ${shot.path}: HTTP ${res.status} ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { seconds: (performance.now() - started) / 1000, latencies };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export function phase(name: string, { seconds, latencies }: { seconds: number; latencies: number[] }): Phase {
  const sorted = latencies.slice().sort((a, b) => a - b);
  const round = (n: number) => Number(n.toFixed(1));
  return {
    name,
    writes: latencies.length,
    seconds: round(seconds),
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
  };
}
