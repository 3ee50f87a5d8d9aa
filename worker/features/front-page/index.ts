/**
 * @module The front page: the reader's home pages (`/`, `/home`, `/trending`: the active view's
 * zones), their auxiliary API (view, ICYMI), and the back office's views and zones (API, pages, forms).
 */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { viewForms } from './admin-forms';
import { viewPages } from './admin-pages';
import { aux } from './aux';
import { pages } from './pages';

export const frontPage: Feature = { aux, ownSession: { pages }, admin, adminPages: viewPages, adminForms: viewForms };
