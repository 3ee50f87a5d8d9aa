// Reporting comments through the real Worker and D1: once per reader, never one's own, hidden from
// others (and from the counts) at the threshold while its author still sees it, an admin's
// decision wins, the daily limit is exact, and the no-JS form does the same.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COMMENT_REPORT_LIMIT, COMMENT_REPORT_THRESHOLD, type CommentDto, COMMENT_MESSAGES as M } from '../../contracts/comments';
import { makeArticle, makeSession } from '../../test/factories';
import { call, dataIn, firstError, postForm } from '../../test/http';

const at = (articleId: number) => `/aux/articles/${articleId}/comments`;
const list = async (articleId: number, cookie?: string) => dataIn<CommentDto[]>(await call('GET', at(articleId), { cookie }));
const count = (articleId: number) =>
  env.DB.prepare('SELECT comments_count AS n FROM articles WHERE id = ?')
    .bind(articleId)
    .first<{ n: number }>()
    .then((r) => r!.n);

async function setUp() {
  const article = await makeArticle();
  const author = await makeSession();
  const c = await dataIn<CommentDto>(await call('POST', at(article.id), { cookie: author.cookie, body: { body: 'Buy cheap watches' } }));
  return { article, author, c };
}

describe('reporting a comment', () => {
  it(`hides it from others and from the count at ${COMMENT_REPORT_THRESHOLD} distinct reports; its author still sees it`, async () => {
    const { article, author, c } = await setUp();
    const report = (cookie: string) => call('POST', `${at(article.id)}/${c.id}/report`, { cookie, body: { reason: 'Spam' } });
    const first = await makeSession();
    // The same reader reporting twice is one report.
    expect((await report(first.cookie)).status).toBe(200);
    expect((await report(first.cookie)).status).toBe(200);
    for (let i = 1; i < COMMENT_REPORT_THRESHOLD - 1; i++) expect((await report((await makeSession()).cookie)).status).toBe(200);
    expect((await list(article.id)).map((x) => x.id)).toEqual([c.id]);
    expect(await count(article.id)).toBe(1);

    expect((await report((await makeSession()).cookie)).status).toBe(200);
    expect(await list(article.id)).toEqual([]);
    expect(await count(article.id)).toBe(0);
    const own = await list(article.id, author.cookie);
    expect(own).toMatchObject([{ id: c.id, hidden: true, can_edit: true }]);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM comment_reports WHERE comment_id = ?').bind(c.id).first<{ n: number }>();
    expect(rows!.n).toBe(COMMENT_REPORT_THRESHOLD);

    // An admin's decision to keep it wins over the reports.
    await env.DB.prepare("UPDATE comments SET moderation = 'kept' WHERE id = ?").bind(c.id).run();
    expect((await list(article.id)).map((x) => x.id)).toEqual([c.id]);
  });

  it('refuses one’s own comment (400), unknown ones (404), guests (401) and cross-site posts (403)', async () => {
    const { article, author, c } = await setUp();
    const own = await call('POST', `${at(article.id)}/${c.id}/report`, { cookie: author.cookie, body: {} });
    expect(own.status).toBe(400);
    expect(await firstError(own)).toMatchObject({ message: M.ownReport });
    const other = await makeSession();
    expect((await call('POST', `${at(article.id)}/999999/report`, { cookie: other.cookie, body: {} })).status).toBe(404);
    expect((await call('POST', `${at(article.id + 1)}/${c.id}/report`, { cookie: other.cookie, body: {} })).status).toBe(404);
    expect((await call('POST', `${at(article.id)}/${c.id}/report`, { body: {} })).status).toBe(401);
    const cross = await call('POST', `${at(article.id)}/${c.id}/report`, {
      cookie: other.cookie,
      body: {},
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    const long = await call('POST', `${at(article.id)}/${c.id}/report`, { cookie: other.cookie, body: { reason: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(await firstError(long)).toMatchObject({ path: 'reason' });
    const n = await env.DB.prepare('SELECT count(*) AS n FROM comment_reports WHERE comment_id = ?').bind(c.id).first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it(`allows exactly ${COMMENT_REPORT_LIMIT.limit} reports a day per account`, async () => {
    const article = await makeArticle();
    const reporter = await makeSession();
    const ids: number[] = [];
    for (let i = 0; i <= COMMENT_REPORT_LIMIT.limit; i++) {
      const w = await makeSession();
      ids.push((await dataIn<CommentDto>(await call('POST', at(article.id), { cookie: w.cookie, body: { body: `Comment ${i}` } }))).id);
    }
    const results = await Promise.all(
      ids.map((id) => call('POST', `${at(article.id)}/${id}/report`, { cookie: reporter.cookie, body: {} })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(COMMENT_REPORT_LIMIT.limit);
    expect(results.filter((r) => r.status === 429)).toHaveLength(1);
    const n = await env.DB.prepare('SELECT count(*) AS n FROM comment_reports WHERE user_id = ?')
      .bind(reporter.user.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(COMMENT_REPORT_LIMIT.limit);
  });

  it('reports from the form without JavaScript, then goes back to the comments', async () => {
    const { article, c } = await setUp();
    const other = await makeSession();
    const res = await postForm(`/article/${article.id}/comments/${c.id}/report`, { reason: 'Spam' }, { cookie: other.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/article/${article.id}#comments`);
    const n = await env.DB.prepare('SELECT count(*) AS n FROM comment_reports WHERE comment_id = ?').bind(c.id).first<{ n: number }>();
    expect(n!.n).toBe(1);
  });
});
