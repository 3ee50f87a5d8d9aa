/** @module Comments: the comments service under /aux (list, post, edit, remove), one round trip each. */
import type { Feature } from '../../http/feature';
import { aux } from './aux';
import { commentForms } from './forms';

export const comments: Feature = { aux, forms: commentForms };
