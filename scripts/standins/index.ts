// Local stand-ins for the third-party services the Worker talks to, started by `npm start`
// (scripts/start.ts) next to `wrangler dev` so nothing needs the internet.
//
// Each stand-in is a real local peer listening on 127.0.0.1:
//   - SMTP catcher (smtp-server, smtp.ts): receives all mail the Worker sends; web view + JSON API;
//   - OIDC/OAuth2 provider (oauth2-mock-server, oidc.ts): Google, Facebook, X and Apple sign-in;
//   - Stripe stand-in (stripe.ts): Stripe's REST API with objects shaped from Stripe's published
//     fixtures, a Stripe.js stand-in, hosted pages, webhooks signed with the SDK to the app's
//     /aux/stripe/webhook (the app's origin is `appUrl`).
//   - Web Push service (web-push-testing, web-push.ts): receives and decrypts the Worker's pushes;
//     its origin goes to the Worker as PUSH_DEV_ORIGINS, the only way a plain-http endpoint is accepted.
// Each stand-in is a StandIn (stand-in.ts),
// added below as `await startSmtpCatcher()` etc.; start.ts prints every name and URL and calls
// stop() on Ctrl-C. If one fails to start, stop the ones already started before throwing.
// start.ts also writes the list to .tmp/standins-<appPort>.json so e2e tests can find them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startOidcProvider } from './oidc.ts';
import { startSmtpCatcher } from './smtp.ts';
import type { StandIn } from './stand-in.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe.ts';
import { startPushService } from './web-push.ts';

/**
 * `appUrl`: the app's origin (http://127.0.0.1:<port>), where stand-ins call back (Stripe's
 * webhooks). Answers every stand-in, and the Stripe one by its type (start.ts bills the demo Plus
 * reader there).
 */
export async function startStandIns(options: { appUrl?: string } = {}): Promise<{ all: StandIn[]; stripe: StripeStandIn }> {
  const started: StandIn[] = [];
  try {
    started.push(await startSmtpCatcher());
    started.push(await startOidcProvider());
    const stripe = await startStripeStandIn({ appUrl: options.appUrl });
    started.push(stripe);
    started.push(await startPushService());
    return { all: started, stripe };
  } catch (err) {
    await Promise.allSettled(started.map((s) => s.stop()));
    throw err;
  }
}

/** Writes `<dir>/standins-<appPort>.json` ([{ name, url, vars }]) and returns its path. */
export function writeStandInsFile(dir: string, appPort: number, standIns: StandIn[]): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `standins-${appPort}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      standIns.map(({ name, url, vars }) => ({ name, url, vars: vars ?? {} })),
      null,
      2,
    )}\n`,
  );
  return file;
}

export function removeStandInsFile(file: string | undefined): void {
  if (file) rmSync(file, { force: true });
}
