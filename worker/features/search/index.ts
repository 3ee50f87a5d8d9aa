/** @module Search: the reader API, the suggestions the search box fetches, and the /search page. */
import type { Feature } from '../../http/feature';
import { api } from './api';
import { aux } from './aux';
import { pages } from './pages';

export const search: Feature = { api, aux, pages };
