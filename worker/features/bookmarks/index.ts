/** @module Bookmarks: the reader's saved articles, and saving or unsaving one. */
import type { Feature } from '../../http/feature';
import { bookmarksApi } from './api';

export const bookmarks: Feature = { api: bookmarksApi };
