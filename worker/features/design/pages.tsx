/** @module GET /design (the component gallery) and /design/edge-cases: only when ENVIRONMENT is development (404 otherwise). */
import { Hono, type MiddlewareHandler } from 'hono';
import { DesignEdgeCasesPage } from '../../../client/server/pages/DesignEdgeCases';
import { DesignPage } from '../../../client/server/pages/DesignPage';
import type { AppEnv } from '../../env';

export const pages = new Hono<AppEnv>();

// Production answers as if the pages did not exist: the gallery is a tool, not a page for readers.
const developmentOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  await next();
};
pages.use('/design', developmentOnly);
pages.use('/design/*', developmentOnly);

pages.get('/design', (c) => c.render(<DesignPage />, { title: 'Design system · Edgewire', noindex: true }));
pages.get('/design/edge-cases', (c) =>
  c.render(<DesignEdgeCasesPage />, { title: 'Edge cases · Design system · Edgewire', noindex: true }),
);
