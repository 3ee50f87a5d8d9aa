/**
 * @module The newsletter's signed links. A link names the subscriber by its random `key` (never the
 * address, so nothing personal is in a URL or a log line) in an HS256 JWT signed with
 * SESSION_SECRET under an audience of its own, so it can never pass for a session or for the other
 * kind of link. A confirm link expires after CONFIRM_TTL_SECONDS; an unsubscribe link does not
 * (RFC 8058 links in old mail must keep working).
 */
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_ISSUER } from '../auth/session';
import { CONFIRM_TTL_SECONDS } from './rules';

export type LinkPurpose = 'confirm' | 'unsubscribe';
const AUDIENCE: Record<LinkPurpose, string> = {
  confirm: 'edgewire-newsletter-confirm',
  unsubscribe: 'edgewire-newsletter-unsubscribe',
};
/** Ours are ~200 characters; anything far longer is not parsed at all. */
const MAX_TOKEN_LENGTH = 600;
const KEY = /^[A-Za-z0-9_-]{16,64}$/;

const secretKey = (secret: string) => new TextEncoder().encode(secret);

export function signNewsletterLink(secret: string, purpose: LinkPurpose, key: string, now: number): Promise<string> {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(SESSION_ISSUER)
    .setAudience(AUDIENCE[purpose])
    .setSubject(key)
    .setIssuedAt(now);
  if (purpose === 'confirm') jwt.setExpirationTime(now + CONFIRM_TTL_SECONDS);
  return jwt.sign(secretKey(secret));
}

/** The subscriber key a link names, or null when it is forged, expired, of the other kind or malformed. Never throws. */
export async function readNewsletterLink(secret: string, purpose: LinkPurpose, token: unknown, now: number): Promise<string | null> {
  if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      issuer: SESSION_ISSUER,
      audience: AUDIENCE[purpose],
      currentDate: new Date(now * 1000),
      requiredClaims: purpose === 'confirm' ? ['sub', 'iat', 'exp'] : ['sub', 'iat'],
    });
    return typeof payload.sub === 'string' && KEY.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}
