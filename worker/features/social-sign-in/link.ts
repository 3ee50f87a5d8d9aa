/**
 * @module Which account a social identity signs in to (pure; see docs/decisions/015):
 * a known identity (provider + subject) signs its user in; else a VERIFIED e-mail that matches an
 * account links the identity to it; an unverified one that matches is refused; else a new account
 * (no password) is made. Without any e-mail (X without the users.email grant) the new account gets
 * a placeholder address on a reserved domain that the reader can change later.
 */
import { AUTH_MESSAGES as M, type SocialProvider } from '../../contracts/auth';

export type LinkInput = {
  /** The user already holding this provider + subject, if any. */
  identityOwner: { id: number; isActive: boolean } | null;
  /** The user whose e-mail equals the identity's (case-insensitive), if any. */
  emailOwner: { id: number; isActive: boolean } | null;
  email: string;
  emailVerified: boolean;
};

export type LinkDecision =
  | { kind: 'sign-in'; userId: number }
  | { kind: 'link'; userId: number }
  | { kind: 'create'; email: string }
  | { kind: 'refuse'; message: string };

export function decideLink(input: LinkInput): LinkDecision {
  if (input.identityOwner) {
    return input.identityOwner.isActive
      ? { kind: 'sign-in', userId: input.identityOwner.id }
      : { kind: 'refuse', message: M.unknownSignIn };
  }
  if (input.emailOwner) {
    if (!input.emailVerified) return { kind: 'refuse', message: M.emailExists };
    return input.emailOwner.isActive ? { kind: 'link', userId: input.emailOwner.id } : { kind: 'refuse', message: M.unknownSignIn };
  }
  return { kind: 'create', email: input.email };
}

/** RFC 2606 reserves `.invalid`: nothing is ever delivered there, and no real address can collide. */
export const PLACEHOLDER_DOMAIN = 'users.edgewire.invalid';
const PREFIX: Record<SocialProvider, string> = { google: 'google', facebook: 'fb', twitter: 'x', apple: 'apple' };

export function placeholderEmail(provider: SocialProvider, subject: string): string {
  const local = subject.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 48) || 'user';
  return `${PREFIX[provider]}-${local}@${PLACEHOLDER_DOMAIN}`;
}

export const isPlaceholderEmail = (email: string) => email.toLowerCase().endsWith(`@${PLACEHOLDER_DOMAIN}`);
