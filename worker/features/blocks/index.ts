/**
 * @module UI blocks: the auxiliary API that serves a rich-content block to the pages that show it,
 * the admin's draft/published switch on reader pages (tools.ts), and the back office's blocks
 * (API, pages and forms).
 */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { blockForms } from './admin-forms';
import { blockPages } from './admin-pages';
import { aux } from './aux';
import { forms } from './forms';

export const blocks: Feature = { aux, forms, admin, adminPages: blockPages, adminForms: blockForms };
