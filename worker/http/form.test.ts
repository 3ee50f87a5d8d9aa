// The one form route: a form's fields read once into the API schema's nested body, the same
// schema's messages, and one way to answer (toast + 303; the page again with the error's status
// and the values kept, never a password; or the one error path). Through a small app for the
// idiom itself, and through the real Worker for what runs before any route (the body's type).

import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { postForm, SAME_ORIGIN, url } from '../test/http';
import { setCookie } from '../test/pages';
import { AppError, badRequest, conflict } from './errors';
import { formRoute } from './form';

const Body = z.strictObject({
  title: z.string().min(1, 'Title is required'),
  password: z.string().optional(),
  version: z.number({ message: 'version must be a number' }).optional(),
  is_active: z.boolean(),
  zones: z.array(z.object({ title: z.string(), tags: z.array(z.number({ message: 'tags must be ids' })).default([]) })).default([]),
});

type Seen = { body?: unknown; caught?: unknown };

/** An app with one form route (signed-in env not needed: the route says AppEnv) and an onError that says what reached it. */
function appWith(action: (body: z.output<typeof Body>) => unknown, seen: Seen = {}) {
  const app = new Hono<AppEnv>();
  app.post(
    '/form',
    formRoute(
      Body,
      async (_c: import('hono').Context<AppEnv>, body) => {
        seen.body = body;
        const answer = await action(body);
        return (answer ?? { to: '/done', toast: 'Saved.' }) as { to: string };
      },
      {
        checkboxes: ['is_active'],
        onError: (c, feedback, { err, invalid }) =>
          err.status === 409 ? { to: '/list', toast: { type: 'error', message: err.message } } : c.json({ feedback, invalid }),
      },
    ),
  );
  app.onError((err, c) => {
    seen.caught = err;
    return c.text('the one error path', err instanceof AppError ? err.status : 500);
  });
  return app;
}

const post = (app: Hono<AppEnv>, body: BodyInit, type?: string) =>
  app.request('/form', { method: 'POST', body, headers: type ? { 'content-type': type } : {} }, env);
const form = (pairs: [string, string | File][]) => {
  const data = new FormData();
  for (const [k, v] of pairs) data.append(k, v);
  return data;
};

