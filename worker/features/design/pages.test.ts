// /design, the component gallery: a development tool that production answers with the 404 page.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';

describe('/design', () => {
  it('is not found outside development builds', async () => {
    const res = await SELF.fetch('http://edgewire.test/design');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Design system');
  });

  it('draws every component twice, light and dark, in development', async () => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request('http://edgewire.test/design'), { ...env, ENVIRONMENT: 'development' }, ctx);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const scheme of ['light', 'dark']) expect(html).toContain(`data-scheme="${scheme}"`);
    for (const cls of ['btn btn-primary', 'chip', 'badge badge-plus', 'toast toast-error', 'field-input', 'tab', 'menu-item', 'card-jumbo'])
      expect(html.split(`class="${cls}`).length - 1, cls).toBeGreaterThanOrEqual(2);
  });
});
