/**
 * @module `/api/docs`: interactive API docs (Swagger UI served from our own assets, so the page
 * works offline and under our CSP). The document itself, `/api/openapi.json`, is generated from
 * the route definitions in app.ts, so it covers every API route that exists.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const pages = new Hono<AppEnv>().get('/api/docs', (c) =>
  c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Edgewire API</title><link rel="stylesheet" href="/vendor/swagger-ui/swagger-ui.css"></head>
<body><main id="swagger-ui"></main>
<script src="/vendor/swagger-ui/swagger-ui-bundle.js"></script>
<script src="/vendor/swagger-ui/init.js"></script></body></html>`),
);
