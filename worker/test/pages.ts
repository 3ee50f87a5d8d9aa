/** @module Reading server-rendered pages in tests: an island's props, the page's toasts, cookies a response sets. */
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import type { ToastInit } from '../contracts/toasts';
import { url } from './http';

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The props an island was rendered with (the `data-props` of its wrapper). */
export function islandProps<T = Record<string, unknown>>(html: string, name: string): T {
  const m = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  if (!m) throw new Error(`no ${name} island on the page`);
  return JSON.parse(unescapeHtml(m[1]!)) as T;
}

/** `name=value` of a cookie a response sets, for the next request's Cookie header; null if none. */
export function setCookie(res: Response, name: string): string | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line ? line.split(';')[0]! : null;
}

/** The toasts of the page a form redirected to (303), read with the flash cookie the form set. */
export async function toastsAfter(res: Response, cookie: string): Promise<ToastInit[]> {
  expect(res.status).toBe(303);
  const flash = setCookie(res, 'ew_flash');
  expect(flash, 'the flash cookie').not.toBeNull();
  const page = await SELF.fetch(url(res.headers.get('location')!), { headers: { cookie: `${cookie}; ${flash}` } });
  return islandProps<{ initial: ToastInit[] }>(await page.text(), 'Toaster').initial;
}

/** The same toasts' messages only. */
export const toastMessagesAfter = async (res: Response, cookie: string) => (await toastsAfter(res, cookie)).map((t) => t.message);
