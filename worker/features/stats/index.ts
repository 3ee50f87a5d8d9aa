/** @module The back office's dashboard: stats per UTC day (admin API) and their CSV export (aux). */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { aux } from './aux';

export const stats: Feature = { admin, aux };
