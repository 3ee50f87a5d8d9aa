/** @module Push notifications from the back office: the composer's API, page and form, and the job route. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { pushForms } from './admin-forms';
import { pushPages } from './admin-pages';
import { aux } from './aux';

export const push: Feature = { admin, aux, adminPages: pushPages, adminForms: pushForms };
