/** @module Tags: the feed page of one tag, `/trending/{tag}`, and the back office's tags (API, pages and forms). */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { tagForms } from './admin-forms';
import { tagPages } from './admin-pages';
import { pages } from './pages';

export const tags: Feature = { pages, admin, adminPages: tagPages, adminForms: tagForms };
