// One order for every unsafe request, probed from outside as an attacker's page (or a careless
// client) would: cross-site is refused whatever the body type, the session is checked before the
// body, and the same mistake answers with the same status on every route.
import { describe, expect, it } from 'vitest';
import { makeArticle, makeSession } from '../test/factories';
import { call, dataIn, firstError } from '../test/http';
import { isSameOriginRequest } from './csrf';

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

describe('isSameOriginRequest', () => {
  const own = ['http://edgewire.test'];
  it('trusts Sec-Fetch-Site when the browser sends it', () => {
    expect(isSameOriginRequest({ fetchSite: 'same-origin' }, own)).toBe(true);
    for (const site of ['same-site', 'cross-site', 'none'])
      expect(isSameOriginRequest({ fetchSite: site, origin: own[0] }, own), site).toBe(false);
  });
  it('else wants an Origin of this site', () => {
    expect(isSameOriginRequest({ origin: 'http://edgewire.test' }, own)).toBe(true);
    for (const origin of ['https://evil.example', 'null', 'http://edgewire.test.evil.example', undefined])
      expect(isSameOriginRequest({ origin }, own), String(origin)).toBe(false);
  });
});

describe('cross-site requests are refused whatever the content type', () => {
  it('PATCH /api/profile with a JSON body from another origin: 403, profile unchanged', async () => {
    const { cookie } = await makeSession();
    const before = await dataIn<{ username: string }>(await call('GET', '/api/profile', { cookie }));
    for (const headers of [{ origin: 'https://evil.example', 'sec-fetch-site': '' }, { 'sec-fetch-site': 'cross-site' }, EVIL]) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
      const res = await call('PATCH', '/api/profile', {
        cookie,
        body: { username: 'evil' },
        headers: { origin: '', 'sec-fetch-site': '', ...clean },
      });
      expect(res.status, JSON.stringify(clean)).toBe(403);
      expect(await firstError(res)).toMatchObject({ code: 'csrf' });
    }
    expect((await dataIn<{ username: string }>(await call('GET', '/api/profile', { cookie }))).username).toBe(before.username);
  });

  it('form, text, JSON and bodyless unsafe requests from another site all get 403', async () => {
    const { cookie } = await makeSession();
    const a = await makeArticle();
    const cases: [string, string, { raw?: string; body?: unknown; type?: string }][] = [
      ['POST', '/api/support', { raw: 'name=x', type: 'application/x-www-form-urlencoded' }],
      ['POST', '/api/support', { raw: 'name=x', type: 'text/plain' }],
      ['POST', '/api/support', { body: { name: 'x' } }],
      ['DELETE', `/api/articles/${a.id}/bookmark`, {}],
      ['POST', `/api/articles/${a.id}/bookmark`, {}],
      ['POST', '/login', { raw: 'email=a@b.c&password=x', type: 'application/x-www-form-urlencoded' }],
    ];
    for (const [method, path, o] of cases) {
      const res = await call(method, path, {
        cookie,
        raw: o.raw,
        body: o.body,
        headers: { ...EVIL, ...(o.type ? { 'content-type': o.type } : {}) },
      });
      expect(res.status, `${method} ${path} ${o.type ?? 'json'}`).toBe(403);
    }
  });

  it('a request that proves nothing (no Origin, no Sec-Fetch-Site) is refused too', async () => {
    const { cookie } = await makeSession();
    const res = await call('PATCH', '/api/profile', { cookie, body: { theme: 'dark' }, headers: { origin: '', 'sec-fetch-site': '' } });
    expect(res.status).toBe(403);
  });
});

describe('the same mistake, the same status', () => {
  it('a guest gets 401 before the body is looked at', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/onboarding/phone', { phone: 'not a phone' }],
      ['POST', '/api/onboarding/phone', { nonsense: true }],
      ['PATCH', '/api/profile', { username: '' }],
      ['POST', '/api/profile/password', { password: 1 }],
      ['POST', '/api/tags/not-an-id/follow', {}],
    ] as const) {
      const res = await call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('unknown article: 404 for saving and for unsaving', async () => {
    const { cookie } = await makeSession();
    for (const method of ['POST', 'DELETE']) {
      const res = await call(method, '/api/articles/999999999/bookmark', { cookie });
      expect(res.status, method).toBe(404);
    }
  });

  it('a JSON route answers 415 to form, text and XML bodies alike', async () => {
    const { cookie } = await makeSession();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
      const res = await call('PATCH', '/api/profile', { cookie, raw: 'theme=dark', headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(await firstError(res)).toMatchObject({ code: 'unsupported_media_type' });
    }
  });
});
