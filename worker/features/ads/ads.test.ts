// Ads through the real Worker (issue 12 item 10): guests and free readers get one labelled slot in
// both sizes on the reader pages; Plus readers get no slot and no banner in their HTML, and the
// document tells the browser they are ad-free; the slot shows the promotional's Plus promotion,
// else a built-in one; a guest page kept by the edge cache never reaches a signed-in reader.
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpGeneration, invalidate } from '../../cache';
import { makeActiveView, makeArticle, makeReader, makeTag } from '../../test/factories';
import { HOUSE_FALLBACK } from './rules';

let n = 0;
// An unknown query value keeps the edge cache out of the way: each of these renders fresh.
const fresh = (path: string) => `http://edgewire.test${path}?_t=${Date.now()}${n++}`;
const page = async (path: string, cookie?: string) => (await SELF.fetch(fresh(path), { headers: cookie ? { cookie } : {} })).text();
const slots = (html: string) => [...html.matchAll(/data-ad-slot="([^"]+)"/g)].map((m) => m[1]);
const slot = (html: string) => html.slice(html.indexOf('data-ad=""'), html.indexOf('</aside>', html.indexOf('data-ad=""')));
const htmlTag = (html: string) => html.slice(html.indexOf('<html'), html.indexOf('>', html.indexOf('<html')));

async function readerPages() {
  const tag = await makeTag({ type: 'topic' });
  const a = await makeArticle({ title: 'A story beside an ad' }, [tag.id]);
  await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
  return ['/', '/trending', `/trending/${tag.tag}`, `/article/${a.id}`];
}

// No promotional, and nothing kept of one: the banners, the house ads' memo and their KV copy.
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM promotionals WHERE code = 'default'").run();
  await invalidate(env, 'promotionals');
});

describe('ad slots', () => {
  it('guests and free readers get one slot labelled "Advertisement", 728x90 and 320x50, on trending, tag feeds and articles', async () => {
    const paths = await readerPages();
    const free = await makeReader('free');
    for (const cookie of [undefined, free.cookie])
      for (const path of paths) {
        const html = await page(path, cookie);
        const who = `${cookie ? 'free' : 'guest'} ${path}`;
        expect(slots(html), who).toEqual(['728x90', '320x50']);
        expect(html.match(/<aside class="ad" aria-label="Advertisement" data-ad=""/g), who).toHaveLength(1);
        expect(htmlTag(html), who).not.toContain('data-gad');
      }
  });

  it('Plus readers get no slot and no banner in the HTML at all, and a document marked ad-free', async () => {
    const paths = await readerPages();
    const plus = await makeReader('plus');
    for (const path of paths) {
      const html = await page(path, plus.cookie);
      expect(html, path).not.toContain('data-ad');
      expect(html, path).not.toContain('data-promo');
      expect(html, path).not.toContain('Advertisement');
      expect(htmlTag(html), path).toContain('data-gad="0"');
    }
    // On pages without slots the flag holds too: the browser writes gad=0 on every page.
    expect(htmlTag(await page('/about', plus.cookie))).toContain('data-gad="0"');
  });

  it('shows a built-in Edgewire Plus promotion until the promotional names one, then that one on every page', async () => {
    const paths = await readerPages();
    const before = slot(await page('/trending'));
    expect(HOUSE_FALLBACK.some((p) => before.includes(p.headline))).toBe(true);

    const doc = JSON.stringify({
      children: [
        { element: 'text', data: { html: '{{username}}, read without ads' } },
        { element: 'paragraph', data: { html: 'Edgewire Plus: one month free.' } },
        { element: 'button', data: { label: 'Try Plus Free', url: '/subscribe' } },
      ],
    });
    await env.DB.batch([
      env.DB.prepare("INSERT OR REPLACE INTO ui_blocks (id, name, draft, document) VALUES ('t-ad-sub', 'sub', ?1, ?1)").bind(doc),
      env.DB.prepare("INSERT OR REPLACE INTO promotionals (code, settings, is_active) VALUES ('default', ?, 1)").bind(
        JSON.stringify({ trending_subscribe_banner: 't-ad-sub' }),
      ),
    ]);
    await invalidate(env, 'promotionals');
    // The trending page reads the promotional for its banners; the slots of other pages follow it.
    for (const path of ['/trending', ...paths]) {
      const ad = slot(await page(path));
      expect(ad, path).toContain('Read without ads');
      expect(ad, path).toContain('Edgewire Plus: one month free.');
      expect(ad, path).toContain('href="/subscribe"');
      expect(ad, path).not.toContain('{{username}}');
    }
    // Kept in KV for the isolates that have not served a trending page.
    expect(await env.CACHE.get('ads:house')).toContain('Read without ads');
  });

  it('keeps the edge-cached guest page from signed-in readers: theirs are drawn for them and never stored', async () => {
    const [, , tagPath] = await readerPages();
    const plus = await makeReader('plus');
    const free = await makeReader('free');
    await bumpGeneration(env);
    const get = (cookie?: string) => SELF.fetch(`http://edgewire.test${tagPath}`, { headers: cookie ? { cookie } : {} });

    const miss = await get();
    expect(miss.headers.get('x-edge-cache')).toBe('MISS');
    expect(slots(await miss.text())).toEqual(['728x90', '320x50']);
    const hit = await get();
    expect(hit.headers.get('x-edge-cache')).toBe('HIT');
    expect(slots(await hit.text())).toEqual(['728x90', '320x50']);

    for (const [who, cookie, expected] of [
      ['plus', plus.cookie, []],
      ['free', free.cookie, ['728x90', '320x50']],
    ] as const) {
      const res = await get(cookie);
      expect(res.headers.get('x-edge-cache'), who).toBe('BYPASS');
      expect(res.headers.get('cache-control'), who).toBe('private, no-store');
      expect(slots(await res.text()), who).toEqual(expected);
    }
    // The Plus reader's visit changed nothing kept for guests.
    const after = await get();
    expect(after.headers.get('x-edge-cache')).toBe('HIT');
    expect(slots(await after.text())).toEqual(['728x90', '320x50']);
  });
});
