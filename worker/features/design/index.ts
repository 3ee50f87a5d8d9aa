/** @module The design system's gallery page, /design: development builds only (ENVIRONMENT=development). */
import type { Feature } from '../../http/feature';
import { pages } from './pages';

export const design: Feature = { pages };
