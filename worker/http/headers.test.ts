// The security headers every page carries, on a fresh render and on an edge-cache hit alike
// (docs/decisions/016): the kept set is present, the obsolete ones stay gone.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../test/factories';

const KEPT = {
  'content-security-policy': /frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d+/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^same-origin$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'origin-agent-cluster': /^\?1$/,
};
const DROPPED = [
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
  'cf-cache-status',
];

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(KEPT)) expect(res.headers.get(name), name).toMatch(value);
  for (const name of DROPPED) expect(res.headers.has(name), name).toBe(false);
}

describe('security headers', () => {
  it('are the kept set on a rendered page and on the edge-cache copy of it', async () => {
    const a = await makeArticle({ title: 'Headers headline' });
    const url = `http://edgewire.test/article/${a.id}`;
    const first = await SELF.fetch(url);
    await first.arrayBuffer();
    expectSecurityHeaders(first);
    // The copy is written in the background: ask until a HIT (or give up and fail).
    let hit: Response | null = null;
    for (let i = 0; i < 40 && !hit; i++) {
      const res = await SELF.fetch(url);
      await res.arrayBuffer();
      if (res.headers.get('x-edge-cache') === 'HIT') hit = res;
      else await new Promise((r) => setTimeout(r, 25));
    }
    expect(hit, 'never served from the edge cache').not.toBeNull();
    expectSecurityHeaders(hit!);
  });

  it('are on API answers too', async () => {
    const res = await SELF.fetch('http://edgewire.test/api/articles?page=1&count=1');
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
  });
});
