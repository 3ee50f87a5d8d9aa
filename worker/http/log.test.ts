// The line log() writes: one JSON object per call, routed by level, errors readable.
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { log } from './log';

describe('log()', () => {
  let out: MockInstance<typeof console.log>;
  let err: MockInstance<typeof console.error>;
  beforeEach(() => {
    out = vi.spyOn(console, 'log').mockImplementation(() => {});
    err = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const lineOf = (spy: MockInstance) => {
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]).toHaveLength(1);
    return JSON.parse(spy.mock.calls[0]![0] as string);
  };

  it('writes level, event and the fields as one JSON line', () => {
    log('info', 'cron.publish', { published: 3 });
    expect(lineOf(out)).toEqual({ level: 'info', event: 'cron.publish', published: 3 });
    expect(err).not.toHaveBeenCalled();
  });

  it('writes level and event alone when there are no fields', () => {
    log('debug', 'tick');
    expect(lineOf(out)).toEqual({ level: 'debug', event: 'tick' });
  });

  it('routes errors and warnings to console.error, info and debug to console.log', () => {
    log('warn', 'w');
    log('error', 'e');
    log('info', 'i');
    log('debug', 'd');
    expect(err.mock.calls.map(([line]) => JSON.parse(line as string).level)).toEqual(['warn', 'error']);
    expect(out.mock.calls.map(([line]) => JSON.parse(line as string).level)).toEqual(['info', 'debug']);
  });

  it('turns an Error in `error` into its message and stack', () => {
    const e = new TypeError('boom');
    log('error', 'request.unhandled', { path: '/x', error: e });
    const line = lineOf(err);
    expect(line).toMatchObject({ level: 'error', event: 'request.unhandled', path: '/x', error: 'TypeError: boom' });
    expect(line.stack).toBe(e.stack);
    expect(line.stack).toContain('boom');
  });

  it('turns a thrown non-Error into its String, without a stack', () => {
    log('error', 'x', { error: 'plain string' });
    const line = lineOf(err);
    expect(line).toEqual({ level: 'error', event: 'x', error: 'plain string' });
  });

  it('keeps the message of Errors nested elsewhere in the fields', () => {
    log('warn', 'x', { cause: { inner: new Error('deep') } });
    expect(lineOf(err).cause.inner.error).toBe('Error: deep');
  });

  it('does not throw on circular or bigint values, and still writes a line', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(() => log('info', 'circular', { a, n: 10n })).not.toThrow();
    const line = lineOf(out);
    expect(line).toMatchObject({ level: 'info', event: 'circular', a: { name: 'a', self: '[Circular]' }, n: '10' });
  });
});
