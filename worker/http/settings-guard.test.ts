// A production Worker without a required secret (SESSION_SECRET unset here) serves nothing: every
// page is the clear 500 page, every API answer the envelope's 500, and each request logs one line
// naming the missing setting. The same Worker with its secrets serves as usual.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { makeReader } from '../test/factories';
import { SAME_ORIGIN, SITE } from '../test/http';
import { MISCONFIGURED_MESSAGE, missingFor } from './settings-guard';

const production = { ...env, ENVIRONMENT: 'production', SESSION_SECRET: '' };

async function fetchWith(withEnv: Env, path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${SITE}${path}`, init), withEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The settings check's structured lines (http/log.ts) written to stderr while `run` ran. */
async function logged(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  await run();
  const lines = spy.mock.calls.map(([line]) => {
    try {
      return JSON.parse(String(line)) as Record<string, unknown>;
    } catch {
      return {};
    }
  });
  return lines.filter((line) => line.event === 'config.missing-settings');
}

afterEach(() => vi.restoreAllMocks());

describe('production without a required secret', () => {
  it('answers every page with the clear 500 page and logs the missing setting', async () => {
    const { cookie } = await makeReader('free');
    const pages = ['/', '/trending', '/login', '/account/profile', '/admin', '/no-such-page', '/healthz'];
    const lines = await logged(async () => {
      for (const path of pages) {
        const res = await fetchWith(production, path, { headers: { cookie } });
        const html = await res.text();
        expect(res.status, path).toBe(500);
        expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        expect(html, path).toContain(MISCONFIGURED_MESSAGE);
        // The names are for the operator's log, not for the page.
        expect(html, path).not.toContain('SESSION_SECRET');
      }
    });
    expect(lines).toHaveLength(pages.length);
    for (const line of lines)
      expect(line).toMatchObject({
        level: 'error',
        event: 'config.missing-settings',
        environment: 'production',
        missing: ['SESSION_SECRET'],
      });
  });

  it('answers every API with the envelope’s 500, reads and writes alike', async () => {
    const requests: [string, RequestInit?][] = [
      ['/api/articles'],
      ['/api/profile'],
      [
        '/aux/stripe/webhook',
        { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, body: '{}' },
      ],
      ['/admin/api/users'],
      ['/api/auth/sign-in', { method: 'POST', headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, body: '{}' }],
    ];
    const lines = await logged(async () => {
      for (const [path, init] of requests) {
        const res = await fetchWith(production, path, init);
        expect(res.status, path).toBe(500);
        expect(await res.json(), path).toEqual({ errors: [{ message: MISCONFIGURED_MESSAGE, code: 'internal' }] });
      }
    });
    expect(lines.map((l) => l.missing)).toEqual(requests.map(() => ['SESSION_SECRET']));
  });

  it('names every missing secret, a social provider’s once its client id is set', async () => {
    const [line] = await logged(async () => {
      await fetchWith({ ...production, STRIPE_WEBHOOK_SECRET: '', AUTH_GOOGLE_CLIENT_SECRET: '' }, '/');
    });
    expect(line?.missing).toEqual(['SESSION_SECRET', 'AUTH_GOOGLE_CLIENT_SECRET', 'STRIPE_WEBHOOK_SECRET']);
  });
});

describe('the settings check', () => {
  it('passes a production Worker with its secrets, and works its answer out once per env', async () => {
    const complete = { ...env, ENVIRONMENT: 'production' };
    expect(missingFor(complete)).toEqual([]);
    expect(missingFor(complete)).toBe(missingFor(complete));
    const res = await fetchWith(complete, '/healthz');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
  });

  it('leaves development and the tests alone', () => {
    expect(missingFor({ ...env, ENVIRONMENT: 'development', SESSION_SECRET: '' })).toEqual([]);
    expect(missingFor({ ...env, SESSION_SECRET: '' })).toEqual([]);
    expect(missingFor({ ...env, ENVIRONMENT: 'staging', SESSION_SECRET: '' })).toEqual(['SESSION_SECRET']);
  });
});
