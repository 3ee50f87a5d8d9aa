/** @module The page generation in KV: part of every generation-keyed cache's key, so moving it retires them all at once. */

export const GENERATION_KEY = 'gen:pages';
export const GENERATION_MEMO_MS = 5_000;

let generation: { value: string; readAt: number } | null = null;

/** The current page generation, read from KV at most every GENERATION_MEMO_MS per isolate. */
export async function pageGeneration(env: Pick<Env, 'CACHE'>, nowMs = Date.now()): Promise<string> {
  if (generation && nowMs - generation.readAt < GENERATION_MEMO_MS) return generation.value;
  const value = (await env.CACHE.get(GENERATION_KEY)) ?? '0';
  generation = { value, readAt: nowMs };
  return value;
}

/**
 * A new generation: this isolate uses it at once, every other one within its memo. Writers call
 * `invalidate` (registry.ts), which calls this when a generation-keyed cache shows what changed.
 */
export async function bumpGeneration(env: Pick<Env, 'CACHE'>): Promise<string> {
  const value = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 8)}`;
  await env.CACHE.put(GENERATION_KEY, value);
  generation = { value, readAt: Date.now() };
  return value;
}

/** The next read goes to KV (resetCaches). */
export function forgetGeneration(): void {
  generation = null;
}
