// Feeds and sitemaps through the real Worker; gated bodies never appear in RSS.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeTag } from '../../test/factories';
import { cdata, xmlEscape } from './xml';

const get = (p: string) => SELF.fetch(`http://edgewire.test${p}`);

describe('xml helpers', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(xmlEscape(`Tom & "Jerry" <b>'s\u0001`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s');
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });
});

describe('feeds', () => {
  it('robots.txt allows pages, hides the APIs and names the sitemaps', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: http://edgewire.test/sitemap.xml');
  });

  // The sitemap index and its files: sitemap.test.ts.

  it('the news sitemap holds only the last two days', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = await makeArticle({ title: 'Fresh & new', date: now - 3600 });
    const old = await makeArticle({ date: now - 5 * 86_400 });
    const body = await (await get('/news-sitemap.xml')).text();
    expect(body).toContain(`/article/${fresh.id}</loc>`);
    expect(body).toContain('<news:title>Fresh &amp; new</news:title>');
    expect(body).not.toContain(`/article/${old.id}</loc>`);
  });

  it('RSS carries free bodies and never a gated one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const free = await makeArticle({
      title: 'Open <story>',
      content: '<p>Free body text</p>',
      contentText: 'Free body text',
      date: now + 100,
    });
    const paid = await makeArticle({
      title: 'Paid story',
      contentType: 'mxm_exclusive',
      paywall: 'paid',
      content: '<p>Top secret paid paragraph</p>',
      contentText: 'Top secret paid paragraph that is long enough',
      date: now + 101,
    });
    const res = await get('/rss.xml');
    expect(res.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    const body = await res.text();
    expect(body).toContain('<title>Open &lt;story&gt;</title>');
    expect(body).toContain('Free body text');
    expect(body).toContain(`/article/${paid.id}</link>`);
    expect(body).not.toContain('secret paid paragraph');
    expect(body.indexOf(`/article/${paid.id}<`)).toBeLessThan(body.indexOf(`/article/${free.id}<`));
  });

  it('has a feed per tag and 404 for unknown tags', async () => {
    const tag = await makeTag({ tag: 'rss-feed-topic', name: 'Feed Topic' });
    const paper = await makeTag({ type: 'publication', name: 'The Feed Gazette' });
    const inTag = await makeArticle({}, [tag.id, paper.id]);
    const outside = await makeArticle();
    const body = await (await get('/rss/rss-feed-topic.xml')).text();
    expect(body).toContain('<title>Edgewire: Feed Topic</title>');
    expect(body).toContain(`/article/${inTag.id}</link>`);
    expect(body).not.toContain(`/article/${outside.id}</link>`);
    // Each item names its publication, in the tag's feed and in the site's.
    expect(body).toContain('<dc:creator>The Feed Gazette</dc:creator>');
    expect(await (await get('/rss.xml')).text()).toContain('<dc:creator>The Feed Gazette</dc:creator>');
    expect((await get('/rss/no-such-tag-here.xml')).status).toBe(404);
    expect((await get('/rss/bad%20slug.xml')).status).toBe(404);
  });
});
