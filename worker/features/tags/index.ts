/** @module Tags: the feed page of one tag, `/trending/{tag}`. */
import type { Feature } from '../../http/feature';
import { pages } from './pages';

export const tags: Feature = { pages };
