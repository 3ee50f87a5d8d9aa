/**
 * @module Sign in with Apple's client secret: an ES256 JWT signed with the team's private key
 * (PKCS8 PEM), header kid = key id, iss = team id, sub = client (services) id, aud = Apple's issuer.
 * Apple allows up to six months; a fresh five-minute one per token call leaves nothing to steal.
 */
import { importPKCS8, SignJWT } from 'jose';

export const APPLE_SECRET_TTL_SECONDS = 5 * 60;

/** A PEM kept in a one-line variable has "\n" where the newlines were. */
export const normalizePem = (pem: string) => pem.replace(/\\n/g, '\n').trim();

export async function appleClientSecret(
  p: { teamId: string; keyId: string; clientId: string; audience: string; privateKeyPem: string },
  now: number,
): Promise<string> {
  const key = await importPKCS8(normalizePem(p.privateKeyPem), 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: p.keyId })
    .setIssuer(p.teamId)
    .setSubject(p.clientId)
    .setAudience(p.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + APPLE_SECRET_TTL_SECONDS)
    .sign(key);
}
