/**
 * @module Sign-up and sign-in on the wire: the request bodies and the signed-in answer. zod: the
 * browser imports these as types only; the rules and messages it runs are in auth.ts.
 */
import { z } from 'zod';
import { bodyId } from './id-schemas';
import { ProfileDto } from './profile';

// Missing text fields are '' so the spec's own messages (signupError, signInError) name the problem.
const text = (max: number) => z.string().max(max).optional().default('');
const password = z.string().max(65_536).optional().default('');

/** POST /api/signup, with the campaign the reader arrived from (sent once). */
export const SignupBody = z.object({
  email: text(320),
  password,
  confirm_password: password,
  redirect: text(40),
  utm_url: z.string().max(2048).nullish(),
  utm_referrer: z.string().max(2048).nullish(),
  signup_article_id: bodyId({}).nullish(),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** The login form posted without JavaScript (the redirect key rides in the page's query). */
export const LoginForm = z.strictObject({ email: text(320), password });
/** The sign-up form posted without JavaScript. */
export const SignupForm = z.strictObject({ email: text(320), password, confirm_password: password });

/** POST /api/auth/sign-in: `method` is one of SIGN_IN_METHODS (checked by the route, with the spec's message). */
export const SignInBody = z.object({
  method: z.string().max(40),
  email: text(320),
  password,
  provider: text(40),
  redirect: text(40),
});
export type SignInBody = z.infer<typeof SignInBody>;

/**
 * Where to go next, and the profile when this answer signed the reader in; `{}` when it did not
 * (social sign-in continues at `next`, anonymous readers have no profile).
 */
export const SignedInDto = z.object({ next: z.string(), profile: z.union([ProfileDto, z.strictObject({})]) });
export type SignedInDto = z.infer<typeof SignedInDto>;

/** POST /api/auth/sign-out. */
export const SignedOutDto = z.object({ signedOut: z.literal(true) });
export type SignedOutDto = z.infer<typeof SignedOutDto>;
