// tag_totals (migration i29_flat_tags) must always equal a count of the tag's published links,
// whatever writes them: an article made published or drafted, published, unpublished, redated,
// retagged, deleted (its links go by cascade), a link moved to another tag, a tag deleted. The
// tag page's total and a one-tag list's total read it (tag-totals.ts).
import { env } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_LIST_DEPTH } from '../../contracts/paging';
import { articles, articleTags, tags } from '../../db/schema';
import { db, makeArticle, makeTag } from '../../test/factories';
import { tagTotalQuery } from './tag-totals';

/** The kept total and a fresh count, for each tag. */
async function both(tagIds: number[]) {
  const out: { kept: number; counted: number }[] = [];
  for (const id of tagIds) {
    const [kept] = await tagTotalQuery(db(), id);
    const [counted] = await db()
      .select({ n: sql<number>`count(*)` })
      .from(articleTags)
      .where(sql`${articleTags.tagId} = ${id} AND ${articleTags.publishedDate} IS NOT NULL`);
    out.push({ kept: kept!.n, counted: counted!.n });
  }
  return out;
}

async function expectKept(tagIds: number[], expected: number[]) {
  const got = await both(tagIds);
  expect(got.map((g) => g.counted)).toEqual(expected);
  expect(got.map((g) => g.kept)).toEqual(expected);
}

describe('tag_totals', () => {
  it('follows every write to an article and its links', async () => {
    const [a, b, c] = [await makeTag(), await makeTag(), await makeTag()];
    const ids = [a.id, b.id, c.id];
    await expectKept(ids, [0, 0, 0]);

    const one = await makeArticle({}, [a.id, b.id]);
    const draft = await makeArticle({ status: 'drafted' }, [a.id, c.id]);
    await expectKept(ids, [1, 1, 0]);

    // Published, then redated (still published: no change), then unpublished.
    await db().update(articles).set({ status: 'published' }).where(eq(articles.id, draft.id));
    await expectKept(ids, [2, 1, 1]);
    await db().update(articles).set({ date: 1_700_000_000 }).where(eq(articles.id, draft.id));
    await expectKept(ids, [2, 1, 1]);
    await db().update(articles).set({ status: 'drafted' }).where(eq(articles.id, one.id));
    await expectKept(ids, [1, 0, 1]);

    // A link moved to another tag, a link removed, a link added to a published article.
    await db()
      .update(articleTags)
      .set({ tagId: b.id })
      .where(sql`${articleTags.articleId} = ${draft.id} AND ${articleTags.tagId} = ${c.id}`);
    await expectKept(ids, [1, 1, 0]);
    await db().delete(articleTags).where(sql`${articleTags.articleId} = ${draft.id} AND ${articleTags.tagId} = ${a.id}`);
    await expectKept(ids, [0, 1, 0]);
    await db().insert(articleTags).values({ articleId: draft.id, tagId: c.id, position: 5 });
    await expectKept(ids, [0, 1, 1]);

    // The article deleted: its links go by cascade, and their counts with them.
    await db().delete(articles).where(eq(articles.id, draft.id));
    await expectKept(ids, [0, 0, 0]);
  });

  it('goes with its tag, and caps the total a list shows', async () => {
    const t = await makeTag();
    await makeArticle({}, [t.id]);
    await db().delete(tags).where(eq(tags.id, t.id));
    const { results } = await env.DB.prepare('SELECT count(*) AS n FROM tag_totals WHERE tag_id = ?').bind(t.id).all<{ n: number }>();
    expect(results[0]?.n).toBe(0);

    const big = await makeTag();
    await env.DB.prepare(
      'INSERT INTO tag_totals (tag_id, published) VALUES (?, ?) ON CONFLICT (tag_id) DO UPDATE SET published = excluded.published',
    )
      .bind(big.id, MAX_LIST_DEPTH + 5)
      .run();
    const [capped] = await tagTotalQuery(db(), big.id);
    expect(capped!.n).toBe(MAX_LIST_DEPTH);
  });
});
