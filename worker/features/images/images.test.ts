// GET /aux/images/view through the real Worker: refusals, validation, and the own-media path
// (R2 original → real resize → variant stored in R2 → served from R2 the second time).
import { env, SELF } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import { proxiedImage } from '../../contracts/images';
import { readImageInfo } from './format';
import { variantKey } from './proxy';
import { BLUE, bandsImage, GREEN, pixelAt, RED, TINY_GIF } from './test-images';

const base = 'http://edgewire.test';
const view = (url: string, size = '') => SELF.fetch(`${base}/aux/images/view?url=${encodeURIComponent(url)}${size}`);
type Errors = { errors: { message: string; code: string; path?: string }[] };

const made: string[] = [];
afterAll(async () => {
  await env.MEDIA.delete(made);
});

/** Puts `bytes` in MEDIA under a fresh key; returns the key. */
async function putMedia(bytes: Uint8Array | string, type = 'image/png'): Promise<string> {
  const key = `test/images/${crypto.randomUUID()}`;
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: type } });
  made.push(key);
  return key;
}

const near = (a: number[], b: number[], tolerance = 24) => a.slice(0, 3).every((v, i) => Math.abs(v - b[i]!) <= tolerance);

describe('refusals', () => {
  it('answers 400 naming url for private, loopback, internal and non-http sources', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://localhost/x',
      'http://[::1]/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/x',
      'file:///etc/passwd',
      'http://2130706433/x',
      'http://0x7f.0.0.1/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://metadata.google.internal/',
      'http://user:pw@example.com/a.png',
      'http://example.com:8080/a.png',
      'not a url',
    ]) {
      const res = await view(url);
      expect(res.status, url).toBe(400);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
      const body = await res.json<Errors>();
      expect(body.errors[0], url).toMatchObject({ code: 'validation', path: 'url' });
      expect(body.errors[0]!.message, url).toMatch(/^url is not allowed: /);
    }
  });

  it('refuses paths and own-origin URLs outside /media/ (no fetching ourselves)', async () => {
    for (const url of ['/aux/images/view?url=x', '/trending', 'http://edgewire.test/api/articles', '/media/../aux/x', '/media/']) {
      const res = await view(url);
      expect(res.status, url).toBe(400);
      expect((await res.json<Errors>()).errors[0]!.path).toBe('url');
    }
  });

  it('validates url, width and height, naming the field', async () => {
    const cases: [string, string][] = [
      ['/aux/images/view', 'url'],
      ['/aux/images/view?url=', 'url'],
      [`/aux/images/view?url=${'a'.repeat(2049)}`, 'url'],
      ['/aux/images/view?url=/media/x&width=0', 'width'],
      ['/aux/images/view?url=/media/x&width=abc', 'width'],
      ['/aux/images/view?url=/media/x&width=2001', 'width'],
      ['/aux/images/view?url=/media/x&width=1.5', 'width'],
      ['/aux/images/view?url=/media/x&height=-3', 'height'],
      ['/aux/images/view?url=/media/x&height=99999', 'height'],
    ];
    for (const [path, field] of cases) {
      const res = await SELF.fetch(`${base}${path}`);
      expect(res.status, path).toBe(400);
      expect((await res.json<Errors>()).errors[0]!.path, path).toBe(field);
    }
  });

  it('answers 404 for missing own media, 400 for media that is not an image, 413 for oversize media', async () => {
    expect((await view('/media/test/images/does-not-exist.png')).status).toBe(404);
    expect((await view(`${base}/media/test/images/does-not-exist.png`)).status).toBe(404);

    const text = await putMedia('hello, not an image', 'text/plain');
    const notImage = await view(`/media/${text}`);
    expect(notImage.status).toBe(400);
    expect((await notImage.json<Errors>()).errors[0]!.message).toMatch(/not a PNG, JPEG, WebP or GIF/);

    const big = new Uint8Array(8 * 1024 * 1024 + 1);
    big.set(bandsImage(4, 4, [RED]));
    const oversize = await view(`/media/${await putMedia(big)}`);
    expect(oversize.status).toBe(413);
    expect((await oversize.json<Errors>()).errors[0]).toMatchObject({ code: 'payload_too_large', path: 'url' });

    // A valid PNG header declaring 20000×20000 pixels: refused before the decoder allocates 1.6 GB.
    const huge = bandsImage(4, 4, [RED]);
    new DataView(huge.buffer, huge.byteOffset).setUint32(16, 20_000);
    new DataView(huge.buffer, huge.byteOffset).setUint32(20, 20_000);
    const tooManyPixels = await view(`/media/${await putMedia(huge)}`);
    expect(tooManyPixels.status).toBe(413);
    expect((await tooManyPixels.json<Errors>()).errors[0]!.message).toMatch(/20000×20000 pixels/);

    // Right signature, garbage after it: the decoder traps; the client gets a 400, not a 500.
    const broken = bandsImage(40, 40, [RED]).slice(0, 60);
    expect((await view(`/media/${await putMedia(broken)}`)).status).toBe(400);
  });
});

