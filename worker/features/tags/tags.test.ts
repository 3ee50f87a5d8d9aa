// `/trending/{tag}` through the real Worker: every tag type, shared slugs, 404s, pagination.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeSession, makeTag } from '../../test/factories';
import { postForm } from '../../test/http';
import { TYPE_PRIORITY } from './rules';

let n = 0;
const slug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${n++}`;
const get = (path: string) => SELF.fetch(`http://edgewire.test${path}`);
const articleIds = (html: string) => [
  ...new Set([...html.slice(html.indexOf('<main')).matchAll(/href="\/article\/(\d+)(?:\?[a-z0-9-]*)?"/g)].map((m) => Number(m[1]))),
];

describe('/trending/{tag}', () => {
  for (const type of TYPE_PRIORITY) {
    it(`shows the feed of a ${type} tag with a header naming it`, async () => {
      const tag = await makeTag({ type, tag: slug(type), name: `The ${type} tag`, imageUrl: `/media/seed/${type}.png` });
      const other = await makeTag({ type });
      const now = Math.floor(Date.now() / 1000);
      const older = await makeArticle({ date: now - 100 }, [other.id, tag.id]);
      const newer = await makeArticle({ date: now - 10 }, [tag.id]);
      await makeArticle({ date: now, status: 'drafted' }, [tag.id]);
      await makeArticle({ date: now }, [other.id]);

      const res = await get(`/trending/${tag.tag}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>The ${type} tag</h1>`));
      expect(html).toContain(`data-tag-header="${type}"`);
      expect(html).toContain(`>${type[0]!.toUpperCase()}${type.slice(1)}</p>`);
      expect(html).toContain('2 stories');
      expect(articleIds(html)).toEqual([newer.id, older.id]);
      // Logos and portraits for publications, curators and authors only.
      expect(html.includes(`src="/media/seed/${type}.png"`)).toBe(['publication', 'curator', 'author'].includes(type));
      expect(html).toContain(`<link rel="canonical" href="http://edgewire.test/trending/${tag.tag}"/>`);
      // A tag's feed is none of the header's sections: none is marked current.
      expect(html).toContain('&quot;active&quot;:null');
    });
  }

  it('picks publication over the other types when they share a slug; type:slug picks one', async () => {
    const shared = slug('shared');
    const byType: Record<string, number> = {};
    for (const type of [...TYPE_PRIORITY].reverse()) {
      const t = await makeTag({ type, tag: shared, name: `Shared ${type}` });
      byType[type] = (await makeArticle({}, [t.id])).id;
    }
    const html = await (await get(`/trending/${shared}`)).text();
    expect(html).toMatch(/<h1[^>]*>Shared publication<\/h1>/);
    expect(articleIds(html)).toEqual([byType.publication]);
    const topic = await (await get(`/trending/topic:${shared}`)).text();
    expect(topic).toMatch(/<h1[^>]*>Shared topic<\/h1>/);
    expect(articleIds(topic)).toEqual([byType.topic]);
  });

  it('answers 404 pages for unknown tags, impossible slugs and impossible page numbers', async () => {
    const tag = await makeTag({ type: 'location', tag: slug('austin-tx') });
    await makeArticle({}, [tag.id]);
    const paths = [
      '/trending/no-such-tag-at-all',
      '/trending/author:no-such',
      '/trending/bogus:thing',
      `/trending/${'x'.repeat(120)}`,
      '/trending/%00',
      '/trending/a%2Fb',
    ];
    for (const q of ['abc', '0', '-1', '1.5', '', '99999999999999999999999', '10001']) paths.push(`/trending/${tag.tag}?page=${q}`);
    paths.push(`/trending/${tag.tag}?page=2`);
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
    }
  });

  it('pages 17 stories at a time, newest first, with links between pages', async () => {
    const tag = await makeTag({ type: 'topic', tag: slug('busy') });
    const now = Math.floor(Date.now() / 1000);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await makeArticle({ date: now - i }, [tag.id])).id);

    const first = await (await get(`/trending/${tag.tag}`)).text();
    expect(articleIds(first)).toEqual(ids.slice(0, 17));
    expect(first).toContain(`href="/trending/${tag.tag}?page=2" rel="next"`);
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('Page 1 of 2');

    const second = await (await get(`/trending/${tag.tag}?page=2`)).text();
    expect(articleIds(second)).toEqual(ids.slice(17));
    expect(second).toContain(`href="/trending/${tag.tag}" rel="prev"`);
    expect(second).not.toContain('rel="next"');
  });

  it('shows an empty state for a tag without published stories', async () => {
    const tag = await makeTag({ type: 'flag', tag: slug('quiet') });
    await makeArticle({ status: 'drafted' }, [tag.id]);
    const res = await get(`/trending/${tag.tag}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('No stories for this tag yet.');
    expect(articleIds(html)).toEqual([]);
  });

  it('has a Follow button that works as a plain form and comes back to the tag page; a guest is asked to log in', async () => {
    const tag = await makeTag({ type: 'topic', tag: slug('follow'), name: 'Followable' });
    await makeArticle({}, [tag.id]);
    const guest = await (await get(`/trending/${tag.tag}`)).text();
    expect(guest).toMatch(/<a[^>]*href="\/login"[^>]*>Login to follow<\/a>/);
    expect(guest).not.toContain('data-island="TagFollow"');

    const { cookie } = await makeSession();
    const page = async () => (await SELF.fetch(`http://edgewire.test/trending/${tag.tag}`, { headers: { cookie } })).text();
    const before = await page();
    expect(before).toContain(`action="/account/follows/tags/${tag.id}"`);
    expect(before).toContain('name="followed" value="true"');
    expect(before).toContain(`name="back" value="/trending/${tag.tag}"`);
    expect(before).toContain('+ Follow');

    const res = await postForm(`/account/follows/tags/${tag.id}`, { followed: 'true', back: `/trending/${tag.tag}` }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/trending/${tag.tag}`);
    const after = await page();
    expect(after).toContain('✓ Following');
    expect(after).toContain('name="followed" value="false"');
  });
});
