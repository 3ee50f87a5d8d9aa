// What an article page offers after the story (read-next.ts): "More in {category}" (the newest
// other published stories of its first category tag) and "Latest" (the newest others, none of
// those), before the comments, read in the article's own batch; a story without a category gets
// "Latest" alone. Other test files share this database: "Latest" is asserted by its shape, not
// its rows.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { TagDto } from '../../contracts/articles';
import { createDb } from '../../db/client';
import { makeArticle, makeTag } from '../../test/factories';
import { SITE } from '../../test/http';
import type { CardRow } from './queries';
import { MORE_CANDIDATES, NEXT_SHOWN, readNext, readNextQueries } from './read-next';

const page = async (path: string, cookie?: string) => {
  const res = await SELF.fetch(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  return res.text();
};
/** The article ids a section links to, in order. */
const idsIn = (html: string, section: 'more' | 'latest') => {
  const part = new RegExp(`<section[^>]*data-next="${section}"[^>]*>(.*?)</section>`, 's').exec(html)?.[1] ?? '';
  return [...part.matchAll(/<a href="\/article\/(\d+)/g)].map((m) => Number(m[1]));
};
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

describe('the article page after the story', () => {
  it('offers the newest other published stories of its category, then the latest, before the comments', async () => {
    const category = await makeTag({ type: 'category', name: 'Harbour Affairs' });
    const topic = await makeTag({ type: 'topic' });
    const t = now();
    const read = await makeArticle({ date: t - 10 * HOUR }, [topic.id, category.id]);
    const [older, newest, middle] = [
      await makeArticle({ date: t - 3 * HOUR }, [category.id]),
      await makeArticle({ date: t - HOUR }, [category.id]),
      await makeArticle({ date: t - 2 * HOUR }, [category.id]),
    ];
    await makeArticle({ date: t - 20 * HOUR }, [category.id]); // the fourth newest: not shown
    for (let n = 0; n < NEXT_SHOWN.latest; n++) await makeArticle({ date: t - 30 * HOUR }, [topic.id]);
    // Never a draft (even a newer one), nor a kind of story the access table does not know.
    await makeArticle({ date: t, status: 'drafted' }, [category.id]);
    const odd = await makeArticle({ date: t }, [category.id]);
    await env.DB.prepare('UPDATE articles SET content_type = ? WHERE id = ?').bind('podcast', odd.id).run();
    onTestFinished(async () => void (await env.DB.prepare('DELETE FROM articles WHERE id = ?').bind(odd.id).run()));

    const html = await page(`/article/${read.id}`);
    expect(idsIn(html, 'more')).toEqual([newest.id, middle.id, older.id]);
    expect(html).toContain(`href="/trending/${category.tag}"`);
    expect(html).toMatch(/<h2 id="read-next-more"[^>]*><a [^>]*>More in Harbour Affairs<\/a><\/h2>/);
    const latest = idsIn(html, 'latest');
    expect(latest).toHaveLength(NEXT_SHOWN.latest);
    for (const id of [read.id, newest.id, middle.id, older.id, odd.id]) expect(latest).not.toContain(id);
    // After the story, before the comments.
    const [story, next, comments] = [html.indexOf('</article>'), html.indexOf('data-read-next'), html.indexOf('id="comments"')];
    expect(story).toBeGreaterThan(0);
    expect(next).toBeGreaterThan(story);
    expect(comments).toBeGreaterThan(next);
  });

  it('gives a story without a category "Latest" alone, of four, and a long title and no picture lay out as cards', async () => {
    const title = `A very long headline ${'that keeps going '.repeat(12)}Supercalifragilisticexpialidocious-and-then-some`;
    for (let n = 0; n < NEXT_SHOWN.latestAlone; n++) await makeArticle();
    const lonely = await makeArticle({ title, imageUrl: null });
    const html = await page(`/article/${lonely.id}`);
    expect(html).not.toContain('data-next="more"');
    const latest = idsIn(html, 'latest');
    expect(latest).toHaveLength(NEXT_SHOWN.latestAlone);
    expect(latest).not.toContain(lonely.id);
    expect(html).toContain('class="read-next-list read-next-grid"');
  });

  it('shows the excerpt as the dek under the headline: a gated story gives away no more than its gate', async () => {
    const text = `The harbour reopened at dawn. ${'More public words follow here. '.repeat(30)}`;
    const free = await makeArticle({ content: `<p>${text}</p>`, contentText: text });
    expect(await page(`/article/${free.id}`)).toMatch(/<p class="[^"]*" data-dek="">The harbour reopened at dawn\.<\/p>/);
    const paid = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid', content: `<p>${text}</p>`, contentText: text });
    const dek = /data-dek="">([^<]*)<\/p>/.exec(await page(`/article/${paid.id}`))?.[1] ?? '';
    expect(dek.length).toBeGreaterThan(0);
    expect(dek.length).toBeLessThanOrEqual(161);
  });
});

describe('readNext', () => {
  const row = (id: number): CardRow => ({
    id,
    title: `Story ${id}`,
    url: null,
    imageUrl: null,
    blurHash: null,
    date: 1_700_000_000 - id,
    contentType: 'other',
    paywall: 'free',
    upvotes: 0,
    downvotes: 0,
    commentsCount: 0,
  });
  const cat: TagDto = { id: 7, name: 'Courts', type: 'category', tag: 'courts', scope: 'category:courts', image_url: null };
  const topic: TagDto = { ...cat, id: 8, type: 'topic', tag: 'law', scope: 'topic:law' };
  const rows = (more: number[], latest: number[]) => ({ more: more.map(row), moreTags: [], latest: latest.map(row), latestTags: [] });

  it('leaves out of "Latest" what "More in" shows, and shows three of each', () => {
    const next = readNext([topic, cat], rows([1, 2, 3], [1, 4, 2, 5, 6, 7, 8]), 1_700_000_000);
    expect(next.category).toEqual(cat);
    expect(next.more.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(next.latest.map((a) => a.id)).toEqual([4, 5, 6]);
  });

  it('has no "More in" without a category tag (a topic is not one), and then four in "Latest"', () => {
    const next = readNext([topic], rows([1, 2, 3], [1, 2, 3, 4, 5]), 1_700_000_000);
    expect(next).toMatchObject({ category: null, more: [] });
    expect(next.latest.map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });

  it('has no "More in" when the category holds nothing else', () => {
    const next = readNext([cat], rows([], [4, 5]), 1_700_000_000);
    expect(next).toMatchObject({ category: null, more: [] });
    expect(next.latest.map((a) => a.id)).toEqual([4, 5]);
  });
});

describe('"More in" at scale', () => {
  it("reads only the category's newest MORE_CANDIDATES from the tag's index, whatever its size", async () => {
    const { more } = readNextQueries(createDb(env.DB), 1);
    const { sql, params } = more.toSQL();
    expect(sql).toMatch(
      /FROM article_tags WHERE tag_id = .+ AND published_date IS NOT NULL ORDER BY published_date DESC, article_id DESC LIMIT \?/,
    );
    expect(params).toContain(MORE_CANDIDATES);
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join('\n');
    expect(plan).toMatch(/SEARCH article_tags USING (COVERING )?INDEX article_tags_tag_published_idx/);
    expect(plan).not.toMatch(/SCAN articles\b|SCAN article_tags\b/);
  });
});
