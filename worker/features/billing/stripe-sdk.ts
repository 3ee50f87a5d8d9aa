/**
 * @module The Stripe client: the official SDK on its fetch client, the same code locally and in
 * production; only the keys and the API host differ (STRIPE_API_URL: api.stripe.com, or the local
 * stand-in that `npm start` and the tests run). One client per isolate and configuration.
 * The Worker's code reaches it through ./stripe.ts, which imports this module only when a request
 * needs Stripe, so the SDK stays out of the global scope (issue 29); tests may import it directly.
 */
import Stripe from 'stripe';

export type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>;

const clients = new Map<string, Stripe>();

export function stripeClient(env: StripeEnv): Stripe {
  const key = `${env.STRIPE_API_URL}|${env.STRIPE_SECRET_KEY}`;
  let client = clients.get(key);
  if (!client) {
    const api = new URL(env.STRIPE_API_URL || 'https://api.stripe.com');
    const protocol = api.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(env.STRIPE_SECRET_KEY, {
      httpClient: Stripe.createFetchHttpClient(),
      host: api.hostname,
      port: Number(api.port || (protocol === 'http' ? 80 : 443)),
      protocol,
      // A request is retried once (with Stripe's idempotency key) before the reader sees an error.
      maxNetworkRetries: 1,
      timeout: 15_000,
    });
    clients.set(key, client);
  }
  return client;
}

// Workers have no synchronous HMAC: signatures are checked with SubtleCrypto (PLATFORM.md).
let subtle: ReturnType<typeof Stripe.createSubtleCryptoProvider> | undefined;

/** The verified event, or null when the signature, its timestamp or the body does not hold. */
export async function verifiedEvent(
  env: StripeEnv & Pick<Env, 'STRIPE_WEBHOOK_SECRET'>,
  raw: string,
  signature: string,
  toleranceSeconds: number,
) {
  subtle ??= Stripe.createSubtleCryptoProvider();
  try {
    return await stripeClient(env).webhooks.constructEventAsync(raw, signature, env.STRIPE_WEBHOOK_SECRET, toleranceSeconds, subtle);
  } catch {
    return null;
  }
}
