/** @module base64url (RFC 4648 §5) both ways, strict: the subscription's keys and VAPID's are written in it. */

const ALPHABET = /^[A-Za-z0-9_-]*={0,2}$/;

/** The bytes, or null when `text` is not base64url (standard base64's + and / are refused). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!ALPHABET.test(text) || text.replace(/=+$/, '').length % 4 === 1) return null;
  const b64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
