/** @module Syndication: RSS, sitemaps and robots.txt for feed readers and crawlers. */
import type { Feature } from '../../http/feature';
import { pages } from './pages';

export const syndication: Feature = { pages };
