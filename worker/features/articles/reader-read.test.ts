// A signed-in reader's article page drawn from the copy every reader shares (reader-read.ts): it
// must never show one reader another's state, nor anything older than the article as it stands.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { comments } from '../../db/schema';
import { db, makeArticle, makeReader } from '../../test/factories';
import { call, SITE } from '../../test/http';
import { islandProps } from '../../test/pages';

type CommentsProps = { list: { id: number; body: string; can_edit: boolean; hidden: boolean }[]; reader: string };

async function page(id: number, cookie: string) {
  const res = await SELF.fetch(`${SITE}/article/${id}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const bar = /data-actions="\d+" data-up="(\d+)" data-down="(\d+)"/.exec(html)!;
  const pressed = /data-press="up"[^>]*aria-pressed="(true|false)"|aria-pressed="(true|false)"[^>]*data-press="up"/.exec(html)!;
  return {
    html,
    up: Number(bar[1]),
    upPressed: (pressed[1] ?? pressed[2]) === 'true',
    comments: islandProps<CommentsProps>(html, 'Comments'),
  };
}

describe("a signed-in reader's article page from the shared copy", () => {
  it('shows each reader their own vote and the count as it stands, on the very next view', async () => {
    const a = await makeArticle({ upvotes: 4 });
    const [one, two] = [await makeReader('free'), await makeReader('free')];
    expect(await page(a.id, one.cookie)).toMatchObject({ up: 4, upPressed: false });
    expect((await call('POST', `/api/articles/${a.id}/upvote`, { cookie: one.cookie })).status).toBe(200);
    expect(await page(a.id, one.cookie)).toMatchObject({ up: 5, upPressed: true });
    expect(await page(a.id, two.cookie)).toMatchObject({ up: 5, upPressed: false });
  });

  it('shows a new comment, an edit and a removal at once, and only its author can edit it', async () => {
    const a = await makeArticle();
    const [author, other] = [await makeReader('free'), await makeReader('free')];
    expect((await page(a.id, other.cookie)).comments.list).toEqual([]);
    const [c] = await db().insert(comments).values({ articleId: a.id, userId: author.id, body: 'First take' }).returning();
    const seen = await page(a.id, other.cookie);
    expect(seen.comments.list.map((x) => [x.body, x.can_edit])).toEqual([['First take', false]]);
    expect((await page(a.id, author.cookie)).comments.list.map((x) => [x.body, x.can_edit])).toEqual([['First take', true]]);
    // The other reader's markup (shared by readers drawn alike) has no edit form for it.
    expect((await page(a.id, other.cookie)).html).not.toContain(`/comments/${c!.id}/edit`);
    await env.DB.prepare('UPDATE comments SET body = ?, edit_count = 1 WHERE id = ?').bind('Second take', c!.id).run();
    expect((await page(a.id, other.cookie)).comments.list.map((x) => x.body)).toEqual(['Second take']);
    await env.DB.prepare("UPDATE comments SET body = '', deleted_at = unixepoch() WHERE id = ?").bind(c!.id).run();
    expect((await page(a.id, other.cookie)).comments.list).toEqual([]);
  });

  it('still shows a reader the comment of theirs that reports hid from everyone else', async () => {
    const a = await makeArticle();
    const [author, other] = [await makeReader('free'), await makeReader('free')];
    await db().insert(comments).values({ articleId: a.id, userId: author.id, body: 'Reported away', reportsCount: 3 });
    expect((await page(a.id, other.cookie)).comments.list).toEqual([]);
    expect((await page(a.id, author.cookie)).comments.list.map((x) => [x.body, x.hidden])).toEqual([['Reported away', true]]);
  });
});
