/** @module Password reset: the forgot-password and new-password screens (and their no-JavaScript posts), and the API that mails and uses the link. */
import type { Feature } from '../../http/feature';
import { passwordResetApi } from './api';
import { passwordResetForms } from './forms';
import { passwordResetPages } from './pages';

export const passwordReset: Feature = { pages: passwordResetPages, forms: passwordResetForms, api: passwordResetApi };
