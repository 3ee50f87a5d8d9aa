// The remote half of the proxy against fake upstreams: redirects re-checked on every hop, content
// types, size caps, upstream failures, and the full core path (fetch → resize → store in R2).
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { readImageInfo } from './format';
import { variantKey, viewImage } from './proxy';
import { BLUE, bandsImage, GREEN, RED } from './test-images';
import { type FetchLike, fetchRemoteImage } from './upstream';

type Hop = { url: string; init: RequestInit };

/** A fetcher that answers from a table keyed by URL and records every request it gets. */
function fakeUpstream(routes: Record<string, () => Response>) {
  const hops: Hop[] = [];
  const fetcher: FetchLike = async (url, init) => {
    hops.push({ url, init });
    const answer = routes[url];
    if (!answer) throw new TypeError(`fake upstream: no route for ${url}`);
    return answer();
  };
  return { fetcher, hops };
}

const redirect =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } });
const image =
  (bytes: Uint8Array<ArrayBuffer>, type = 'image/png') =>
  () =>
    new Response(bytes, { headers: { 'content-type': type } });

async function failure(p: Promise<unknown>): Promise<{ status: number; message: string; path?: string }> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected the call to fail').toBeInstanceOf(AppError);
  const e = err as AppError;
  return { status: e.status, message: e.items[0]!.message, path: e.items[0]!.path };
}

const png = bandsImage(30, 20, [RED, GREEN, BLUE]);

describe('fetchRemoteImage', () => {
  it('refuses a redirect to loopback without fetching it', async () => {
    const up = fakeUpstream({ 'https://img.example.com/a.png': redirect('http://127.0.0.1/secret') });
    const f = await failure(fetchRemoteImage(new URL('https://img.example.com/a.png'), up.fetcher));
    expect(f.status).toBe(400);
    expect(f.path).toBe('url');
    expect(f.message).toMatch(/redirects to a refused address.*loopback/);
    expect(up.hops.map((h) => h.url)).toEqual(['https://img.example.com/a.png']);
    expect(up.hops[0]!.init.redirect).toBe('manual');
  });

  it('re-checks every hop: a public hop, then metadata service, localhost, a private network, an odd port', async () => {
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost/x',
      'http://[::ffff:10.0.0.1]/x',
      'https://cdn.example.com:8443/x',
      'file:///etc/passwd',
    ]) {
      const up = fakeUpstream({
        'https://img.example.com/a.png': redirect('https://cdn.example.com/b.png', 301),
        'https://cdn.example.com/b.png': redirect(target, 307),
      });
      const f = await failure(fetchRemoteImage(new URL('https://img.example.com/a.png'), up.fetcher));
      expect(f.status, target).toBe(400);
      expect(up.hops, target).toHaveLength(2);
    }
  });

  it('refuses a redirect back to this site (no loops through the proxy)', async () => {
    const up = fakeUpstream({
      'https://img.example.com/a.png': redirect('https://edgewire.example/aux/images/view?url=https%3A%2F%2Fimg.example.com%2Fa.png'),
    });
    const f = await failure(
      fetchRemoteImage(new URL('https://img.example.com/a.png'), up.fetcher, { ownOrigins: ['https://edgewire.example'] }),
    );
    expect(f.status).toBe(400);
    expect(f.message).toMatch(/redirects back to this site/);
    expect(up.hops).toHaveLength(1);
  });

  it('follows up to 3 redirects (relative Locations too) and refuses a 4th', async () => {
    const up = fakeUpstream({
      'https://a.example.com/1': redirect('/2'),
      'https://a.example.com/2': redirect('https://b.example.com/3', 303),
      'https://b.example.com/3': redirect('4', 308),
      'https://b.example.com/4': image(png),
    });
    const got = await fetchRemoteImage(new URL('https://a.example.com/1'), up.fetcher);
    expect(got.finalUrl.href).toBe('https://b.example.com/4');
    expect(got.contentType).toBe('image/png');
    expect(got.bytes).toEqual(png);
    expect(up.hops.every((h) => h.init.redirect === 'manual')).toBe(true);

    const loop = fakeUpstream({
      'https://a.example.com/1': redirect('/2'),
      'https://a.example.com/2': redirect('/3'),
      'https://a.example.com/3': redirect('/4'),
      'https://a.example.com/4': redirect('/5'),
    });
    const f = await failure(fetchRemoteImage(new URL('https://a.example.com/1'), loop.fetcher));
    expect(f.status).toBe(502);
    expect(f.message).toMatch(/more than 3 redirects/);
    expect(loop.hops).toHaveLength(4);
  });

  it('refuses content that is not a PNG, JPEG, WebP or GIF', async () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/octet-stream', '']) {
      const up = fakeUpstream({
        'https://a.example.com/x': () => new Response('<svg/>', { headers: type ? { 'content-type': type } : {} }),
      });
      const f = await failure(fetchRemoteImage(new URL('https://a.example.com/x'), up.fetcher));
      expect(f.status, type).toBe(400);
      expect(f.message).toMatch(/not a PNG, JPEG, WebP or GIF/);
    }
    const ok = fakeUpstream({ 'https://a.example.com/x': image(png, 'Image/PNG; charset=binary') });
    expect((await fetchRemoteImage(new URL('https://a.example.com/x'), ok.fetcher)).contentType).toBe('image/png');
  });

  it('refuses oversize bodies from their Content-Length and while reading', async () => {
    const declared = fakeUpstream({
      'https://a.example.com/x': () =>
        new Response(png, { headers: { 'content-type': 'image/png', 'content-length': String(9 * 1024 * 1024) } }),
    });
    expect((await failure(fetchRemoteImage(new URL('https://a.example.com/x'), declared.fetcher))).status).toBe(413);

    // No Content-Length: a stream that keeps going past the cap.
    const streamed = fakeUpstream({
      'https://a.example.com/x': () => {
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(ctl) {
            sent += 1;
            if (sent > 100) ctl.close();
            else ctl.enqueue(new Uint8Array(64 * 1024));
          },
        });
        return new Response(body, { headers: { 'content-type': 'image/jpeg' } });
      },
    });
    const f = await failure(fetchRemoteImage(new URL('https://a.example.com/x'), streamed.fetcher, { maxBytes: 1024 * 1024 }));
    expect(f.status).toBe(413);
    expect(f.message).toMatch(/more than 1048576 bytes/);
  });

  it('answers 502 for upstream errors, unreachable hosts and redirects without a Location', async () => {
    const cases: [string, FetchLike][] = [
      ['500', async () => new Response('boom', { status: 500 })],
      ['404', async () => new Response('gone', { status: 404 })],
      ['throws', async () => Promise.reject(new TypeError('connection refused'))],
      ['no location', async () => new Response(null, { status: 302 })],
    ];
    for (const [name, fetcher] of cases) {
      expect((await failure(fetchRemoteImage(new URL('https://a.example.com/x'), fetcher))).status, name).toBe(502);
    }
  });
});

