// The trending page and API through the real Worker: zones in order, layout counts, access gating.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { resetCaches } from '../../cache';
import { layoutFor } from '../../contracts/layouts';
import { STYLE_GATE_SCRIPT } from '../../contracts/style-gate';
import { makeActiveView, makeArticle, makeReader, makeTag } from '../../test/factories';

describe('trending', () => {
  it('renders today’s date and the active view’s zones in order, trimmed to each layout', async () => {
    const pub = await makeTag({ type: 'publication', name: 'Daily Planet' });
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await makeArticle({ title: `Story number ${i}` }, [pub.id])).id);
    await makeActiveView([
      { layout: 0, articleIds: ids.slice(0, 3), title: 'Lead' },
      { layout: 4, articleIds: ids, title: 'Roundup' },
      { layout: 10, articleIds: ids.slice(0, 2), title: 'Hidden title zone', hideTitle: true },
    ]);
    const res = await SELF.fetch('http://edgewire.test/trending?fresh=1');
    expect(res.status).toBe(200);
    const html = await res.text();
    const today = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    // The page's one heading is today's date (its classes are the design system's business).
    expect(html.match(/<h1 [^>]*>([^<]*)<\/h1>/g)).toEqual([expect.stringContaining(`>${today}</h1>`)]);
    const zones = [...html.matchAll(/data-zone="(\d+)" data-layout="(\d+)"/g)].map((m) => Number(m[2]));
    expect(zones).toEqual([0, 4, 10]);
    expect(html.indexOf('Lead')).toBeLessThan(html.indexOf('Roundup'));
    // Layout 4 shows 4 of the 6 articles; layout 10 shows no images.
    const api = await (await SELF.fetch('http://edgewire.test/aux/articles/trending')).json<{
      data: { zones: { web_layout: number; articles: unknown[] }[] };
    }>();
    expect(api.data.zones.map((z) => z.articles.length)).toEqual([layoutFor(0).count, layoutFor(4).count, 2]);
    expect(html).toContain('Daily Planet');
  });

  it('gives each card one link to its article (plus comments and share) and preloads only the lead picture', async () => {
    const pub = await makeTag({ type: 'publication', name: 'Card Courier', imageUrl: '/media/seed/logos/card-courier.png' });
    const ids: number[] = [];
    for (let i = 0; i < 8; i++)
      ids.push((await makeArticle({ title: `Card story ${i}`, imageUrl: `/media/seed/articles/${i}.png` }, [pub.id])).id);
    // Every card style: jumbo (0), portrait (2), mini (4), landscape (6), action (25).
    await makeActiveView([0, 2, 4, 6, 25].map((layout, i) => ({ layout, articleIds: ids.slice(i, i + 4), title: `Zone ${i}` })));
    // The edge cache may keep another test's page (factories change D1 behind the app's back): bypass it.
    const html = await (await SELF.fetch('http://edgewire.test/trending?fresh=1')).text();
    const cards = [...html.matchAll(/<article class="(card-[a-z]+)">(.*?)<\/article>/g)];
    expect(new Set(cards.map((m) => m[1]))).toEqual(new Set(['card-jumbo', 'card-portrait', 'card-mini', 'card-landscape', 'card-action']));
    for (const [, style, body] of cards) {
      const hrefs = [...body!.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
      // The article's path with its title slug as query text (docs/decisions/009).
      const href = hrefs[0]!;
      expect(href, style).toMatch(/^\/article\/\d+\?card-story-\d$/);
      // Then the action bar's comments link and its share page (mini cards have no bar).
      const id = /^\/article\/(\d+)/.exec(href)![1];
      expect(hrefs, style).toEqual(style === 'card-mini' ? [href] : [href, `${href}#comments`, `/share/${id}`]);
      expect(body, style).not.toContain('<!-- -->');
    }
    // Logos load lazily, so React adds no preload tag for each; the lead card's picture is preloaded.
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('width=640');
  });

  it('hydrates from data attributes, never from inline scripts (the one inline script is the style gate)', async () => {
    const html = await (await SELF.fetch('http://edgewire.test/')).text();
    expect(html).toContain('data-island="SiteHeader"');
    const gate = `<script>${STYLE_GATE_SCRIPT}</script>`;
    expect(html.split(gate)).toHaveLength(2);
    expect(html.replace(gate, '')).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('article page access', () => {
  it('never sends a paid body to a guest, in HTML or JSON', async () => {
    const secret = 'Exclusive-secret-paragraph-7f3a';
    const a = await makeArticle({
      contentType: 'mxm_exclusive',
      paywall: 'paid',
      content: `<p>Opening line.</p><p>${secret}</p>`,
      contentText: `Opening line. ${secret}`,
    });
    const page = await SELF.fetch(`http://edgewire.test/article/${a.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain(secret);
    expect(html).not.toContain('secret-paragraph');
    expect(html).toContain('This article requires a paid account.');
    expect(html).toContain('Subscribe to the paid tier to access this content.');
    const api = await (await SELF.fetch(`http://edgewire.test/api/articles/${a.id}`)).json<{
      data: { content: string | null; locked: string };
    }>();
    expect(api.data.content).toBeNull();
    expect(JSON.stringify(api)).not.toContain('secret-paragraph');
    expect(api.data.locked).toBe('subscription');
  });

  it('sanitizes article HTML: no scripts, handlers or javascript: URLs', async () => {
    const a = await makeArticle({
      content: '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"></p>',
    });
    const html = await (await SELF.fetch(`http://edgewire.test/article/${a.id}`)).text();
    const body = html.slice(html.indexOf('article-body'));
    expect(body).not.toMatch(/onclick|onerror|javascript:|<script>alert/);
    expect(body).toContain('Hi');
  });

  it('draws guests and readers alike twice over, each front page with its own path in the footer', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await makeArticle({ title: `Kept page story ${i}` })).id);
    await makeActiveView([{ layout: 0, articleIds: ids, title: 'Kept' }]);
    // The factories write D1 behind the app's back: forget the view an earlier test left kept.
    resetCaches();
    const reader = await makeReader('free');
    const back = (html: string) => /<input type="hidden" name="back" value="([^"]*)"/.exec(html)?.[1];
    for (const cookie of [undefined, reader.cookie]) {
      const pages = new Map<string, string>();
      // Twice each, in turn: the second answer comes from the page kept for the first (pages/page-cache.ts).
      for (const round of [1, 2])
        for (const path of ['/trending', '/', '/home']) {
          const html = await (await SELF.fetch(`http://edgewire.test${path}?fresh=${round}`, { headers: cookie ? { cookie } : {} })).text();
          expect(back(html), `${path} ${cookie ? 'reader' : 'guest'}`).toBe(path);
          expect(html).toContain('Kept page story 0');
          if (round === 2) expect(html, path).toBe(pages.get(path));
          pages.set(path, html);
        }
    }
  });
});
