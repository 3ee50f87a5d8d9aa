/** @module The personal feeds: For You (/foryou) and Local (/local), for signed-in readers. */
import type { Feature } from '../../http/feature';
import { feedsPages } from './pages';

export const feeds: Feature = { pages: feedsPages };
