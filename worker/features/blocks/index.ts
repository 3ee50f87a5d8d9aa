/**
 * @module UI blocks: the auxiliary API that serves a rich-content block (and a promotional) to the
 * pages that show it, and the back office's blocks and promotionals.
 */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { aux } from './aux';

export const blocks: Feature = { aux, admin };
