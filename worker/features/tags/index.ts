/** @module Tags: the feed page of one tag, `/trending/{tag}`, and the back office's tags API. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { pages } from './pages';

export const tags: Feature = { pages, admin };
