// Reads the local mail catcher that `scripts/start.ts` starts next to the e2e server: its address
// is in .tmp/standins-<port>.json (written by start.ts), its JSON API lists what it received.
import { expect } from '@playwright/test';
import { standInUrl } from './standins';

type CaughtMail = { id: string; to: string[]; subject: string; text: string; receivedAt: string };

const catcherUrl = () => standInUrl('mail catcher');

/** Waits until a mail to `to` arrives (the Queue delivers it a moment after the request). */
export async function waitForMail(to: string, timeoutMs = 20_000): Promise<CaughtMail> {
  const url = new URL(`/api/messages?to=${encodeURIComponent(to)}`, catcherUrl());
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        mail = ((await (await fetch(url)).json()) as CaughtMail[])[0];
        return mail !== undefined;
      },
      { message: `a mail to ${to} in the mail catcher`, timeout: timeoutMs },
    )
    .toBe(true);
  return mail!;
}
