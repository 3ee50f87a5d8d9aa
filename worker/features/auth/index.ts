/** @module Sign-in with e-mail and password: the login and signup screens (and their no-JavaScript posts), and sign-up, sign-in, sign-out and the profile read. */
import type { Feature } from '../../http/feature';
import { authApi } from './api';
import { authForms } from './forms';
import { authPages } from './pages';

export const auth: Feature = { pages: authPages, forms: authForms, api: authApi };
