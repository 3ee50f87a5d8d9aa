/** @module Articles: the reader API (feed list, one article) and the article pages. */
import type { Feature } from '../../http/feature';
import { api } from './api';
import { pages } from './pages';

export const articles: Feature = { api, ownSession: { pages } };