describe('formRoute', () => {
  it('reads nested names into the schema’s body once: lists, numbers, an unticked checkbox', async () => {
    const seen: Seen = {};
    const res = await post(
      appWith(() => undefined, seen),
      new URLSearchParams([
        ['title', 'Evening'],
        ['version', '3'],
        ['zones.1.title', 'Second'],
        ['zones.1.tags', '7'],
        ['zones.0.title', 'First'],
        ['zones.0.tags', '5'],
        ['zones.0.tags', '6'],
      ]),
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/done');
    expect(setCookie(res, 'ew_flash')).toBeTruthy();
    expect(seen.body).toEqual({
      title: 'Evening',
      version: 3,
      is_active: false,
      zones: [
        { title: 'First', tags: [5, 6] },
        { title: 'Second', tags: [7] },
      ],
    });
  });

  it('reads multipart forms the same way', async () => {
    const seen: Seen = {};
    const res = await post(
      appWith(() => undefined, seen),
      form([
        ['title', 'T'],
        ['is_active', 'true'],
        ['zones.0.title', 'Z'],
      ]),
    );
    expect(res.status).toBe(303);
    expect(seen.body).toEqual({ title: 'T', is_active: true, zones: [{ title: 'Z', tags: [] }] });
  });

  it('a refusal is the page again with the error’s status, each problem on its path and the values kept, never a password', async () => {
    const seen: Seen = {};
    const res = await post(
      appWith(() => undefined, seen),
      new URLSearchParams([
        ['title', ''],
        ['password', 'hunter2'],
        ['version', 'two'],
        ['zones.4.title', 'Z'],
        ['zones.4.tags', 'x'],
      ]),
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { feedback, invalid } = await res.json<{
      feedback: { values: Record<string, string>; errors: AppError['items'] };
      invalid: boolean;
    }>();
    expect(invalid).toBe(true);
    expect(feedback.errors.map((e) => [e.path, e.message])).toEqual([
      ['title', 'Title is required'],
      ['version', 'version must be a number'],
      ['zones.0.tags.0', 'tags must be ids'],
    ]);
    expect(feedback.values).toEqual({ title: '', version: 'two', 'zones.4.title': 'Z', 'zones.4.tags': 'x' });
    expect(seen.body).toBeUndefined();
  });

  it('the action’s refusal keeps its status (and may be a toast and 303); anything else is the one error path', async () => {
    const refused = await post(
      appWith(() => {
        throw badRequest('No such tag.', 'zones.0.tags.0');
      }),
      form([['title', 'T']]),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json<{ invalid: boolean }>()).invalid).toBe(false);
    const toasted = await post(
      appWith(() => {
        throw conflict('Someone saved first.');
      }),
      form([['title', 'T']]),
    );
    expect([toasted.status, toasted.headers.get('location')]).toEqual([303, '/list']);
    const seen: Seen = {};
    const broken = await post(
      appWith(() => {
        throw new TypeError('a bug');
      }, seen),
      form([['title', 'T']]),
    );
    expect(broken.status).toBe(500);
    expect(seen.caught).toBeInstanceOf(TypeError);
  });

  it('a file where text is expected, or a repeated field where one value is, is a 400 naming it', async () => {
    const file = await post(
      appWith(() => undefined),
      form([
        ['title', 'T'],
        ['zones.0.title', new File(['x'], 'x.txt') as never],
      ]),
    );
    expect(file.status).toBe(400);
    expect((await file.json<{ feedback: { errors: AppError['items'] } }>()).feedback.errors[0]).toEqual({
      message: 'zones.0.title must be a single text value',
      code: 'validation',
      path: 'zones.0.title',
    });
    const twice = await post(
      appWith(() => undefined),
      new URLSearchParams([
        ['title', 'a'],
        ['title', 'b'],
      ]),
      'application/x-www-form-urlencoded',
    );
    expect(twice.status).toBe(400);
    expect((await twice.json<{ feedback: { errors: AppError['items'] } }>()).feedback.errors[0]?.path).toBe('title');
  });

  it('a huge index allocates nothing: the place is closed up like any other', async () => {
    const seen: Seen = {};
    const res = await post(
      appWith(() => undefined, seen),
      form([
        ['title', 'T'],
        ['zones.99999.title', 'Far'],
        ['zones.3.title', 'Near'],
      ]),
    );
    expect(res.status).toBe(303);
    expect(seen.body).toMatchObject({ zones: [{ title: 'Near' }, { title: 'Far' }] });
  });
});

describe('the body’s type, checked once before any route', () => {
  it('a form route answers 415 to JSON, text and unknown types, and reads urlencoded and multipart alike', async () => {
    for (const type of ['application/json', 'text/plain', 'application/xml']) {
      const res = await SELF.fetch(url('/help'), {
        method: 'POST',
        body: '{"name":"Ada"}',
        headers: { 'content-type': type, ...SAME_ORIGIN },
      });
      expect(res.status, type).toBe(415);
      expect(await res.text(), type).toContain('Content-Type must be a form');
    }
    const multipart = await SELF.fetch(url('/help'), { method: 'POST', body: form([['name', 'Ada']]), headers: SAME_ORIGIN });
    expect(multipart.status).toBe(400);
    expect(await multipart.text()).toContain('Please enter a message.');
    const urlencoded = await postForm('/help', { name: 'Ada' });
    expect(urlencoded.status).toBe(400);
  });

  it('a file posted to a text field of a real form is its page again, naming the field', async () => {
    const res = await SELF.fetch(url('/help'), {
      method: 'POST',
      body: form([['name', new File(['x'], 'x.txt') as never]]),
      headers: SAME_ORIGIN,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('name must be a single text value');
  });
});
