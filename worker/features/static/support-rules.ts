/**
 * @module The support form's rules and messages. The server validates (routes.api.ts); the form
 * island shows the messages the API names per field, so the rules live in one place.
 */

export const SUPPORT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const SUPPORT_MESSAGES = {
  name: 'Please enter your name.',
  nameLong: `Name must be ${SUPPORT_LIMITS.name} characters or fewer.`,
  email: 'Invalid email format.',
  emailLong: `E-mail must be ${SUPPORT_LIMITS.email} characters or fewer.`,
  subject: 'Please enter a subject.',
  subjectLong: `Subject must be ${SUPPORT_LIMITS.subject} characters or fewer.`,
  message: 'Please enter a message.',
  messageLong: `Message must be ${SUPPORT_LIMITS.message} characters or fewer.`,
  tooMany: 'You have sent too many messages. Please try again later.',
} as const;

/** Per hour per IP (spec-free product call: enough for a person, useless for a spammer). */
export const SUPPORT_RATE = { limit: 5, windowSeconds: 3600 } as const;

/**
 * E-mail check from the spec: exactly one @ with text on both sides, and a domain of at least two
 * dot-separated, non-empty parts. No spaces or angle brackets (they would never be deliverable).
 */
export function isValidEmail(value: string): boolean {
  if (/[\s<>]/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2 || !parts[0]) return false;
  const labels = parts[1]!.split('.');
  return labels.length >= 2 && labels.every((l) => l.length > 0);
}
