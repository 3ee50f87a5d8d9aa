// The article page's link to the publisher's original story, through the real Worker: a plain link
// with a note naming the host (what a reader without JavaScript gets), only ever for an http(s)
// url of another site, the same for every reader, and never for what the database holds that is
// not one (rows written here directly, past the back office's validation).
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeReader, makeTag } from '../../test/factories';
import { SITE } from '../../test/http';

const page = async (id: number, cookie?: string) => {
  const res = await SELF.fetch(`${SITE}/article/${id}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
};
/** The paragraph holding the link and its note, or null when the page has none. */
const originalOf = (html: string) => /<p [^>]*data-original="">(.*?)<\/p>/s.exec(html)?.[1] ?? null;

describe('the link to the original story', () => {
  it('links the publisher’s story by name, with rel noopener noreferrer and a note naming the host', async () => {
    const pub = await makeTag({ type: 'publication', name: 'Harbor Gazette' });
    const a = await makeArticle({ contentType: 'other', url: 'https://harborgazette.example/news/2026/storm?ref=1' }, [pub.id]);
    const html = await page(a.id);
    const original = originalOf(html);
    expect(original).toBe(
      '<a href="https://harborgazette.example/news/2026/storm?ref=1" rel="noopener noreferrer" aria-describedby="original-host"' +
        ' class="btn btn-secondary btn-md max-w-full" data-leave=""><span class="whitespace-normal">Read the original story at Harbor Gazette</span>' +
        '<span aria-hidden="true">↗</span></a><span id="original-host" class="text-sm wrap-anywhere text-ink-3">Opens harborgazette.example</span>',
    );
    // It follows the story, inside the article, before the comments.
    expect(html.indexOf('data-original')).toBeGreaterThan(html.indexOf('class="article-body"'));
    expect(html.indexOf('data-original')).toBeLessThan(html.indexOf('<section id="comments"'));
  });

  it('says "the original story" when no publication is known, for AI-assisted stories too', async () => {
    const a = await makeArticle({ contentType: 'mxm_ai', url: 'http://wire.example/item/7' });
    expect(originalOf(await page(a.id))).toMatch(
      /^<a href="http:\/\/wire\.example\/item\/7" [^>]*data-leave=""><span[^>]*>Read the original story<\/span><span aria-hidden="true">↗<\/span><\/a><span[^>]*>Opens wire\.example<\/span>$/,
    );
  });

  it('names the host the browser will go to, and escapes what the url holds', async () => {
    const a = await makeArticle({ contentType: 'other', url: 'https://News.Example:8443/a"onmouseover="alert(1)' });
    const original = originalOf(await page(a.id))!;
    expect(original).toContain('href="https://news.example:8443/a%22onmouseover=%22alert(1)"');
    expect(original).toContain('Opens news.example:8443');
    expect(original).not.toContain('onmouseover="');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/story',
    '/trending',
    'harborgazette.example/story',
    'https://harbor gazette.example/story',
    'https://harborgazette.example@evil.example/story',
    `${SITE}/article/1`,
    '',
  ])('never makes a link of %j in the database', async (url) => {
    const a = await makeArticle({ contentType: 'other', url });
    const html = await page(a.id);
    expect(originalOf(html)).toBeNull();
    expect(html).not.toContain('data-leave');
    expect(html).not.toMatch(/href="(javascript|data):/i);
  });

  it('has no link without a url, nor for an Edgewire exclusive, whoever reads it', async () => {
    const none = await makeArticle({ contentType: 'other', url: null });
    expect(originalOf(await page(none.id))).toBeNull();
    const plus = await makeReader('plus');
    for (const paywall of ['free', 'paid'] as const) {
      const own = await makeArticle({ contentType: 'mxm_exclusive', paywall, url: 'https://originals.example/story' });
      expect(originalOf(await page(own.id)), `${paywall}, guest`).toBeNull();
      expect(originalOf(await page(own.id, plus.cookie)), `${paywall}, Plus`).toBeNull();
    }
  });

  it('is the same for every reader: the url is not paid content, and the API sends it to a reader who may not read the body', async () => {
    const a = await makeArticle({ contentType: 'other', url: 'https://ledger.example/s/1' });
    const free = await makeReader('free');
    const plus = await makeReader('plus');
    const links = [originalOf(await page(a.id)), originalOf(await page(a.id, free.cookie)), originalOf(await page(a.id, plus.cookie))];
    expect(links[0]).toContain('href="https://ledger.example/s/1"');
    expect(new Set(links).size).toBe(1);
    // The paywall gates the body, not the address: the API already hands a gated story's url to a guest.
    const gated = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid', url: 'https://originals.example/gated' });
    const res = await SELF.fetch(`${SITE}/api/articles/${gated.id}`);
    const { data } = await res.json<{ data: { content: string | null; locked: string | null; url: string | null } }>();
    expect(data).toMatchObject({ content: null, locked: 'subscription', url: 'https://originals.example/gated' });
  });
});
