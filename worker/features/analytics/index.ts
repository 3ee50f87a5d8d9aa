/** @module Analytics: the auxiliary API the reader app sends its events and spans to. */
import type { Feature } from '../../http/feature';
import { aux } from './aux';

export const analytics: Feature = { aux };
