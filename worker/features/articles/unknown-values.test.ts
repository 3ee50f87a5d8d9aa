// A content type or paywall the access table does not know (SQLite does not enforce the enum, so a
// row can hold one) is refused everywhere, to every reader, Plus included: the body is withheld
// from the page and the API, a search does not match it, and no one comments on it, shares it or
// votes on it. The values are written behind the app's back, as an outside write would.
import { env } from 'cloudflare:test';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ArticleDto } from '../../contracts/articles';
import { COMMENT_MESSAGES } from '../../contracts/comments';
import type { SearchResult } from '../../contracts/search';
import { SHARE_MESSAGES } from '../../contracts/share';
import { VOTE_MESSAGES } from '../../contracts/votes';
import { makeArticle, makeReader } from '../../test/factories';
import { call, dataIn, firstError, SITE } from '../../test/http';
import { uniqueAddress } from '../../test/mail';

// Words no other test uses: letters only, as the search's tokenizer reads them.
const word = () => `zu${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const FILLER = 'The council met again on Tuesday and agreed to meet again next week. '.repeat(30);

async function oddArticle(contentType: string, paywall: string) {
  const [titleWord, bodyWord] = [word(), word()];
  const text = `${FILLER}${bodyWord} closed the meeting. ${FILLER}`;
  const a = await makeArticle({ title: `Harbour ${titleWord}`, content: `<p>${text}</p>`, contentText: text, upvotes: 4, downvotes: 2 });
  await env.DB.prepare('UPDATE articles SET content_type = ?, paywall = ? WHERE id = ?').bind(contentType, paywall, a.id).run();
  // Nothing was written about it (every write refused): the row goes, so other tests' lists never meet it.
  onTestFinished(async () => void (await env.DB.prepare('DELETE FROM articles WHERE id = ?').bind(a.id).run()));
  return { ...a, titleWord, bodyWord };
}

const found = async (q: string, id: number, cookie?: string) =>
  (await dataIn<SearchResult>(await call('GET', `/api/search?q=${q}`, { cookie }))).articles.some((a) => a.id === id);

describe('a kind of article the access table does not know', () => {
  for (const [contentType, paywall] of [
    ['mxm_exclusive', 'metered'],
    ['podcast', 'free'],
  ] as const) {
    it(`${contentType}/${paywall}: no reader gets its body, finds it by its body, comments, shares or votes`, async () => {
      const a = await oddArticle(contentType, paywall);
      const [free, plus] = [await makeReader('free'), await makeReader('plus')];
      for (const cookie of [undefined, free.cookie, plus.cookie]) {
        const dto = await dataIn<ArticleDto>(await call('GET', `/api/articles/${a.id}`, { cookie }));
        expect([dto.content, dto.locked]).toEqual([null, 'subscription']);
        const page = await call('GET', `/article/${a.id}`, { cookie });
        expect(page.status).toBe(200);
        expect(await page.text()).not.toContain(a.bodyWord);
        // Found by its title, as any gated article is; never by its body.
        expect([await found(a.titleWord, a.id, cookie), await found(a.bodyWord, a.id, cookie)]).toEqual([true, false]);
      }

      for (const reader of [free, plus]) {
        const comment = await call('POST', `/aux/articles/${a.id}/comments`, { cookie: reader.cookie, body: { body: 'Hello' } });
        expect(comment.status).toBe(403);
        expect((await firstError(comment)).message).toBe(COMMENT_MESSAGES.mayNotComment);
      }

      const shared = await call('POST', '/aux/articles/share-in-email', {
        cookie: plus.cookie,
        body: { addresses: [uniqueAddress('odd')], article: a.id, url: `${SITE}/article/${a.id}` },
      });
      expect(shared.status).toBe(403);
      expect((await firstError(shared)).message).toBe(SHARE_MESSAGES.failed);
      const passes = await env.DB.prepare('SELECT count(*) AS n FROM share_passes WHERE article_id = ?').bind(a.id).first<{ n: number }>();
      expect(passes!.n).toBe(0);

      for (const [reader, press] of [
        [free, 'up'],
        [plus, 'up'],
        [plus, 'down'],
      ] as const) {
        const voted = await call('POST', `/api/articles/${a.id}/${press}vote`, { cookie: reader.cookie });
        expect(voted.status).toBe(403);
        expect(await firstError(voted)).toMatchObject({ code: 'forbidden', message: VOTE_MESSAGES.failed });
      }
      const counts = await env.DB.prepare('SELECT upvotes, downvotes FROM articles WHERE id = ?').bind(a.id).first();
      expect(counts).toEqual({ upvotes: 4, downvotes: 2 });
    });
  }
});
