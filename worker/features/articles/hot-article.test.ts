// One hot article (issue 29, item 5; docs/decisions/072-hot-article-counters.md): 1,000 readers vote
// and 200 of them comment on it at once, through the real routes on the local D1. Every counter must
// come out exact: the article row's upvotes, downvotes and comments_count, the thread's replies, and
// the same counts as the article is read and as it is listed. A lost update (a read-modify-write in
// the Worker, two batches seeing the same count) fails it.
import { env } from 'cloudflare:test';
import { expect, it, onTestFinished } from 'vitest';
import type { ArticleDto } from '../../contracts/articles';
import type { CommentDto } from '../../contracts/comments';
import { makeArticle, makePlusReaders, makeTag } from '../../test/factories';
import { call, dataIn } from '../../test/http';

const VOTERS = 1000;
const COMMENTERS = 200;
/** Of the commenters, this many reply in one thread; the rest comment at the top level. */
const REPLIERS = 50;
/** What the article had before the crowd came (the seeded crowd behind its counters). */
const BEFORE = { upvotes: 40, downvotes: 3 };

const stored = async (articleId: number, parentId: number) =>
  env.DB.prepare(
    `SELECT a.upvotes, a.downvotes, a.comments_count AS comments,
       (SELECT count(*) FROM votes v WHERE v.article_id = a.id) AS votes,
       (SELECT count(*) FROM comments c WHERE c.article_id = a.id) AS commentRows,
       (SELECT replies_count FROM comments c WHERE c.id = ?2) AS replies
     FROM articles a WHERE a.id = ?1`,
  )
    .bind(articleId, parentId)
    .first();

it('keeps exact counts with 1,000 readers voting and 200 commenting on one article at once', async () => {
  const tag = await makeTag();
  const article = await makeArticle(BEFORE, [tag.id]);
  // The files of a test group share one D1: the most voted story there is taken off the reader
  // pages after, so no other file's trending or list finds it.
  onTestFinished(async () => {
    await env.DB.prepare("UPDATE articles SET status = 'drafted' WHERE id = ?").bind(article.id).run();
  });
  const [starter, ...crowd] = await makePlusReaders(VOTERS + 1);
  const thread = await call('POST', `/aux/articles/${article.id}/comments`, { cookie: starter!.cookie, body: { body: 'Thread' } });
  expect(thread.status).toBe(201);
  const parent = await dataIn<CommentDto>(thread);

  // Every vote and every comment in flight at once; the commenters vote as well.
  const votes = crowd.map((r, i) => call('POST', `/api/articles/${article.id}/${i % 4 === 0 ? 'down' : 'up'}vote`, { cookie: r.cookie }));
  const comments = crowd.slice(0, COMMENTERS).map((r, i) =>
    call('POST', `/aux/articles/${article.id}/comments`, {
      cookie: r.cookie,
      body: { body: `Comment ${i}`, reply_to: i < REPLIERS ? parent.id : null },
    }),
  );
  const [voted, commented] = await Promise.all([Promise.all(votes), Promise.all(comments)]);
  expect(voted.map((r) => r.status)).toEqual(Array(VOTERS).fill(200));
  expect(commented.map((r) => r.status)).toEqual(Array(COMMENTERS).fill(201));
  await Promise.all(commented.map((r) => r.body?.cancel()));

  // Each vote's answer is the article right after its own batch: with every batch run alone, the
  // totals they saw are each count from one more than before to the last, every one exactly once.
  const totals = (await Promise.all(voted.map((r) => dataIn<ArticleDto>(r)))).map((a) => a.upvotes + a.downvotes);
  const first = BEFORE.upvotes + BEFORE.downvotes + 1;
  expect(totals.sort((a, b) => a - b)).toEqual(Array.from({ length: VOTERS }, (_, i) => first + i));

  const up = BEFORE.upvotes + VOTERS * 0.75;
  const down = BEFORE.downvotes + VOTERS * 0.25;
  expect(await stored(article.id, parent.id)).toEqual({
    upvotes: up,
    downvotes: down,
    comments: COMMENTERS + 1,
    votes: VOTERS,
    commentRows: COMMENTERS + 1,
    replies: REPLIERS,
  });

  // As readers see it: the article, its place in a list, and the thread's reply count.
  const read = await dataIn<ArticleDto>(await call('GET', `/api/articles/${article.id}`));
  expect([read.upvotes, read.downvotes, read.comments]).toEqual([up, down, COMMENTERS + 1]);
  const listed = (await dataIn<ArticleDto[]>(await call('GET', `/api/articles?tags=${tag.id}`))).find((a) => a.id === article.id);
  expect([listed?.upvotes, listed?.downvotes, listed?.comments]).toEqual([up, down, COMMENTERS + 1]);
  const [oldest] = await dataIn<CommentDto[]>(await call('GET', `/aux/articles/${article.id}/comments?after_id=0&count=1`));
  expect([oldest?.id, oldest?.replies]).toEqual([parent.id, REPLIERS]);
}, 60_000);
