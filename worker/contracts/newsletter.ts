/**
 * @module The newsletter sign-up on the wire: the e-mail field with its messages, and the answer.
 * The spec names only the route (`GET aux /newsletter/subscribe?email`); the wording is ours.
 * zod: browser code imports this module as types only.
 */
import { z } from 'zod';
import { isValidEmail } from './support';

export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid e-mail address.',
  emailLong: 'E-mail must be 254 characters or fewer.',
  tooMany: 'Too many sign-ups from here. Please try again later.',
  notQueued: 'We could not send the confirmation e-mail just now. Please try again in a few minutes.',
  /** The same words whether the address is new, pending or already confirmed: nobody learns who is subscribed. */
  checkInbox: 'Check your inbox: we sent a link to confirm your subscription (it is valid for 7 days).',
} as const;

const M = NEWSLETTER_MESSAGES;

/** The footer form (POST /newsletter) and `GET /aux/newsletter/subscribe?email`: one address. */
export const NewsletterBody = z.object({
  email: z.string({ message: M.email }).trim().min(1, M.email).max(254, M.emailLong).refine(isValidEmail, M.email),
});
export type NewsletterBody = z.infer<typeof NewsletterBody>;

/** The answer: always the same while the address may be subscribed (see checkInbox). */
export const NewsletterSubscribedDto = z.object({ status: z.literal('check-inbox'), message: z.string() });
export type NewsletterSubscribedDto = z.infer<typeof NewsletterSubscribedDto>;
