/**
 * @module UI blocks: the auxiliary API that serves a rich-content block to the pages that show it,
 * and the back office's blocks (API, pages and forms).
 */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { blockForms } from './admin-forms';
import { blockPages } from './admin-pages';
import { aux } from './aux';

export const blocks: Feature = { aux, admin, adminPages: blockPages, adminForms: blockForms };
