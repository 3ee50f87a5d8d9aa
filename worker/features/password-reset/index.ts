/** @module Password reset: the forgot-password and new-password screens, and the API that mails and uses the link. */
import type { Feature } from '../../http/feature';
import { passwordResetApi } from './api';
import { passwordResetPages } from './pages';

export const passwordReset: Feature = { pages: passwordResetPages, api: passwordResetApi };
