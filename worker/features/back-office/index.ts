/** @module The back office's application at /admin: its dashboard; each feature's admin pages sit in its own folder. */
import type { Feature } from '../../http/feature';
import { pages } from './pages';

export const backOffice: Feature = { adminPages: pages };
