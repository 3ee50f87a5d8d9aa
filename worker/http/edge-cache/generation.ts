/** @module The content generation in KV: part of every edge cache key, so bumping it retires all cached pages at once. */

export const GENERATION_KEY = 'gen:pages';
export const GENERATION_MEMO_MS = 5_000;

let generation: { value: string; readAt: number } | null = null;

/** The current content generation, read from KV at most every GENERATION_MEMO_MS per isolate. */
export async function pageGeneration(env: Pick<Env, 'CACHE'>, nowMs = Date.now()): Promise<string> {
  if (generation && nowMs - generation.readAt < GENERATION_MEMO_MS) return generation.value;
  const value = (await env.CACHE.get(GENERATION_KEY)) ?? '0';
  generation = { value, readAt: nowMs };
  return value;
}

/** Call after anything that changes what a page shows (the active view, an article, a publish). */
export async function bumpPageGeneration(env: Pick<Env, 'CACHE'>): Promise<string> {
  const value = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 8)}`;
  await env.CACHE.put(GENERATION_KEY, value);
  generation = { value, readAt: Date.now() };
  return value;
}