describe('own media', () => {
  it('resizes to exactly width×height, stores the variant in R2 and serves it from R2 next time', async () => {
    const key = await putMedia(bandsImage(300, 100, [RED, GREEN, BLUE]));
    const res = await view(`/media/${key}`, '&width=120&height=80');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-image-proxy')).toBe('miss');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(readImageInfo(bytes)).toEqual({ format: 'jpeg', width: 120, height: 80 });

    const variant = await variantKey({ kind: 'media', key }, 120, 80);
    made.push(variant);
    const stored = await env.MEDIA.get(variant);
    expect(stored?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);

    // With the original gone, the variant still comes back: it is served from R2, not remade.
    await env.MEDIA.delete(key);
    const again = await view(`/media/${key}`, '&width=120&height=80');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-image-proxy')).toBe('hit');
    expect(again.headers.get('etag')).toBe(etag);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);

    const conditional = await SELF.fetch(`${base}/aux/images/view?url=${encodeURIComponent(`/media/${key}`)}&width=120&height=80`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(conditional.status).toBe(304);
  });

  it('crops like object-fit: cover (the centre survives) and defaults to 284×284', async () => {
    // 300×100 bands red|green|blue; a square crop of the centre is all green.
    const key = await putMedia(bandsImage(300, 100, [RED, GREEN, BLUE]));
    const res = await view(`/media/${key}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    made.push(await variantKey({ kind: 'media', key }, 284, 284));
    expect(readImageInfo(bytes)).toEqual({ format: 'jpeg', width: 284, height: 284 });
    for (const [x, y] of [
      [4, 4],
      [142, 142],
      [279, 279],
    ] as const)
      expect(near(pixelAt(bytes, x, y), GREEN), `pixel ${x},${y}`).toBe(true);

    // A tall box on a wide image: same bands, centre crop keeps only green.
    const tall = new Uint8Array(await (await view(`/media/${key}`, '&width=30&height=90')).arrayBuffer());
    made.push(await variantKey({ kind: 'media', key }, 30, 90));
    expect(near(pixelAt(tall, 0, 45), GREEN) && near(pixelAt(tall, 29, 45), GREEN)).toBe(true);

    // A wide box keeps all three bands, left to right.
    const wide = new Uint8Array(await (await view(`/media/${key}`, '&width=90&height=30')).arrayBuffer());
    made.push(await variantKey({ kind: 'media', key }, 90, 30));
    expect(near(pixelAt(wide, 5, 15), RED) && near(pixelAt(wide, 45, 15), GREEN) && near(pixelAt(wide, 85, 15), BLUE)).toBe(true);
  });

  it('keeps transparency as PNG, reads JPEG, WebP and GIF, and accepts absolute own-origin URLs', async () => {
    const alpha = await putMedia(bandsImage(50, 50, [[0, 0, 0, 0], GREEN]));
    const a = await view(`/media/${alpha}`, '&width=20&height=20');
    expect(a.headers.get('content-type')).toBe('image/png');
    const aBytes = new Uint8Array(await a.arrayBuffer());
    expect(readImageInfo(aBytes)).toEqual({ format: 'png', width: 20, height: 20 });
    expect(pixelAt(aBytes, 1, 10)[3]).toBe(0);
    made.push(await variantKey({ kind: 'media', key: alpha }, 20, 20));

    for (const [format, bytes] of [
      ['jpeg', bandsImage(64, 48, [BLUE], 'jpeg')],
      ['webp', bandsImage(64, 48, [BLUE], 'webp')],
      ['gif', TINY_GIF],
    ] as const) {
      const key = await putMedia(bytes, `image/${format}`);
      const res = await view(`${base}/media/${key}`, '&width=16&height=12');
      expect(res.status, format).toBe(200);
      expect(readImageInfo(new Uint8Array(await res.arrayBuffer())), format).toMatchObject({ width: 16, height: 12 });
      made.push(await variantKey({ kind: 'media', key }, 16, 12));
    }
  });

  it('serves the URLs proxiedImage() builds', async () => {
    const key = await putMedia(bandsImage(64, 64, [RED]));
    const res = await SELF.fetch(`${base}${proxiedImage(`/media/${key}`, 284, 160)}`);
    expect(res.status).toBe(200);
    expect(readImageInfo(new Uint8Array(await res.arrayBuffer()))).toMatchObject({ width: 284, height: 160 });
    made.push(await variantKey({ kind: 'media', key }, 284, 160));
  });
});
