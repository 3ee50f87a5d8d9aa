// Around the zones, through the real Worker: promo banners per reader (guest, free, Plus) at the
// spec's positions (at most two per layout, issue 28), and 'In Case You Missed It' (API and the server-rendered fallback).
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { invalidate } from '../../cache';
import { wordsNode } from '../../test/dtos';
import { makeActiveView, makeArticle, makeSession, makeTag } from '../../test/factories';

let n = 0;
// An unknown query value keeps any shared page cache out of the way: each test renders fresh.
const fresh = (path: string) => `http://edgewire.test${path}${path.includes('?') ? '&' : '?'}_t=${Date.now()}${n++}`;

async function sessionFor(subscriptionEnd: number | null) {
  const { user, cookie } = await makeSession({ subscriptionEnd });
  return { username: user.username, headers: { cookie } };
}

const banner = (headline: string, body: string, label: string, url: string) =>
  JSON.stringify({ children: [wordsNode(headline, body, { element: 'button', data: { label, url } })] });

async function seedPromotional() {
  await env.DB.batch([
    env.DB.prepare("INSERT OR REPLACE INTO ui_blocks (id, name, draft, document) VALUES ('t-signup', 'signup', ?1, ?1)").bind(
      banner('Join Edgewire today', 'Free forever.', 'Create account', '/signup'),
    ),
    env.DB.prepare("INSERT OR REPLACE INTO ui_blocks (id, name, draft, document) VALUES ('t-sub', 'sub', ?1, ?1)").bind(
      banner('{{username}}, go Plus', 'No ads.', 'Try Plus Free', '/subscribe'),
    ),
    env.DB.prepare("INSERT OR REPLACE INTO promotionals (code, settings, is_active) VALUES ('default', ?, 1)").bind(
      JSON.stringify({ trending_signup_banner: 't-signup', trending_subscribe_banner: 't-sub' }),
    ),
  ]);
}

/** The page's sequence of zones ("Z") and banners ("small", "wide", "both"), in document order. */
function sequence(html: string): string[] {
  return [...html.matchAll(/data-zone="\d+"|data-promo-layouts="(\w+)"/g)].map((m) => m[1] ?? 'Z');
}

async function sixteenZones(payWalled: number[] = []) {
  const specs = [];
  for (let i = 0; i < 16; i++)
    specs.push({ layout: 6, payWall: payWalled.includes(i + 1), articleIds: [(await makeArticle({ title: `Zone story ${i}` })).id] });
  return makeActiveView(specs);
}

describe('promo banners', () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM promotionals WHERE code = 'default'").run();
    await invalidate(env, 'promotionals');
  });

  it('shows a guest the sign-up banner at the spec’s first two places per layout: after zones 3 and 6 (small), 5 and 10 (wider)', async () => {
    await sixteenZones();
    const html = await (await SELF.fetch(fresh('/trending'))).text();
    const Z = 'Z';
    // Issue 28: at most two prompts per page at either width (contracts/prompts.ts).
    expect(sequence(html)).toEqual([Z, Z, Z, 'small', Z, Z, 'wide', Z, 'small', Z, Z, Z, Z, 'wide', Z, Z, Z, Z, Z, Z]);
    expect(html.match(/data-promo="signup"/g)).toHaveLength(4);
    expect(html).not.toContain('data-promo="subscribe"');
    // No promotional configured: the spec's own words.
    expect(html).toContain('Sign up for a free account today!');
    expect(html).toContain('href="/signup"');
  });

  it('merges a paywalled zone’s gate into the next prompt instead of a notice of its own', async () => {
    await sixteenZones([5, 14]);
    const html = await (await SELF.fetch(fresh('/trending'))).text();
    expect(sequence(html)).toEqual([
      'Z',
      'Z',
      'Z',
      'small',
      'Z',
      'Z',
      'wide',
      'Z',
      'small',
      'Z',
      'Z',
      'Z',
      'Z',
      'wide',
      'Z',
      'Z',
      'Z',
      'Z',
      'Z',
      'Z',
    ]);
    // After zone 5 on wide screens and after zone 6 on a phone: the gate; the other prompt is the sign-up banner.
    expect(html.match(/data-promo="gate"/g)).toHaveLength(2);
    expect(html.match(/data-promo="signup"/g)).toHaveLength(2);
    expect(html.match(/Subscribe to the paid tier to access this content\./g)).toHaveLength(2);
    expect(html.match(/class="zone-plus"/g)).toHaveLength(2);
  });

  it('uses the blocks the default promotional names, with the reader’s name in the subscribe banner', async () => {
    await seedPromotional();
    await sixteenZones();
    const guest = await (await SELF.fetch(fresh('/trending'))).text();
    expect(guest).toContain('Join Edgewire today');
    expect(guest).toContain('Create account');

    const free = await sessionFor(null);
    const res = await SELF.fetch(fresh('/trending'), { headers: free.headers });
    const html = await res.text();
    expect(html.match(/data-promo="subscribe"/g)).toHaveLength(4);
    expect(html).not.toContain('data-promo="signup"');
    expect(html).toContain(`${free.username}, go Plus`);
    expect(html).toContain('href="/subscribe"');
    expect(html).not.toContain('{{username}}');
    // The next free reader gets the page kept for free readers, with their own name in it.
    const other = await sessionFor(null);
    const again = await (await SELF.fetch(fresh('/trending'), { headers: other.headers })).text();
    expect(again.match(new RegExp(`${other.username}, go Plus`, 'g'))).toHaveLength(4);
    expect(again).not.toContain(free.username);
    expect(again).not.toMatch(/ew-hole-/);
  });

  it('shows a reader whose subscription lapsed the subscribe banner, and a Plus reader no banner at all', async () => {
    await sixteenZones();
    const lapsed = await sessionFor(Math.floor(Date.now() / 1000) - 60);
    expect(await (await SELF.fetch(fresh('/trending'), { headers: lapsed.headers })).text()).toContain('data-promo="subscribe"');

    const plus = await sessionFor(Math.floor(Date.now() / 1000) + 30 * 86_400);
    const html = await (await SELF.fetch(fresh('/trending'), { headers: plus.headers })).text();
    expect(sequence(html)).toEqual(Array(16).fill('Z'));
    expect(html.slice(html.indexOf('<main'))).not.toMatch(/data-promo=|Sign up for a free account|Subscribe to the paid tier/);
  });
});

