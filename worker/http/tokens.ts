/** @module Random tokens and SHA-256 digests: secrets for links, and the digest kept in place of a secret or used as a stable key. */
import { base64url } from 'jose';

/** 32 random bytes, base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The SHA-256 of a text as 64 lowercase hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
