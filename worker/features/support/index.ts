/** @module Support: the API behind the Help page's form (stored in D1, e-mailed to the desk). */
import type { Feature } from '../../http/feature';
import { api } from './api';

export const support: Feature = { api };
