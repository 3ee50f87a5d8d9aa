/**
 * @module One push to one subscription: RFC 8291 (aes128gcm) encryption by
 * @block65/webcrypto-web-push (Web Crypto only, so it runs in the Worker; never Node's web-push),
 * the RFC 8292 VAPID header (vapid.ts), one POST, and what the push service's answer means:
 * 2xx sent; 404/410 the subscription is gone (delete it); 429/5xx or no answer retry later with
 * backoff; any other 4xx a failure that retrying cannot fix.
 */
import { encryptNotification } from '@block65/webcrypto-web-push';
import { log } from '../../http/log';
import type { Vapid } from './config';
import { checkEndpoint, type Subscription } from './endpoint';
import { vapidAuthorization } from './vapid';

export type PushOutcome =
  | { result: 'sent'; status: number }
  | { result: 'gone'; status: number }
  | { result: 'retry'; status: number; retryAfter: number | null }
  | { result: 'failed'; status: number; reason: string };

export type PushOptions = { ttl: number; urgency: 'low' | 'normal' | 'high' };

const TIMEOUT_MS = 10_000;

/** What a status means; 0 is no answer at all (network error, timeout). */
export function classify(status: number, retryAfterHeader: string | null): PushOutcome {
  if (status >= 200 && status < 300) return { result: 'sent', status };
  if (status === 404 || status === 410) return { result: 'gone', status };
  if (status === 0 || status === 429 || status >= 500) {
    const seconds = retryAfterHeader && /^\d{1,6}$/.test(retryAfterHeader.trim()) ? Number(retryAfterHeader) : null;
    return { result: 'retry', status, retryAfter: seconds };
  }
  return { result: 'failed', status, reason: `push service answered ${status}` };
}

export async function sendPush(
  vapid: Vapid,
  devOrigins: readonly string[],
  sub: Subscription,
  plaintext: Uint8Array,
  options: PushOptions,
  nowS: number,
): Promise<PushOutcome> {
  // Checked again before the POST: a row written before the rules (or by hand) must not become SSRF.
  try {
    checkEndpoint(sub.endpoint, devOrigins);
  } catch (err) {
    return { result: 'failed', status: 0, reason: err instanceof Error ? err.message : 'refused endpoint' };
  }
  let body: Uint8Array;
  try {
    body = await encryptNotification(
      { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      plaintext,
    );
  } catch (err) {
    return { result: 'failed', status: 0, reason: `cannot encrypt for this subscription: ${String(err)}` };
  }
  const origin = new URL(sub.endpoint).origin;
  try {
    const res = await fetch(sub.endpoint, {
      method: 'POST',
      headers: {
        authorization: await vapidAuthorization(vapid, origin, nowS),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(options.ttl),
        urgency: options.urgency,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    const outcome = classify(res.status, res.headers.get('retry-after'));
    if (outcome.result === 'failed' || outcome.result === 'retry') log('warn', 'push.send', { origin, status: res.status });
    return outcome;
  } catch (err) {
    // Spec §7: push provider failures are only logged.
    log('warn', 'push.send', { origin, error: err });
    return classify(0, null);
  }
}
