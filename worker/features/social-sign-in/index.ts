/** @module Social sign-in: "Continue with Google / Facebook / X / Apple", its start and callback routes. */
import { SOCIAL_PROVIDERS } from '../../contracts/auth';
import type { Feature } from '../../http/feature';
import { socialSignInPages } from './pages';

export const socialSignIn: Feature = {
  pages: socialSignInPages,
  // Identity providers come back from their own site (Apple with a cross-site form POST, response_mode=
  // form_post); the state bound to the attempt's cookie is the proof, checked by the callback itself.
  crossSite: SOCIAL_PROVIDERS.map((p) => `/auth/${p}/callback`),
};