describe('In Case You Missed It', () => {
  type Body = { data: { id: number; date: number; tags: { type: string }[] }[] };

  let calls = 0;
  async function fixtures() {
    const pub = await makeTag({ type: 'publication', name: 'Missed Gazette' });
    const topic = await makeTag({ type: 'topic' });
    // Dated in the future (each call later than the last) so they are the newest articles.
    const base = Math.floor(Date.now() / 1000) + 1_000_000 * ++calls;
    const withPub: number[] = [];
    for (let i = 0; i < 32; i++) withPub.push((await makeArticle({ date: base + i * 10 }, [topic.id, pub.id])).id);
    const noPub = (await makeArticle({ date: base + 1000 }, [topic.id])).id;
    const draft = (await makeArticle({ date: base + 1001, status: 'drafted' }, [pub.id])).id;
    return { withPub: withPub.reverse(), noPub, draft };
  }

  it('returns the 25 newest published articles with a publication tag, minus the excluded ids', async () => {
    const f = await fixtures();
    const excluded = [f.withPub[0]!, f.withPub[2]!, f.withPub[5]!];
    const res = await SELF.fetch(`http://edgewire.test/aux/articles/icymi?exclude=${excluded.join(',')}`);
    expect(res.status).toBe(200);
    const body = await res.json<Body>();
    const ids = body.data.map((a) => a.id);
    expect(ids).toHaveLength(25);
    expect(ids).toEqual(f.withPub.filter((id) => !excluded.includes(id)).slice(0, 25));
    expect(ids).not.toContain(f.noPub);
    expect(ids).not.toContain(f.draft);
    expect(body.data.every((a) => a.tags.some((t) => t.type === 'publication'))).toBe(true);
  });

  it('refuses a malformed or oversized exclude list with a 400 naming the field', async () => {
    const tooMany = Array.from({ length: 301 }, (_, i) => i + 1).join(',');
    for (const q of ['exclude=1,abc', 'exclude=0', 'exclude=-4', `exclude=${tooMany}`, 'count=0', 'count=51']) {
      const res = await SELF.fetch(`http://edgewire.test/aux/articles/icymi?${q}`);
      expect(res.status, q).toBe(400);
      const body = await res.json<{ errors: { path: string }[] }>();
      expect(body.errors[0]!.path, q).toBe(q.split('=')[0]);
    }
    // 300 ids is allowed (one JSON parameter, not 300 bound variables).
    const ok = await SELF.fetch(
      `http://edgewire.test/aux/articles/icymi?exclude=${Array.from({ length: 300 }, (_, i) => i + 1).join(',')}`,
    );
    expect(ok.status).toBe(200);
  });

  it('hands the zones’ ids to the lazy island and renders the list on the server at ?icymi=1', async () => {
    const f = await fixtures();
    // Layout 6 shows one of the two, so the other one is not "shown" and may appear below.
    await makeActiveView([
      { layout: 6, articleIds: [f.withPub[0]!, f.withPub[1]!] },
      { layout: 0, articleIds: [f.withPub[3]!] },
    ]);
    const page = await (await SELF.fetch(fresh('/trending'))).text();
    expect(page).toContain('In Case You Missed It');
    const props = /data-island="Icymi" data-props="([^"]*)"/.exec(page);
    expect(JSON.parse(props![1]!.replaceAll('&quot;', '"'))).toEqual({ exclude: [f.withPub[0]!, f.withPub[3]!] });
    expect(page).toContain('href="/trending?icymi=1#icymi"');

    const fallback = await (await SELF.fetch(fresh('/trending?icymi=1'))).text();
    const section = fallback.slice(fallback.indexOf('id="icymi"'));
    const ids = [...new Set([...section.matchAll(/href="\/article\/(\d+)(?:\?[a-z0-9-]*)?"/g)].map((m) => Number(m[1])))];
    expect(ids).toEqual(f.withPub.filter((id) => id !== f.withPub[0] && id !== f.withPub[3]).slice(0, 25));
  });
});
