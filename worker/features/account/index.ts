/** @module The reader's account: the /account pages (and the profile page's no-JavaScript posts), and the profile API (change, delete, new password). */
import type { Feature } from '../../http/feature';
import { accountApi } from './api';
import { accountForms } from './forms';
import { accountPages } from './pages';

export const account: Feature = { pages: accountPages, forms: accountForms, api: accountApi };
