/**
 * @module What the Workers test project's global setups (scripts/standins/*.global-setup.ts, in
 * Node) provide to the tests (in workerd) through `inject()`. Declared once here, where both the
 * Worker and the scripts TypeScript projects see it.
 */
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** smtp.global-setup.ts: the mail catcher and two broken peers for failure tests. */
    smtpPort: number;
    mailWebUrl: string;
    closedSmtpPort: number;
    hangUpSmtpPort: number;
    /** oidc.global-setup.ts: the local social sign-in provider. */
    oidcUrl: string;
    oidcVars: Record<string, string>;
    /** stripe.global-setup.ts: the local Stripe stand-in (events kept, not posted: read them from /_control/events). */
    stripeUrl: string;
    stripeVars: Record<string, string>;
    /** web-push.global-setup.ts: the local push service (web-push-testing) and the VAPID_* / PUSH_DEV_ORIGINS bindings. */
    pushServiceUrl: string;
    pushVars: Record<string, string>;
  }
}
