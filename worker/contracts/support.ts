/**
 * @module The support form on the wire: its body with the form's limits and messages, and the
 * answer. The form island shows the messages the API names per field, so they live only here.
 * zod: browser code imports this module as types only.
 */
import { z } from 'zod';

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

const L = SUPPORT_LIMITS;
const M = SUPPORT_MESSAGES;
const field = (required: string, tooLong: string, max: number) => z.string({ message: required }).trim().min(1, required).max(max, tooLong);

/** POST /api/support: every field required, trimmed, within its limit; nothing else. */
export const SupportBody = z.strictObject({
  name: field(M.name, M.nameLong, L.name),
  email: field(M.email, M.emailLong, L.email).refine(isValidEmail, M.email),
  subject: field(M.subject, M.subjectLong, L.subject),
  message: field(M.message, M.messageLong, L.message),
});
export type SupportBody = z.infer<typeof SupportBody>;

/** The 201 answer: the stored message's id. */
export const SupportReceivedDto = z.object({ id: z.number().int(), status: z.literal('received') });
export type SupportReceivedDto = z.infer<typeof SupportReceivedDto>;
