// The HTTP foundation through the real Worker: envelope, 404s, validation, body limits, 500s.
import { env, SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { countEvents } from '../test/events';
import { makeArticle, makeTag } from '../test/factories';
import { json, SAME_ORIGIN, url } from '../test/http';
import { drainUnreadBody } from './middleware';

describe('envelope', () => {
  it('wraps lists in { data, meta: { paging } }', async () => {
    const tag = await makeTag();
    for (let i = 0; i < 3; i++) await makeArticle({ date: 1_700_000_000 + i }, [tag.id]);
    const res = await SELF.fetch(url(`/api/articles?tags=${tag.id}&count=2&page=2`));
    expect(res.status).toBe(200);
    const body = await res.json<{ data: { id: number }[]; meta: { paging: Record<string, number> } }>();
    expect(body.data).toHaveLength(1);
    expect(body.meta.paging).toEqual({ pages: 2, page: 2, total: 3, limit: 2, count: 1 });
  });

  it('wraps single items in { data }', async () => {
    const a = await makeArticle();
    const res = await SELF.fetch(url(`/api/articles/${a.id}`));
    const body = await res.json<{ data: { id: number; content: string } }>();
    expect(body.data.id).toBe(a.id);
    expect(body.data.content).toContain('Body');
  });
});

describe('not found', () => {
  it('answers unknown API routes with a 404 envelope', async () => {
    for (const p of ['/api/nope', '/aux/nope', '/admin/api/nope']) {
      const res = await SELF.fetch(url(p));
      // /admin/api requires a session before routing, so a guest learns nothing about its routes.
      expect(res.status, p).toBe(p.startsWith('/admin') ? 401 : 404);
      const body = await res.json<{ errors: { code: string }[] }>();
      expect(body.errors[0]!.code).toBe(p.startsWith('/admin') ? 'unauthorized' : 'not_found');
    }
  });

  it('answers unknown pages with an HTML 404 page', async () => {
    const res = await SELF.fetch(url('/no-such-page'));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('We could not find that page.');
  });

  it('answers unknown and non-numeric article ids with 404, never 500', async () => {
    for (const p of ['/article/999999999', '/article/abc', '/news/1e9', '/articles/-1', `/article/${'9'.repeat(40)}`]) {
      const res = await SELF.fetch(url(p));
      expect(res.status, p).toBe(404);
    }
  });
});

describe('validation', () => {
  it('400 names the field for wrong types and out-of-range values', async () => {
    for (const [q, field] of [
      ['page=abc', 'page'],
      ['count=0', 'count'],
      ['count=1000', 'count'],
      ['page=99999999', 'page'],
      ['tags=1,x', 'tags'],
    ] as const) {
      const res = await SELF.fetch(url(`/api/articles?${q}`));
      expect(res.status, q).toBe(400);
      const body = await res.json<{ errors: { path: string; code: string }[] }>();
      expect(body.errors[0]).toMatchObject({ code: 'validation', path: field });
    }
  });

  it('400 for malformed JSON, wrong types, missing and unknown fields; nothing written', async () => {
    const before = await countEvents();
    const cases: [RequestInit, string][] = [
      [{ method: 'POST', headers: { 'content-type': 'application/json', ...SAME_ORIGIN }, body: '{"sessionId":' }, 'body'],
      [json({ sessionId: 5, event: { name: 'x' } }), 'sessionId'],
      [json({ event: { name: 'x' } }), 'sessionId'],
      [json({ sessionId: 's', event: { name: 'x' }, admin: true }), 'admin'],
      [json({ sessionId: 's', event: { name: 'x', sneaky: 1 } }), 'event.sneaky'],
      [json({ sessionId: 's' }), 'event'],
    ];
    for (const [init, path] of cases) {
      const res = await SELF.fetch(url('/aux/analytics'), init);
      expect(res.status, path).toBe(400);
      const body = await res.json<{ errors: { path: string }[] }>();
      expect(body.errors[0]!.path).toBe(path);
    }
    expect(await countEvents()).toBe(before);
  });

  it('413 for bodies over 1 MB, 415 for non-JSON bodies', async () => {
    // (The browser's analytics take a smaller limit of their own, a 400: features/analytics/analytics.test.ts.)
    const big = JSON.stringify({ method: 'password-sign-in', email: 'x@example.com', password: 'x'.repeat(1024 * 1024) });
    const res = await SELF.fetch(url('/api/auth/sign-in'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect((await res.json<{ errors: { code: string }[] }>()).errors[0]!.code).toBe('payload_too_large');
    const xml = await SELF.fetch(url('/aux/analytics'), {
      method: 'POST',
      headers: { 'content-type': 'application/xml', ...SAME_ORIGIN },
      body: '<a/>',
    });
    expect(xml.status).toBe(415);
  });

  it('refuses cross-site form posts (CSRF)', async () => {
    const res = await SELF.fetch(url('/aux/analytics'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: 'sessionId=s',
    });
    expect(res.status).toBe(403);
    expect((await res.json<{ errors: { code: string }[] }>()).errors[0]!.code).toBe('csrf');
  });
});

describe('unexpected errors', () => {
  it('become a 500 envelope with no stack and no internal message', async () => {
    await env.DB.exec('ALTER TABLE articles RENAME TO articles_moved');
    try {
      const res = await SELF.fetch(url('/api/articles'));
      expect(res.status).toBe(500);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ errors: [{ message: 'Internal server error', code: 'internal' }] });
      expect(text).not.toMatch(/articles|SQL|at \w+ \(/);
    } finally {
      await env.DB.exec('ALTER TABLE articles_moved RENAME TO articles');
    }
  });
});

describe('healthz', () => {
  it('answers 200 ok without touching D1', async () => {
    await env.DB.exec('ALTER TABLE users RENAME TO users_moved');
    try {
      const res = await SELF.fetch(url('/healthz'));
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('ok');
    } finally {
      await env.DB.exec('ALTER TABLE users_moved RENAME TO users');
    }
  });
});

describe('unread request bodies', () => {
  // workerd resets a keep-alive connection whose request body was left unread (middleware.ts).
  const app = new Hono().use(drainUnreadBody).post('/', (c) => c.text('ignored the body'));
  const post = (body: string, length = String(new TextEncoder().encode(body).length)) =>
    new Request('http://x/', { method: 'POST', body, headers: { 'content-length': length } });

  it('are read before the answer goes out', async () => {
    const req = post('{}');
    expect(await (await app.request(req)).text()).toBe('ignored the body');
    expect(req.bodyUsed).toBe(true);
  });

  it('are left alone when declared over the 1 MB limit', async () => {
    const req = post('{}', String(2 * 1024 * 1024));
    await app.request(req);
    expect(req.bodyUsed).toBe(false);
  });
});
