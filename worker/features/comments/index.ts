/**
 * @module Comments: the comments service under /aux (list, post, edit, remove), one round trip
 * each, and the back office's moderation of reported comments (API, page and forms).
 */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { commentForms as moderationForms } from './admin-forms';
import { commentPages } from './admin-pages';
import { aux } from './aux';
import { commentForms } from './forms';

export const comments: Feature = { aux, forms: commentForms, admin, adminPages: commentPages, adminForms: moderationForms };
