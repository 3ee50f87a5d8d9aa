/** @module Push notifications from the back office: the composer's API and the job route. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { aux } from './aux';

export const notify: Feature = { admin, aux };
