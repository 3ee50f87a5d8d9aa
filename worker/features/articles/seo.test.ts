// Pure pieces of the article page: metadata, descriptions and slugs.
import { describe, expect, it } from 'vitest';
import { articleHref, articleSlug } from '../../contracts/article-url';
import { articleDto } from '../../test/dtos';
import { firstSentence } from './body-memo';
import { absoluteUrl, articleMeta, headWords, NO_EDITORIAL } from './seo';

const SITE = 'https://edgewire.example';
const article = articleDto;

describe('article metadata', () => {
  it('makes image URLs absolute and refuses non-http schemes', () => {
    expect(absoluteUrl('/media/a.png', SITE)).toBe(`${SITE}/media/a.png`);
    expect(absoluteUrl('https://cdn.example/a.png', SITE)).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('javascript:alert(1)', SITE)).toBeUndefined();
    expect(absoluteUrl(null, SITE)).toBeUndefined();
  });

  it('marks gated articles as paywalled for search engines and free ones as free', () => {
    const gated = articleMeta(article({ content_type: 'mxm_exclusive', paywall: 'paid' }), {
      siteUrl: SITE,
      modified: 0,
      description: 'x',
    }).jsonLd;
    expect(gated).toMatchObject({
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' },
    });
    const free = articleMeta(article({ content_type: 'mxm_exclusive', paywall: 'free' }), { siteUrl: SITE, modified: 0, description: 'x' });
    expect(free.jsonLd).toMatchObject({ isAccessibleForFree: true });
    expect(free.jsonLd.hasPart).toBeUndefined();
    expect(free.canonical).toBe(`${SITE}/article/7`);
    expect(free.og).toMatchObject({ type: 'article', publishedTime: 1_800_000_000 });
  });

  it('never puts the body into the metadata, even when the reader may read it', () => {
    const meta = articleMeta(article({ content: '<p>Whole body secret</p>' }), { siteUrl: SITE, modified: 0, description: 'Summary.' });
    expect(JSON.stringify(meta)).not.toContain('secret');
  });

  it('takes the first sentence for descriptions, cut at a word within 160 characters', () => {
    expect(firstSentence('One. Two.')).toBe('One.');
    expect(firstSentence('Is it? Yes.')).toBe('Is it?');
    const long = firstSentence(`${'word '.repeat(60)}end.`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('article URLs', () => {
  it('appends an ASCII slug of the title as query text', () => {
    expect(articleSlug('Storm hits the coast: 3 dead')).toBe('storm-hits-the-coast-3-dead');
    expect(articleSlug('Café crème — “déjà vu”')).toBe('cafe-creme-deja-vu');
    expect(articleHref(12, 'Storm!')).toBe('/article/12?storm');
    expect(articleHref(12, '???')).toBe('/article/12');
    expect(articleSlug('x'.repeat(200)).length).toBeLessThanOrEqual(80);
  });
});

describe('the editor’s words in the head (decision 063)', () => {
  const a = { title: 'The headline', image_url: '/media/a.png' };
  it('prefers the SEO title, the SEO description over the dek over the body, the social image over the article’s', () => {
    expect(headWords(a, NO_EDITORIAL, 'First sentence.')).toEqual({
      title: 'The headline',
      description: 'First sentence.',
      image: '/media/a.png',
    });
    expect(headWords(a, { ...NO_EDITORIAL, dek: 'The dek.' }, 'First sentence.').description).toBe('The dek.');
    const all = { dek: 'The dek.', slug: 's', seoTitle: 'Search title', seoDescription: 'Search words.', socialImageUrl: '/media/b.png' };
    expect(headWords(a, all, 'First sentence.')).toEqual({ title: 'Search title', description: 'Search words.', image: '/media/b.png' });
  });

  it('puts them into the Open Graph image, the JSON-LD description and the page title', () => {
    const meta = articleMeta(article({}), {
      siteUrl: SITE,
      modified: 0,
      description: 'x',
      editorial: { ...NO_EDITORIAL, seoTitle: 'Search title', seoDescription: 'Search words.', socialImageUrl: '/media/b.png' },
    });
    expect(meta.title).toBe('Search title');
    expect(meta.description).toBe('Search words.');
    expect(meta.og.image).toBe(`${SITE}/media/b.png`);
    expect(meta.jsonLd).toMatchObject({ description: 'Search words.', image: [`${SITE}/media/b.png`] });
  });

  it('links with the editor’s slug when there is one; the id alone still finds the article', () => {
    expect(articleHref(12, 'Storm hits the coast', 'storm')).toBe('/article/12?storm');
    expect(articleHref(12, 'Storm hits the coast', null)).toBe('/article/12?storm-hits-the-coast');
    expect(articleHref(12, 'Storm hits the coast', '')).toBe('/article/12?storm-hits-the-coast');
  });
});
