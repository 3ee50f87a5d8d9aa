// `GET /media/{key}`: R2 objects served as files, a year's cache, and no way for a stored SVG to
// run anything when opened on its own.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MEDIA_CSP } from './pages';

describe('GET /media/{key}', () => {
  it('serves an SVG logo with its type, a sandboxing CSP and nosniff', async () => {
    const key = `test/logos/${Date.now()}.svg`;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';
    await env.MEDIA.put(key, svg, { httpMetadata: { contentType: 'image/svg+xml' } });
    const res = await SELF.fetch(`http://edgewire.test/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(MEDIA_CSP).toMatch(/^default-src 'none';.*sandbox$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(svg);
    const again = await SELF.fetch(`http://edgewire.test/media/${key}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing object and a path that climbs', async () => {
    expect((await SELF.fetch('http://edgewire.test/media/test/none.png')).status).toBe(404);
    expect((await SELF.fetch('http://edgewire.test/media/a/..%2F..%2Fsecret')).status).toBe(404);
  });
});
