/** @module The back office's users: the admin API (list, support view, create, change, delete, activate) and the CSV export. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { aux } from './aux';

export const users: Feature = { admin, aux };
