/** @module Static pages: about, help, the legal pages, the Plus landing page and thanks. */
import type { Feature } from '../../http/feature';
import { pages } from './pages';

export const staticPages: Feature = { pages };
