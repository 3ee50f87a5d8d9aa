// fallback=blank: a source the proxy cannot reach is a transparent pixel (never stored or cached)
// instead of a 502, for stills drawn over a poster of their own; nothing else changes.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const view = (query: string) => SELF.fetch(`http://edgewire.test/aux/images/view?${query}`);
// .invalid never resolves (RFC 2606): unreachable with or without a network.
const UNREACHABLE = 'https://still.invalid/vi/M7lc1UVf-VE/hqdefault.jpg';

describe('image proxy fallback=blank', () => {
  it('answers a transparent 1×1 PNG, not stored or cached, for a source it cannot reach', async () => {
    const res = await view(`url=${UNREACHABLE}&width=640&height=360&fallback=blank`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-image-proxy')).toBe('fallback');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    // IHDR: width and height 1
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(1);
    expect(new DataView(bytes.buffer).getUint32(20)).toBe(1);
  });

  it('without it the same source is the 502 it always was; a refused URL stays a 400 with it', async () => {
    const plain = await view(`url=${UNREACHABLE}`);
    expect(plain.status).toBe(502);
    await plain.body?.cancel();
    const refused = await view('url=http://127.0.0.1/a.png&fallback=blank');
    expect(refused.status).toBe(400);
    await refused.body?.cancel();
    const bad = await view(`url=${UNREACHABLE}&fallback=yes`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('fallback must be blank');
  });
});
