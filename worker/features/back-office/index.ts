/** @module The back office's application at /admin: the editors' pages over the /admin/api features. */
import type { Feature } from '../../http/feature';
import { pages } from './pages';

export const backOffice: Feature = { pages };
