// `GET /sw.js`: the service worker's script, as a browser needs it to register it at scope /.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /sw.js', () => {
  it('serves the built script as JavaScript, always revalidated, with an ETag', async () => {
    const res = await SELF.fetch('http://edgewire.test/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('set-cookie')).toBeNull();
    const code = await res.text();
    // What it is for: notifications from pushes, and the click.
    for (const event of ['"push"', '"notificationclick"', 'showNotification']) expect(code).toContain(event);
    const again = await SELF.fetch('http://edgewire.test/sw.js', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is the same for a signed-in reader and a guest (no session is read)', async () => {
    const res = await SELF.fetch('http://edgewire.test/sw.js', { headers: { cookie: 'session=junk' } });
    expect(res.status).toBe(200);
  });
});
