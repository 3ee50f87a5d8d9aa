/** @module Random protocol values and the PKCE S256 challenge (RFC 7636). */
import { base64url } from 'jose';

/** 32 random bytes, base64url: 43 characters, as RFC 7636 §4.1 recommends for a verifier. */
export function randomToken(bytes = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** code_challenge = BASE64URL(SHA-256(ASCII(code_verifier))). */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}
