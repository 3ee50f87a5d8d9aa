/** @module Trending: the home pages, their auxiliary API (view, ICYMI) and the back office's views. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { aux } from './aux';
import { pages } from './pages';

export const trending: Feature = { aux, ownSession: { pages }, admin };
