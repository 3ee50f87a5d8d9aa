// The article page through the real Worker: what each reader sees, the metadata search engines
// and social networks read, and that gated bodies leave the server for nobody who may not read them.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookmarks, comments } from '../../db/schema';
import { db, makeArticle, makeReader, makeTag } from '../../test/factories';
import { SITE } from '../../test/http';

const get = (path: string, cookie?: string) => SELF.fetch(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
const html = async (path: string, cookie?: string) => {
  const res = await get(path, cookie);
  expect(res.status, path).toBe(200);
  return res.text();
};
const jsonLd = (page: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!) as Record<string, unknown>;
const meta = (page: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page)?.[1];

const HIDDEN = 'Deep-hidden-sentence-5d1e';
const longText = (secret: string) =>
  `First sentence of the story. ${'Plenty of public words here. '.repeat(20)}${secret} ${'More closing words. '.repeat(10)}`;
const gated = (paywall: 'paid' | 'authorized') =>
  makeArticle({ contentType: 'mxm_exclusive', paywall, content: `<p>${longText(HIDDEN)}</p>`, contentText: longText(HIDDEN) });

describe('article page', () => {
  it('renders a free article in full with its publication, date, image, tags, action bar and comments', async () => {
    const pub = await makeTag({ type: 'publication', name: 'Harbor Gazette', imageUrl: '/media/logo.png' });
    const topic = await makeTag({ type: 'topic', name: 'Weather' });
    const a = await makeArticle(
      {
        title: 'Storm hits the coast',
        imageUrl: '/media/storm.png',
        upvotes: 3,
        downvotes: 1,
        content: '<p>The full free story.</p><h2>More</h2>',
        contentText: 'The full free story. More',
      },
      [pub.id, topic.id],
    );
    for (const path of [`/article/${a.id}`, `/articles/${a.id}`, `/news/${a.id}?storm-hits-the-coast`]) {
      const page = await html(path);
      expect(page).toMatch(/<h1 id="article-title"[^>]*>Storm hits the coast<\/h1>/);
      expect(page).toContain('Harbor Gazette');
      expect(page).toContain('src="/media/logo.png"');
      expect(page).toMatch(/<time dateTime="[^"]+"[^>]*>/i);
      expect(page).toContain(`src="/aux/images/view?url=/media/storm.png&amp;width=800&amp;height=450"`);
      expect(page).toContain(`href="/trending/${topic.tag}"`);
      expect(page).toContain('<p>The full free story.</p><h2>More</h2>');
      // The action bar: real buttons in forms that post without JavaScript.
      expect(page).toContain(`action="/article/${a.id}/vote"`);
      expect(page).toMatch(
        /aria-pressed="false" data-press="up"[^>]*>.*?<span class="sr-only">Upvote<\/span><span data-count="true"[^>]*>3<\/span>/,
      );
      expect(page).toMatch(
        /aria-pressed="false" data-press="down"[^>]*>.*?<span class="sr-only">Downvote<\/span><span data-count="true"[^>]*>1<\/span>/,
      );
      expect(page).toContain(`action="/article/${a.id}/save"`);
      expect(page).toMatch(/<a href="#comments"[^>]*>.*?<span[^>]*>0<\/span><span[^>]*> comments<\/span><\/a>/);
      expect(page).toMatch(/<section id="comments"/);
      expect(page).toContain('No comments. Be the first to share something.');
      // One canonical URL, whatever alias or query text was used.
      expect(page).toContain(`<link rel="canonical" href="${SITE}/article/${a.id}"/>`);
      expect(page).not.toContain('class="paywall');
    }
  });

  it('describes itself to search engines and social networks', async () => {
    const topic = await makeTag({ type: 'topic', name: 'Science' });
    const author = await makeTag({ type: 'author', name: 'Ada Writer' });
    const a = await makeArticle(
      {
        title: 'Comet seen',
        imageUrl: '/media/comet.png',
        content: '<p>A comet was seen. It was bright.</p>',
        contentText: 'A comet was seen. It was bright.',
      },
      [topic.id, author.id],
    );
    const page = await html(`/article/${a.id}`);
    expect(meta(page, 'og:type')).toBe('article');
    expect(meta(page, 'og:image')).toBe(`${SITE}/media/comet.png`);
    expect(meta(page, 'og:url')).toBe(`${SITE}/article/${a.id}`);
    expect(meta(page, 'description')).toBe('A comet was seen.');
    expect(meta(page, 'article:section')).toBe('Science');
    expect(meta(page, 'article:published_time')).toBe(new Date(a.date * 1000).toISOString());
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    const ld = jsonLd(page);
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Comet seen',
      datePublished: new Date(a.date * 1000).toISOString(),
      image: [`${SITE}/media/comet.png`],
      author: [{ '@type': 'Person', name: 'Ada Writer' }],
      publisher: { '@type': 'Organization', name: 'Edgewire', logo: { '@type': 'ImageObject', url: `${SITE}/favicon.svg` } },
      isAccessibleForFree: true,
    });
    expect(ld.dateModified).toBeTypeOf('string');
    expect(ld.hasPart).toBeUndefined();
    expect(JSON.stringify(ld)).not.toContain('It was bright');
  });

  it('shows a guest only the excerpt, the fade and the exact messages of a paid article, and marks it up as paywalled', async () => {
    const a = await gated('paid');
    const page = await html(`/article/${a.id}`);
    expect(page).not.toContain(HIDDEN);
    expect(page).toContain('This article requires a paid account.');
    expect(page).toContain('Subscribe to the paid tier to access this content.');
    expect(page).toContain('First sentence of the story.');
    expect(page).toContain('data-fade=""');
    expect(page).toContain('class="paywall mt-6"');
    const ld = jsonLd(page);
    expect(ld.isAccessibleForFree).toBe(false);
    expect(ld.hasPart).toEqual({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' });
    // The description gives away no more than the excerpt: never the body.
    expect((meta(page, 'description') ?? '').length).toBeLessThanOrEqual(161);
    expect(JSON.stringify(ld)).not.toContain('More closing words');
  });

  it('gives each reader exactly what checkAccess allows', async () => {
    const paid = await gated('paid');
    const authorized = await gated('authorized');
    const free = await makeReader('free');
    const plus = await makeReader('plus');

    const guestAuth = await html(`/article/${authorized.id}`);
    expect(guestAuth).toContain('This article requires an account.');
    expect(guestAuth).not.toContain('Subscribe to the paid tier to access this content.');
    expect(guestAuth).not.toContain(HIDDEN);

    const freePaid = await html(`/article/${paid.id}`, free.cookie);
    expect(freePaid).toContain('This article requires a paid account.');
    expect(freePaid).toContain('Subscribe to the paid tier to access this content.');
    expect(freePaid).not.toContain(HIDDEN);
    expect(await html(`/article/${authorized.id}`, free.cookie)).toContain(HIDDEN);

    const plusPaid = await html(`/article/${paid.id}`, plus.cookie);
    expect(plusPaid).toContain(HIDDEN);
    expect(plusPaid).not.toContain('This article requires');
    // Still marked as paywalled content, so search engines do not mistake it for cloaking.
    expect(plusPaid).toContain('class="paywall mt-6"');

    const api = (id: number, cookie?: string) =>
      get(`/api/articles/${id}`, cookie).then((r) =>
        r.json<{ data: { content: string | null; excerpt: string | null; locked: string | null } }>(),
      );
    expect((await api(paid.id, plus.cookie)).data.content).toContain(HIDDEN);
    const freeJson = await api(paid.id, free.cookie);
    expect(freeJson.data).toMatchObject({ content: null, locked: 'subscription' });
    expect(JSON.stringify(freeJson)).not.toContain(HIDDEN);
  });

  it('shows a signed-in reader their saved state and the comments, counted', async () => {
    const a = await makeArticle({ commentsCount: 2 });
    const reader = await makeReader('free');
    await db()
      .insert(comments)
      .values([
        { articleId: a.id, userId: reader.id, body: 'First <b>comment</b> https://example.com' },
        { articleId: a.id, userId: reader.id, body: 'Second comment' },
      ]);
    expect(await html(`/article/${a.id}`, reader.cookie)).toMatch(/aria-pressed="false" data-save="true">.*?>Save</);
    await db().insert(bookmarks).values({ userId: reader.id, articleId: a.id });
    const page = await html(`/article/${a.id}`, reader.cookie);
    expect(page).toMatch(/aria-pressed="true" data-save="true">.*?>Saved</);
    expect(page).toMatch(/<span[^>]*>2<\/span><span[^>]*> comments<\/span><\/a>/);
    expect(page).toMatch(/Comments <span[^>]*>\(2\)<\/span>/);
    expect(page).not.toContain('No comments. Be the first to share something.');
    // Newest first, as plain text with the link made clickable; the forms work without JavaScript.
    expect(page.indexOf('Second comment')).toBeLessThan(page.indexOf('First &lt;b&gt;comment&lt;/b&gt;'));
    expect(page).toContain('<a href="https://example.com" rel="nofollow ugc noopener noreferrer"');
    expect(page).not.toContain('<b>comment</b>');
    expect(page).toContain(`action="/article/${a.id}/comments" method="post"`);
    expect(await html(`/article/${a.id}`)).not.toContain('Saved<');
  });

  it('shows an edited body at once, even when the edit lands in the same second', async () => {
    const reader = await makeReader('free'); // signed in: no edge cache between the renders
    const a = await makeArticle({ content: '<p>First version.</p>', contentText: 'First version.', modified: 1000 });
    expect(await html(`/article/${a.id}`, reader.cookie)).toContain('First version.');
    await env.DB.prepare('UPDATE articles SET content = ?, content_text = ?, modified = 1001 WHERE id = ?')
      .bind('<p>Second version.</p>', 'Second version.', a.id)
      .run();
    expect(await html(`/article/${a.id}`, reader.cookie)).toContain('Second version.');
    await env.DB.prepare('UPDATE articles SET content = ?, modified = 1001 WHERE id = ?').bind('<p>Third, longer version.</p>', a.id).run();
    expect(await html(`/article/${a.id}`, reader.cookie)).toContain('Third, longer version.');
  });

  it('answers 404 for drafts, unknown and malformed ids', async () => {
    const draft = await makeArticle({ status: 'drafted' });
    for (const path of [`/article/${draft.id}`, '/article/999999999', '/article/abc', '/news/1e5']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get(`/api/articles/${draft.id}`)).status).toBe(404);
  });

  it('draws a guest and a reader the same page twice over, each path with its own footer', async () => {
    const a = await makeArticle({ title: 'Kept article page' });
    const reader = await makeReader('free');
    const back = (page: string) => /<input type="hidden" name="back" value="([^"]*)"/.exec(page)?.[1];
    for (const cookie of [undefined, reader.cookie]) {
      const pages = new Map<string, string>();
      // The second answer comes from the page kept for the first (pages/page-cache.ts).
      for (const round of [1, 2])
        for (const path of [`/article/${a.id}`, `/news/${a.id}`]) {
          const page = await html(`${path}?fresh=${round}`, cookie);
          expect(back(page), `${path} ${cookie ? 'reader' : 'guest'}`).toBe(path);
          expect(page).toContain('Kept article page');
          if (round === 2) expect(page, path).toBe(pages.get(path));
          pages.set(path, page);
        }
    }
  });
});
