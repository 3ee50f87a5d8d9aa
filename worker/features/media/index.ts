/** @module Media: objects stored in R2, served as files. */
import type { Feature } from '../../http/feature';
import { pages } from './pages';

export { mediaPolicy } from './pages';

export const media: Feature = { pages };
