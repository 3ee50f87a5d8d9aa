/**
 * @module A VAPID key pair (RFC 8292: ECDSA P-256) as the Worker reads it: base64url of the 65-byte
 * uncompressed public point and of the 32-byte private scalar. `npm start` writes one into
 * .dev.vars once (scripts/dev/phases.ts) and keeps it, so browsers' subscriptions stay valid across
 * restarts; the tests make one per run. `npx tsx scripts/standins/vapid-keys.ts` prints a pair for
 * `wrangler secret put`.
 */
import { webcrypto } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export async function generateVapidKeys(): Promise<{ VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string }> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const raw = Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
  return { VAPID_PUBLIC_KEY: raw.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d! };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const keys = await generateVapidKeys();
  for (const [k, v] of Object.entries(keys)) console.log(`${k}=${v}`);
}
