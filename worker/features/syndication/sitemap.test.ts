// The sitemap index: files of at most SITEMAP_MAX_URLS URLs by id ranges, proven with 3 per file.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { db, makeArticle, makeTag } from '../../test/factories';
import { sitemapArticles, sitemapExtent } from './queries';
import {
  idRange,
  parseSitemapFile,
  rangeFiles,
  SITEMAP_MAX_URLS,
  sitemapFileExists,
  sitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
} from './sitemap';

const SITE = 'http://edgewire.test';
const get = (p: string) => SELF.fetch(`${SITE}${p}`);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap rules', () => {
  it('keeps the protocol’s limit: 50,000 URLs per file', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(idRange(1)).toEqual({ first: 1, last: 50_000 });
    expect(rangeFiles(1_000_000)).toBe(20);
  });

  it('splits ids into files of at most perFile, every id in exactly one file', () => {
    const perFile = 3;
    expect([0, 1, 3, 4, 7].map((n) => rangeFiles(n, perFile))).toEqual([0, 1, 1, 2, 3]);
    const files = sitemapFiles({ tags: 2, articles: 7 }, perFile);
    expect(files.map(sitemapFileName)).toEqual(['pages.xml', 'tags-1.xml', 'articles-1.xml', 'articles-2.xml', 'articles-3.xml']);
    const covered = files.flatMap((f) => {
      if (f.kind !== 'articles') return [];
      const { first, last } = idRange(f.n, perFile);
      expect(last - first + 1).toBe(perFile);
      return Array.from({ length: last - first + 1 }, (_, i) => first + i);
    });
    expect(covered.slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(covered).size).toBe(covered.length);
    expect(sitemapFileExists({ kind: 'articles', n: 3 }, { tags: 2, articles: 7 }, perFile)).toBe(true);
    expect(sitemapFileExists({ kind: 'articles', n: 4 }, { tags: 2, articles: 7 }, perFile)).toBe(false);
    expect(sitemapFileExists({ kind: 'tags', n: 1 }, { tags: 0, articles: 7 }, perFile)).toBe(false);
  });

  it('names files one way only; anything else is not a sitemap', () => {
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFile('articles-12.xml')).toEqual({ kind: 'articles', n: 12 });
    expect(parseSitemapFile('tags-1.xml')).toEqual({ kind: 'tags', n: 1 });
    for (const bad of [
      'articles-0.xml',
      'articles-01.xml',
      'articles-1',
      'articles--1.xml',
      'users-1.xml',
      'articles-1.xml.gz',
      'pages-1.xml',
      'articles-1234567890.xml',
      '',
    ]) {
      expect(parseSitemapFile(bad), bad).toBeNull();
    }
  });

  it('writes a sitemaps.org index', () => {
    const xml = sitemapIndexXml(SITE, sitemapFiles({ tags: 1, articles: 1 }));
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/tags-1.xml`, `${SITE}/sitemaps/articles-1.xml`]);
  });
});

describe('sitemap files', () => {
  it('with 3 per file, the id ranges list every published article once and no file holds more than 3', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await makeArticle({ status: i === 3 ? 'drafted' : 'published' }));
    const perFile = 3;
    const extent = await sitemapExtent(db());
    const seen: number[] = [];
    for (const f of sitemapFiles(extent, perFile)) {
      if (f.kind !== 'articles') continue;
      const { first, last } = idRange(f.n, perFile);
      const rows = await sitemapArticles(db(), first, last);
      expect(rows.length).toBeLessThanOrEqual(perFile);
      seen.push(...rows.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const [i, a] of made.entries()) expect(seen.includes(a.id), `article ${i}`).toBe(i !== 3);
  });

  it('serves /sitemap.xml as an index whose files hold the pages, tags and published articles', async () => {
    const tag = await makeTag({ tag: 'sitemap-index-topic' });
    const pub = await makeArticle({}, [tag.id]);
    const draft = await makeArticle({ status: 'drafted' });
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const index = await res.text();
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    expect(files[0]).toBe(`${SITE}/sitemaps/pages.xml`);
    const bodies = await Promise.all(files.map(async (loc) => (await SELF.fetch(loc)).text()));
    const all = bodies.flatMap(locs);
    expect(all).toContain(`${SITE}/trending`);
    expect(all).toContain(`${SITE}/trending/sitemap-index-topic`);
    expect(all).toContain(`${SITE}/article/${pub.id}`);
    expect(all).not.toContain(`${SITE}/article/${draft.id}`);
    for (const body of bodies) expect(locs(body).length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });

  it('answers unknown and malformed sitemap names with a clean 404', async () => {
    for (const path of [
      '/sitemaps/articles-0.xml',
      '/sitemaps/articles-999999.xml',
      '/sitemaps/nope.xml',
      '/sitemaps/tags-01.xml',
      '/sitemaps/%00.xml',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });
});
