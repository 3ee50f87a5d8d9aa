/**
 * @module `/api/openapi.json`: the OpenAPI 3.1 document, generated from the route definitions of
 * every mounted sub-app, so it lists every API route that exists (and `/api/docs` shows it).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { SESSION_COOKIE_NAMES } from '../../http/session-cookie';
import { APP_VERSION } from '../static/version';

export function serveOpenApiDocument(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAMES.https });
  app.doc31('/api/openapi.json', (c) => ({
    openapi: '3.1.0',
    info: {
      title: 'Edgewire API',
      version: APP_VERSION,
      description:
        'Reader API (/api), auxiliary API (/aux) and back-office API (/admin/api). Responses use the envelope { data, meta: { paging } }; errors { errors: [{ message, code, path }] }.',
    },
    servers: [{ url: new URL(c.req.url).origin }],
  }));
}
