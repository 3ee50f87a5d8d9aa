// The back office's e2e helpers: the demo admin, the cron trigger of the local server, and the
// admin API as the signed-in page calls it.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { fromSite, signIn } from './readers.ts';
import { standInUrl } from './standins.ts';

export const DEMO_ADMIN = 'admin@edgewire.test';

export const signInAdmin = (page: Page) => signIn(page, DEMO_ADMIN);

/** Runs the Worker's cron as if its run were due at `at` (ms), and waits for it to finish (scripts/dev/cron-trigger.ts). */
export async function runCron(page: Page, at: number) {
  const res = await page.request.get(`${standInUrl('cron')}/run?time=${at}`);
  expect(res.status(), await res.text()).toBe(200);
}

/** An admin API call from the signed-in page's context. */
export async function adminApi<T>(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/admin/api${path}`, { method, data, headers: fromSite() });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}
