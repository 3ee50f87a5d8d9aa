// Signed-in readers for the account and onboarding specs. A fresh account per test that changes
// one (sign-up from a distinct CF-Connecting-IP each, so the per-IP sign-up limit never bites
// however often the suite runs), or a seeded demo account for read-only checks.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'edgewire-demo';
export const DEMO = { reader: 'reader@edgewire.test', plus: 'plus@edgewire.test' } as const;

let seq = 0;
const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${(seq++ % 250) + 1}`;

/** Signs a brand-new account up in this page's browser context; returns its e-mail and where sign-up sends it. */
export async function newReader(page: Page, password = 'secret-pass-1') {
  const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await page.request.post('/api/signup', {
    data: { email, password, confirm_password: password },
    headers: { 'cf-connecting-ip': ip() },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { next: string } };
  return { email, password, next: data.next };
}

/** Signs a demo account in (its session cookie lands in this page's context). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/sign-in', { data: { method: 'password-sign-in', email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens a page and waits until every island on it has hydrated. */
export async function open(page: Page, path: string) {
  const res = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return res;
}
