/**
 * @module SESSION_SECRET rotation (docs/decisions/078-secrets-and-rotation.md). Everything signed
 * with the session secret (session tokens, the flash and D1-bookmark cookies, social sign-in state,
 * newsletter links) is signed with SESSION_SECRET alone, and verified against it first, then,
 * while a rotation's grace period lasts, against SESSION_SECRET_PREVIOUS. A reader signed in under
 * the old key stays signed in: their session is re-signed with the new one on their next page.
 */

type Keys = { SESSION_SECRET: string; SESSION_SECRET_PREVIOUS?: string };

/** The key being rotated out, or null outside a rotation (unset, empty, or the same as the current). */
export function previousSessionKey(env: Keys): string | null {
  const previous = env.SESSION_SECRET_PREVIOUS;
  return previous && previous !== env.SESSION_SECRET ? previous : null;
}

/**
 * The first answer `verify` gives under the current key, then the previous one, saying which key
 * gave it; null when neither does. `verify` answers null (or false) for a bad signature.
 */
export async function verifyWithSessionKeys<T>(
  env: Keys,
  verify: (secret: string) => Promise<T | null | false>,
): Promise<{ value: T; previousKey: boolean } | null> {
  const current = await verify(env.SESSION_SECRET);
  if (current !== null && current !== false) return { value: current, previousKey: false };
  const previous = previousSessionKey(env);
  if (!previous) return null;
  const old = await verify(previous);
  return old !== null && old !== false ? { value: old, previousKey: true } : null;
}

/** The same, for callers that need only the value. */
export async function verifiedWithSessionKeys<T>(env: Keys, verify: (secret: string) => Promise<T | null | false>): Promise<T | null> {
  return (await verifyWithSessionKeys(env, verify))?.value ?? null;
}
