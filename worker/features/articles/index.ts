/** @module Articles: the reader API (feed list, one article), the article pages and the back office's articles (API, pages, editor forms) and uploads. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { articleForms } from './admin-forms';
import { articlePages } from './admin-pages';
import { api } from './api';
import { pages } from './pages';

import { previewPages } from './preview-pages';

export const articles: Feature = {
  api,
  admin,
  ownSession: { pages },
  pages: previewPages,
  adminPages: articlePages,
  adminForms: articleForms,
};
