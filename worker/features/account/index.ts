/** @module The reader's account: the /account pages, and the profile API (change, delete, new password). */
import type { Feature } from '../../http/feature';
import { accountApi } from './api';
import { accountPages } from './pages';

export const account: Feature = { pages: accountPages, api: accountApi };
