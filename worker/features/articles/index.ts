/** @module Articles: the reader API (feed list, one article), the article pages and the back office's articles and uploads. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { api } from './api';
import { pages } from './pages';

export const articles: Feature = { api, admin, ownSession: { pages } };
