/** @module A random URL-safe token, kept here because the password-reset link (../reset.api.ts) imports it from here. */
import { base64url } from 'jose';

/** 32 random bytes, base64url (43 characters). Social sign-in's verifier, state and nonce come from oauth4webapi now. */
export function randomToken(bytes = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}
