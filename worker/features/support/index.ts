/** @module Support: the Help page and its form (stored in D1, e-mailed to the desk), as a page post and as JSON. */
import type { Feature } from '../../http/feature';
import { api } from './api';
import { forms } from './forms';
import { pages } from './pages';

export const support: Feature = { pages, forms, api };
