// Local stand-ins for the third-party services the Worker talks to, started by `npm start`
// (scripts/start.ts) next to `wrangler dev` so nothing needs the internet.
//
// Each stand-in is a real local peer listening on 127.0.0.1. They plug in here as they are written:
//   - SMTP catcher (smtp-server): receives sign-in, reset and share e-mail;
//   - OIDC provider (oauth2-mock-server): "sign in with …";
//   - Web Push service (web-push-testing): receives and decrypts push messages;
//   - Stripe stand-in: API answers from Stripe's published fixtures, webhooks signed with the SDK.
// Add each as `await startSmtpCatcher()` etc. below; start.ts prints every name and URL and calls
// stop() on Ctrl-C. If one fails to start, stop the ones already started before throwing.

export interface StandIn {
  name: string;
  url: string;
  /** Worker variables pointing at this stand-in; start.ts passes them to `wrangler dev --var`. */
  vars?: Record<string, string>;
  stop(): Promise<void>;
}

export async function startStandIns(): Promise<StandIn[]> {
  const started: StandIn[] = [];
  try {
    // started.push(await startSmtpCatcher());
    return started;
  } catch (err) {
    await Promise.allSettled(started.map((s) => s.stop()));
    throw err;
  }
}
