/**
 * @module Password reset on the wire: the request for a link, the new password set with it, and
 * the sentence both answer. zod: the browser imports these as types only.
 */
import { z } from 'zod';

const password = z.string().max(65_536).optional().default('');

/** POST /api/auth/password-reset. An empty e-mail gets the spec's own message from the route. */
export const ResetRequestBody = z.object({ email: z.string().max(320).optional().default('') });
export type ResetRequestBody = z.infer<typeof ResetRequestBody>;

/** POST /api/auth/password-reset/confirm. The rules and messages are newPasswordError (auth.ts). */
export const ResetConfirmBody = z.object({ token: z.string().max(200), password, confirm_password: password });
export type ResetConfirmBody = z.infer<typeof ResetConfirmBody>;

/** The two screens' forms posted without JavaScript: exactly these fields. */
export const ResetRequestForm = ResetRequestBody.strict();
export const ResetConfirmForm = ResetConfirmBody.strict();

/** Both answers: one sentence for the reader. */
export const ResetAnswerDto = z.object({ message: z.string() });
export type ResetAnswerDto = z.infer<typeof ResetAnswerDto>;
