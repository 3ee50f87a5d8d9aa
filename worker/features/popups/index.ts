/** @module Popups: the back office's popup campaigns (API, pages and forms) and the readers' list of active ones. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { popupForms } from './admin-forms';
import { popupPages } from './admin-pages';
import { aux } from './aux';

export const popups: Feature = { admin, aux, adminPages: popupPages, adminForms: popupForms };
