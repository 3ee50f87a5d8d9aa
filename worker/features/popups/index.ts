/** @module Popups: the back office's popup campaigns and the readers' list of active ones. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { aux } from './aux';

export const popups: Feature = { admin, aux };
