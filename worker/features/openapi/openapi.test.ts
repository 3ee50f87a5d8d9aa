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

  it('documents a 400 in the error envelope for every operation that takes a JSON body', async () => {
    type Op = { requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const doc = await (await SELF.fetch('http://edgewire.test/api/openapi.json')).json<{ paths: Record<string, Record<string, Op>> }>();
    const withBody = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody)
        .map(([method, op]) => ({ at: `${method} ${path}`, op })),
    );
    expect(withBody.length).toBeGreaterThanOrEqual(8);
    for (const { at, op } of withBody) {
      const bad = op.responses['400'];
      expect(bad, `${at} documents no 400`).toBeDefined();
      expect(JSON.stringify(bad?.content?.['application/json']?.schema), at).toContain('errors');
      // The marker that carries the description never leaks into the document.
      expect(JSON.stringify(op.requestBody), at).not.toContain('invalid');
    }
  });

  it('serves interactive docs that reference only local assets', async () => {
    const html = await (await SELF.fetch('http://edgewire.test/api/docs')).text();
    expect(html).toContain('/vendor/swagger-ui/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
  });
});
