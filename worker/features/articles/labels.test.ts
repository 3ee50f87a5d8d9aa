// Labels that read right (issue 10) on the pages readers see, through the real Worker: the
// category slot never repeats the publisher, counts agree with their number, places read
// "Austin, TX", and an article with an author tag has a byline.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeTag, uniq } from '../../test/factories';

const html = async (path: string) => (await SELF.fetch(`http://edgewire.test${path}`)).text();
/** The visible text of the page's <main>, tags and attributes stripped. */
const mainText = (page: string) =>
  page
    .slice(page.indexOf('<main'), page.indexOf('</main>'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('labels on pages', () => {
  it('a card without a category or topic tag leaves the slot empty instead of repeating the publisher', async () => {
    const pub = await makeTag({ type: 'publication', name: `Harbor Press ${uniq()}` });
    const place = await makeTag({ type: 'location', name: 'Austin-TX', tag: `austin-tx-${uniq()}` });
    await makeArticle({ title: 'A story with only a publisher and a place' }, [pub.id, place.id]);
    const page = await html(`/trending/${place.tag}`);
    const card = page.slice(page.indexOf('A story with only a publisher and a place'));
    const meta = card.slice(card.indexOf('card-meta'), card.indexOf('</p>'));
    expect(meta).toContain(pub.name);
    expect(meta).not.toContain('card-tag');
    expect(meta.split(pub.name).length - 1).toBe(1);
  });

  it('counts agree with their number: "1 comment", "2 comments", never "1 comments"', async () => {
    const topic = await makeTag({ type: 'topic' });
    const one = await makeArticle({ title: 'One comment', commentsCount: 1, upvotes: 1 }, [topic.id]);
    await makeArticle({ title: 'Two comments', commentsCount: 2 }, [topic.id]);
    const feed = await html(`/trending/${topic.tag}`);
    // The action bar splits the count and the word (the word hides on phones, still read aloud).
    const text = (page: string) => page.replace(/<[^>]+>/g, '');
    expect(text(feed)).toContain('1 comment');
    expect(text(feed)).toContain('2 comments');
    expect(feed).toMatch(/<span class="sr-only">Upvote<\/span><span data-count="true"[^>]*>1<\/span>/);
    expect(text(feed)).not.toMatch(/\b1 comments\b/);
    const article = await html(`/article/${one.id}`);
    expect(text(article)).toContain('1 comment');
    expect(text(article)).not.toMatch(/\b1 comments\b/);
  });

  it('places read "Austin, TX" on cards, the article and the tag page; the data and URLs keep "Austin-TX"', async () => {
    const slug = `austin-tx-${uniq()}`;
    const place = await makeTag({ type: 'location', name: 'Austin-TX', tag: slug });
    const topic = await makeTag({ type: 'category', name: 'Local' });
    const a = await makeArticle({ title: 'Austin opens a library' }, [topic.id, place.id]);
    for (const page of [await html(`/trending/${slug}`), await html(`/article/${a.id}`)]) {
      expect(mainText(page)).toContain('Austin, TX');
      expect(mainText(page)).not.toContain('Austin-TX');
    }
    // The article's place chip still links to the tag as the data names it.
    expect(await html(`/article/${a.id}`)).toContain(`href="/trending/${slug}"`);
  });

  it('every article page with an author tag shows a byline linking each author', async () => {
    const ana = await makeTag({ type: 'author', name: 'Ana Ruiz' });
    const bo = await makeTag({ type: 'author', name: 'Bo Chen' });
    const two = await makeArticle({}, [ana.id, bo.id]);
    const page = await html(`/article/${two.id}`);
    const by = page.slice(page.indexOf('data-byline'), page.indexOf('</p>', page.indexOf('data-byline')));
    expect(by).toContain(`href="/trending/${ana.tag}"`);
    expect(by).toContain(`href="/trending/${bo.tag}"`);
    expect(by.replace(/<[^>]+>/g, '')).toContain('By Ana Ruiz and Bo Chen');
    const none = await makeArticle({});
    expect(await html(`/article/${none.id}`)).not.toContain('data-byline');
  });
});
