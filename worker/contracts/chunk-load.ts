/**
 * @module Loading a lazy chunk (spec §2: "a chunk load that fails or takes longer than 120000 ms
 * raises a ChunkLoadError"). Runtime-neutral, timers passed in, so the deadline is tested with
 * fake timers; the browser's islands (client/browser/lib/hydrate.ts) and the player use it.
 */

export const CHUNK_TIMEOUT_MS = 120_000;
/** What the place of an island that could not load says (with a Retry button after it). */
export const CHUNK_FAILED_TEXT = 'Couldn’t load';
export const CHUNK_RETRY_TEXT = 'Retry';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type ChunkTimers = { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void };

/**
 * `load()` settled within `ms`, or a ChunkLoadError: its own failure wrapped, or the deadline.
 * A chunk that arrives after the deadline is dropped (the caller has shown Retry by then; a retry
 * gets the module from the browser's module map at once).
 */
export function loadChunk<T>(name: string, load: () => Promise<T>, timers: ChunkTimers, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const timer = timers.set(() => {
      if (done) return;
      done = true;
      reject(new ChunkLoadError(`Loading chunk ${name} timed out after ${ms} ms.`, 'timeout'));
    }, ms);
    let started: Promise<T>;
    try {
      started = load();
    } catch (cause) {
      started = Promise.reject(cause);
    }
    started.then(
      (value) => {
        if (done) return;
        done = true;
        timers.clear(timer);
        resolve(value);
      },
      (cause: unknown) => {
        if (done) return;
        done = true;
        timers.clear(timer);
        reject(new ChunkLoadError(`Loading chunk ${name} failed.`, 'failed', { cause }));
      },
    );
  });
}

/**
 * The URL a failed dynamic import names (Chromium: "Failed to fetch dynamically imported module:
 * <url>"), so a retry can ask for it afresh: browsers keep a failed import in their module map,
 * and importing the same URL again fails again without a request.
 */
export function failedModuleUrl(error: unknown): string | null {
  const text = error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}` : String(error);
  const m = /(https?:\/\/[^\s'"]+?\.js)\b/.exec(text);
  return m ? m[1]! : null;
}

/** The address a retry imports: the failed one, made new to the module map by a query. */
export function retryUrl(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}
