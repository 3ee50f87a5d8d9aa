/** @module OpenAPI: the interactive API docs page (the document itself is served by app.ts, see document.ts). */
import type { Feature } from '../../http/feature';
import { pages } from './pages';

export const openapi: Feature = { pages };
