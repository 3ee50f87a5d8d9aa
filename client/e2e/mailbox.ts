// Reads the local mail catcher that `scripts/start.ts` starts next to the e2e server: its address
// is in .tmp/standins-<port>.json (written by start.ts), its JSON API lists what it received.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

type CaughtMail = { id: string; to: string[]; subject: string; text: string; receivedAt: string };

function catcherUrl(): string {
  const port = Number(process.env.E2E_PORT ?? 8788);
  const file = path.join(process.cwd(), '.tmp', `standins-${port}.json`);
  const list = JSON.parse(readFileSync(file, 'utf8')) as { name: string; url: string }[];
  const smtp = list.find((s) => s.name === 'mail catcher');
  if (!smtp) throw new Error(`no mail catcher in ${file}`);
  return smtp.url;
}

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