describe('viewImage with a remote source', () => {
  const made: string[] = [];
  afterEach(async () => {
    await env.MEDIA.delete(made.splice(0));
  });

  it('fetches once, resizes, stores the variant and serves it from R2 afterwards', async () => {
    const src = `https://img.example.com/${crypto.randomUUID()}.png`;
    const up = fakeUpstream({ [src]: image(png) });
    const deps = { media: env.MEDIA, fetcher: up.fetcher, ownOrigins: ['http://edgewire.test'] };
    const first = await viewImage(src, 12, 8, deps);
    expect(first.cached).toBe(false);
    expect(first.contentType).toBe('image/jpeg');
    expect(readImageInfo(first.body as Uint8Array)).toEqual({ format: 'jpeg', width: 12, height: 8 });

    const key = await variantKey({ kind: 'remote', url: new URL(src) }, 12, 8);
    made.push(key);
    expect(key).toMatch(/^proxy\/[0-9a-f]{64}\/12x8$/);
    const stored = await env.MEDIA.head(key);
    expect(stored?.httpMetadata?.contentType).toBe('image/jpeg');

    const second = await viewImage(src, 12, 8, deps);
    expect(second.cached).toBe(true);
    expect(second.etag).toBe(first.etag);
    expect(new Uint8Array(await new Response(second.body).arrayBuffer())).toEqual(first.body);
    expect(up.hops).toHaveLength(1);
  });

  it('refuses a redirect to loopback end to end and stores nothing', async () => {
    const src = `https://img.example.com/${crypto.randomUUID()}.png`;
    const up = fakeUpstream({ [src]: redirect('http://127.0.0.1/admin') });
    const f = await failure(viewImage(src, 284, 160, { media: env.MEDIA, fetcher: up.fetcher, ownOrigins: [] }));
    expect(f.status).toBe(400);
    expect(await env.MEDIA.head(await variantKey({ kind: 'remote', url: new URL(src) }, 284, 160))).toBeNull();
  });
});
