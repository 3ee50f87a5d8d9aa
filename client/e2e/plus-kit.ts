// What the Plus specs share: the card field of the local Stripe.js (inputs in the page, see
// scripts/standins/stripe-js-card.ts), its 3D Secure test step, and a reader who signs up through
// the funnel's own form from an address of their own (so the per-IP sign-up limit never bites).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const CARD = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
} as const;

/** Types a test card into the Stripe card element on the page. */
export async function fillCard(page: Page, number: string) {
  const card = page.locator('[data-card-element]');
  await expect(card.getByLabel('Card number')).toBeVisible();
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await card.getByLabel('Security code (CVC)').fill('123');
  await card.getByLabel('ZIP / postal code').fill('10001');
}

/** Answers the stand-in's 3D Secure test step. */
export async function authenticate(page: Page, answer: 'Complete' | 'Fail') {
  const dialog = page.getByRole('dialog', { name: '3D Secure test authentication' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: answer }).click();
}

/** Fills the funnel's sign-up form as a new reader; its requests come from an address of their own. */
export async function signUpInFunnel(page: Page) {
  const ip = `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.route('**/*signup*', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': ip } }));
  const email = `plus-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Confirm password').fill('secret-pass-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  return email;
}

/** The signed-in reader's profile, as the page's own API call sees it. */
export async function profileOf(page: Page) {
  const res = await page.request.get('/api/profile');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { subscribed: boolean; subscription_end: number | null } }).data;
}
