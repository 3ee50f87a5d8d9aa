// A lazy chunk's load: settled in time, failed, or past the 120000 ms deadline (fake timers), and retried.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, failedModuleUrl, loadChunk, retryUrl } from './chunk-load';

const timers = { set: (fn: () => void, ms: number) => setTimeout(fn, ms), clear: (id: unknown) => clearTimeout(id as number) };

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers what the chunk exports when it arrives in time', async () => {
    const load = vi.fn(() => new Promise<string>((r) => setTimeout(() => r('Island'), CHUNK_TIMEOUT_MS - 1)));
    const result = loadChunk('SiteHeader', load, timers);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await expect(result).resolves.toBe('Island');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is a ChunkLoadError once 120000 ms have passed, and not before', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120000);
    const result = loadChunk('SiteHeader', () => new Promise<never>(() => {}), timers);
    let settled: unknown = 'pending';
    result.catch((e: unknown) => {
      settled = e;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ChunkLoadError);
    expect(settled).toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
  });

  it('wraps a failed load (rejected or thrown) as a ChunkLoadError and clears its timer', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/SiteHeader-AB12.js');
    await expect(loadChunk('a', () => Promise.reject(cause), timers)).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'failed',
      cause,
    });
    await expect(
      loadChunk(
        'b',
        () => {
          throw cause;
        },
        timers,
      ),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a late arrival after the deadline changes nothing; a retry is a fresh attempt that can succeed', async () => {
    let attempt = 0;
    const load = () => {
      attempt++;
      return attempt === 1 ? new Promise<string>((r) => setTimeout(() => r('late'), CHUNK_TIMEOUT_MS + 5000)) : Promise.resolve('Island');
    };
    const first = loadChunk('SiteHeader', load, timers);
    const failed = expect(first).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await failed;
    await vi.advanceTimersByTimeAsync(5000);
    await expect(loadChunk('SiteHeader', load, timers)).resolves.toBe('Island');
    expect(attempt).toBe(2);
  });
});

describe('failedModuleUrl', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: http://127.0.0.1:8787/assets/SiteHeader-AB12.js',
      'http://127.0.0.1:8787/assets/SiteHeader-AB12.js',
    ],
    [
      'error loading dynamically imported module: https://edgewire.test/assets/chunk-X.js?retry=1',
      'https://edgewire.test/assets/chunk-X.js',
    ],
    ['Importing a module script failed.', null],
    [42, null],
  ])('%s → %s', (message, url) => {
    expect(failedModuleUrl(typeof message === 'string' ? new TypeError(message) : message)).toBe(url);
  });

  it('reads the cause of a ChunkLoadError', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: http://h/assets/a.js');
    expect(failedModuleUrl(new ChunkLoadError('Loading chunk a failed.', 'failed', { cause }))).toBe('http://h/assets/a.js');
  });
});

describe('retryUrl', () => {
  it.each([
    ['http://h/assets/chunks/SiteHeader-AB12.js', 1, 'http://h/assets/chunks/SiteHeader-AB12.js?retry=1'],
    ['http://h/assets/a.js?v=2', 3, 'http://h/assets/a.js?v=2&retry=3'],
  ])('%s, attempt %i → %s', (url, attempt, expected) => {
    expect(retryUrl(url, attempt)).toBe(expected);
  });
});
