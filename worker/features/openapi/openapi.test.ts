// The OpenAPI document covers every API route that exists, and the docs page loads offline assets.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { isApiPath } from '../../http/paths';

const toOpenApiPath = (p: string) => p.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');

describe('OpenAPI', () => {
  it('documents every API route of the app', async () => {
    const doc = await (await SELF.fetch('http://edgewire.test/api/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const routes = app.routes.filter((r) => r.method !== 'ALL' && isApiPath(r.path) && r.path !== '/api/openapi.json');
    expect(routes.length).toBeGreaterThan(3);
    for (const r of routes) {
      const path = toOpenApiPath(r.path);
      expect(doc.paths[path], `${r.method} ${path} missing from openapi.json`).toBeDefined();
      expect(doc.paths[path]![r.method.toLowerCase()], `${r.method} ${path}`).toBeDefined();
    }
  });

  it('serves interactive docs that reference only local assets', async () => {
    const html = await (await SELF.fetch('http://edgewire.test/api/docs')).text();
    expect(html).toContain('/vendor/swagger-ui/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
  });
});
