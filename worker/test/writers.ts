/**
 * @module The writer table's vocabulary (worker/cache/writers.test.ts): a writer names the content
 * it changes, and a probe shows the change through the real Worker after a copy of the old value
 * is kept. Shared by the table's two halves (worker/cache/*.cases.ts).
 */
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import type { Content } from '../cache';
import type { makeAdmin } from './admin';
import { call, url } from './http';

export type Admin = Awaited<ReturnType<typeof makeAdmin>>;

/**
 * How to see one write: `setup` makes the rows, `read` answers what a cache shows (a guest page
 * once the edge cache keeps it, an aux answer once the isolate keeps it), `write` changes it the
 * way the app does, and `before`/`after` check the text read either side of the write.
 */
export type Probe<S> = {
  setup: (admin: Admin) => Promise<S>;
  read: (s: S) => Promise<string>;
  write: (s: S, admin: Admin) => Promise<unknown>;
  before: (text: string, s: S) => void;
  after: (text: string, s: S) => void;
};

/**
 * A writer: the content it changes (what it passes to `invalidate`), and either a probe or why
 * readers are shown nothing new (a draft, an inactive view, a new tag nobody uses yet).
 */
export type Writer = { changes: readonly Content[] } & ({ probe: Probe<never> } | { shows: 'nothing'; why: string });

/** A writer with a probe, its setup's type checked against the rest of it. */
export const seen = <S>(changes: Content[], probe: Probe<S>): Writer => ({ changes, probe: probe as unknown as Probe<never> });
export const unseen = (why: string): Writer => ({ changes: [], shows: 'nothing', why });

/**
 * A guest page as the edge cache keeps it: asked again until the copy is stored (HIT), so a writer
 * that forgot to invalidate would be caught by the first read after it. Errors are never kept.
 */
export async function guestPage(path: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await SELF.fetch(url(path));
    const text = await res.text();
    if (res.status !== 200 || res.headers.get('x-edge-cache') === 'HIT') return text;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${path} never came from the edge cache`);
}

/** A signed-in reader's page or an aux answer: drawn from the isolate's kept copies. */
export const answer = async (path: string, cookie?: string) => (await call('GET', path, { cookie })).text();

/** An admin API call that must succeed. */
export async function admin(method: string, path: string, who: Admin, body?: unknown) {
  const res = await call(method, path, { cookie: who.cookie, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res;
}

export const has =
  (...texts: string[]) =>
  (text: string) => {
    for (const t of texts) expect(text).toContain(t);
  };
export const lacks =
  (...texts: string[]) =>
  (text: string) => {
    for (const t of texts) expect(text).not.toContain(t);
  };
