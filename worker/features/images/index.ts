/** @module Images: the resizing image proxy pages fetch their pictures through. */
import type { Feature } from '../../http/feature';
import { aux } from './aux';

export const images: Feature = { aux };
