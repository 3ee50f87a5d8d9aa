// RFC 8291 (Message Encryption for Web Push, aes128gcm) and RFC 8292 (VAPID), checked against the
// RFC's published example (Appendix A). @block65/webcrypto-web-push draws its salt and ephemeral
// key itself (no way to inject them), so its output cannot be compared byte for byte. Instead: a
// receiver written here from the RFC (ECDH → HKDF auth → IKM → CEK and nonce → AES-GCM) reproduces
// every intermediate value of Appendix A and decrypts the RFC's own message to "When I grow up, I want
// to be a watermelon"; then the library encrypts that plaintext to the RFC's user agent keys and the
// same receiver decrypts it. VAPID: the header's JWT verifies with the public key and names the
// push service's origin, an expiry within 24 h and our subject.

import { encryptNotification } from '@block65/webcrypto-web-push';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';
import { vapidAuthorization } from './vapid';

const A = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  ecdhSecret: 'kyrL1jIIOHEzg3sM2ZWRHDRB62YACZhhSlknJ672kSs',
  ikm: 'S4lYMb_L0FxCeq0WhDx813KgSYqU26kOyzWUdsXYyrg',
  cek: 'oIhVW04MRdy2XN9CiKLxTg',
  nonce: '4h_95klXJ5E_qnoN',
  message:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const b = (s: string) => fromBase64Url(s)!;
const utf8 = (s: string) => new TextEncoder().encode(s);
const cat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const s = crypto.subtle;

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number) {
  const key = await s.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await s.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

/** The user agent's side of RFC 8291 §3-4, for one record; every intermediate value is returned. */
async function decrypt(message: Uint8Array, uaPublic: Uint8Array, uaPrivate: string, authSecret: Uint8Array) {
  const salt = message.slice(0, 16);
  const recordSize = new DataView(message.buffer, message.byteOffset).getUint32(16);
  const idLength = message[20]!;
  const asPublic = message.slice(21, 21 + idLength);
  const record = message.slice(21 + idLength);
  const jwk = { kty: 'EC', crv: 'P-256', x: toBase64Url(uaPublic.slice(1, 33)), y: toBase64Url(uaPublic.slice(33)), d: uaPrivate };
  const priv = await s.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const pub = await s.importKey('raw', asPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ecdh = new Uint8Array(await s.deriveBits({ name: 'ECDH', public: pub } as unknown as SubtleCryptoDeriveKeyAlgorithm, priv, 256));
  const ikm = await hkdf(authSecret, ecdh, cat(utf8('WebPush: info\0'), uaPublic, asPublic), 32);
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
  const key = await s.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await s.decrypt({ name: 'AES-GCM', iv: nonce }, key, record));
  // RFC 8188: the last record ends in 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return { salt, recordSize, asPublic, ecdh, ikm, cek, nonce, plaintext: new TextDecoder().decode(padded.slice(0, end)) };
}

describe('RFC 8291 Appendix A', () => {
  it("the receiver reproduces the RFC's intermediate values and decrypts its message", async () => {
    const out = await decrypt(b(A.message), b(A.uaPublic), A.uaPrivate, b(A.authSecret));
    expect(toBase64Url(out.salt)).toBe(A.salt);
    expect(out.recordSize).toBe(4096);
    expect(toBase64Url(out.asPublic)).toBe(A.asPublic);
    expect(toBase64Url(out.ecdh)).toBe(A.ecdhSecret);
    expect(toBase64Url(out.ikm)).toBe(A.ikm);
    expect(toBase64Url(out.cek)).toBe(A.cek);
    expect(toBase64Url(out.nonce)).toBe(A.nonce);
    expect(out.plaintext).toBe(A.plaintext);
  });

  it("the library's message to the RFC's user agent decrypts to the same plaintext (aes128gcm, one 4096-octet record)", async () => {
    const sub = { endpoint: 'https://push.example.net/x', expirationTime: null, keys: { p256dh: A.uaPublic, auth: A.authSecret } };
    const message = await encryptNotification(sub, utf8(A.plaintext));
    expect(message.length).toBe(4096);
    const out = await decrypt(message, b(A.uaPublic), A.uaPrivate, b(A.authSecret));
    expect(out.recordSize).toBe(4096);
    expect(out.asPublic.length).toBe(65);
    expect(out.plaintext).toBe(A.plaintext);
  });

  it('refuses a plaintext larger than one record holds (3993 octets)', async () => {
    const sub = { endpoint: 'https://push.example.net/x', expirationTime: null, keys: { p256dh: A.uaPublic, auth: A.authSecret } };
    await expect(encryptNotification(sub, new Uint8Array(3994))).rejects.toThrow(/maximum is 3993/);
    expect((await encryptNotification(sub, new Uint8Array(3993))).length).toBe(4096);
  });
});

describe('RFC 8292 VAPID header', () => {
  it('carries a JWT signed with the key pair, for the push service origin, expiring within 24 h, and the public key', async () => {
    const pair = (await s.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const publicKey = toBase64Url((await s.exportKey('raw', pair.publicKey)) as ArrayBuffer);
    const privateKey = ((await s.exportKey('jwk', pair.privateKey)) as JsonWebKey).d!;
    const now = Math.floor(Date.now() / 1000);
    const header = await vapidAuthorization(
      { publicKey, privateKey, subject: 'mailto:push@edgewire.test' },
      'https://push.example.net',
      now,
    );
    const m = /^vapid t=([^,]+), k=(.+)$/.exec(header)!;
    expect(m[2]).toBe(publicKey);
    expect(decodeProtectedHeader(m[1]!)).toEqual({ alg: 'ES256', typ: 'JWT' });
    const pub = await importJWK(
      { ...((await s.exportKey('jwk', pair.publicKey)) as JsonWebKey) } as Parameters<typeof importJWK>[0],
      'ES256',
    );
    const { payload } = await jwtVerify(m[1]!, pub, { audience: 'https://push.example.net' });
    expect(payload.sub).toBe('mailto:push@edgewire.test');
    expect(payload.exp! - now).toBeGreaterThan(3600);
    expect(payload.exp! - now).toBeLessThanOrEqual(24 * 3600);
    // Signed once per origin and reused; another origin gets its own.
    expect(
      await vapidAuthorization({ publicKey, privateKey, subject: 'mailto:push@edgewire.test' }, 'https://push.example.net', now + 60),
    ).toBe(header);
    expect(
      await vapidAuthorization({ publicKey, privateKey, subject: 'mailto:push@edgewire.test' }, 'https://other.example.net', now),
    ).not.toBe(header);
  });
});
