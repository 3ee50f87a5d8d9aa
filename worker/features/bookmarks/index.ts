/** @module Bookmarks: the reader's saved articles, and saving or unsaving one (the saved page's Remove without JavaScript too). */
import type { Feature } from '../../http/feature';
import { bookmarksApi } from './api';
import { bookmarkForms } from './forms';

export const bookmarks: Feature = { api: bookmarksApi, forms: bookmarkForms };
