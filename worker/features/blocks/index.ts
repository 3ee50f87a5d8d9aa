/** @module UI blocks: the auxiliary API that serves a rich-content block to the pages that show it. */
import type { Feature } from '../../http/feature';
import { aux } from './aux';

export const blocks: Feature = { aux };
