/**
 * @module RFC 8292 (VAPID): the `Authorization: vapid t=<JWT>, k=<public key>` header a push service
 * checks. The JWT (ES256, signed with jose) names the push service's origin as `aud`, expires within
 * 24 hours (12 here) and names us in `sub`; it is signed once per push service origin and reused
 * for all of a fan-out's pushes there until it has less than an hour left, instead of once per push.
 */
import { importJWK, SignJWT } from 'jose';
import { fromBase64Url, toBase64Url } from './base64url';
import type { Vapid } from './config';

const LIFETIME_S = 12 * 60 * 60;
const RENEW_BEFORE_S = 60 * 60;

const signed = new Map<string, { header: string; exp: number }>();
let keyOf: { id: string; key: Promise<CryptoKey | Uint8Array> } | null = null;

function signingKey(vapid: Vapid) {
  if (keyOf?.id !== vapid.publicKey) {
    const pub = fromBase64Url(vapid.publicKey)!;
    keyOf = {
      id: vapid.publicKey,
      key: importJWK(
        { kty: 'EC', crv: 'P-256', x: toBase64Url(pub.slice(1, 33)), y: toBase64Url(pub.slice(33, 65)), d: vapid.privateKey },
        'ES256',
      ),
    };
  }
  return keyOf.key;
}

/** The header for pushes to `origin` (the endpoint's scheme, host and port) at `nowS`. */
export async function vapidAuthorization(vapid: Vapid, origin: string, nowS: number): Promise<string> {
  const cacheKey = `${vapid.publicKey} ${origin}`;
  const kept = signed.get(cacheKey);
  if (kept && kept.exp - nowS > RENEW_BEFORE_S) return kept.header;
  const exp = nowS + LIFETIME_S;
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setAudience(origin)
    .setExpirationTime(exp)
    .setSubject(vapid.subject)
    .sign(await signingKey(vapid));
  const header = `vapid t=${jwt}, k=${vapid.publicKey}`;
  if (signed.size > 100) signed.clear();
  signed.set(cacheKey, { header, exp });
  return header;
}
