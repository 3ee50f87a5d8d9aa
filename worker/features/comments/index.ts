/**
 * @module Comments: the comments service under /aux (list, post, edit, remove), one round trip
 * each, and the back office's moderation of reported comments.
 */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { aux } from './aux';
import { commentForms } from './forms';

export const comments: Feature = { aux, forms: commentForms, admin };
