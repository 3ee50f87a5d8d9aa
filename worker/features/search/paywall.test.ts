// Search respects the paywall (decision 027): every search surface (/api/search, the /search page,
// the article list's q) matches an article's body only for readers who may read it; anyone else
// finds the article by its title, tag names and the excerpt they are shown. Words are unique per
// test, so rows from other tests never match.
import { describe, expect, it } from 'vitest';
import { articleHref } from '../../contracts/article-url';
import type { SearchResult } from '../../contracts/search';
import { makeArticle, makeReader, makeSession, makeTag } from '../../test/factories';
import { call, dataIn } from '../../test/http';

const stem = () => `zp${Math.random().toString(36).slice(2, 9).replace(/\d/g, 'y')}`;
const threeWords = () => [stem(), stem(), stem()].join(' ');
// Long enough that the excerpt (a quarter of the text, at most 320 characters) ends far before `words`.
const FILLER = 'The committee met again on Tuesday and agreed to meet again next week. '.repeat(30);
const bodyWith = (words: string) => `${FILLER}${words} closed the meeting. ${FILLER}`;

type Reader = { name: string; cookie?: string };
const GUEST: Reader = { name: 'guest' };
const reader = async (kind: 'free' | 'plus'): Promise<Reader> => ({ name: kind, cookie: (await makeReader(kind)).cookie });

/** Whether the reader finds the article by `q` on each search surface. */
async function finds(r: Reader, q: string, article: { id: number; title: string }) {
  const opts = r.cookie ? { cookie: r.cookie } : {};
  const qs = encodeURIComponent(q);
  const api = await dataIn<SearchResult>(await call('GET', `/api/search?q=${qs}`, opts));
  const list = await dataIn<{ id: number }[]>(await call('GET', `/api/articles?q=${qs}&count=100`, opts));
  const page = await (await call('GET', `/search?q=${qs}`, opts)).text();
  return {
    api: api.articles.some((a) => a.id === article.id),
    list: list.some((a) => a.id === article.id),
    page: page.includes(`href="${articleHref(article.id, article.title)}"`),
  };
}

const everywhere = (yes: boolean) => ({ api: yes, list: yes, page: yes });

describe('search and the paywall', () => {
  it('a guest does not find a paid article by words only in its body; a Plus reader does', async () => {
    const words = threeWords();
    const paid = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid', contentText: bodyWith(words) });
    expect(await finds(GUEST, words, paid)).toEqual(everywhere(false));
    expect(await finds(await reader('free'), words, paid)).toEqual(everywhere(false));
    expect(await finds(await reader('plus'), words, paid)).toEqual(everywhere(true));
  });

  it('a guest finds a paid article by the same words in its title, and by its tag names', async () => {
    const words = threeWords();
    const tagWord = stem();
    const tag = await makeTag({ name: `${tagWord} Desk`, type: 'topic' });
    const paid = await makeArticle(
      { contentType: 'mxm_exclusive', paywall: 'paid', title: `Inside ${words}`, contentText: bodyWith(stem()) },
      [tag.id],
    );
    expect(await finds(GUEST, words, paid)).toEqual(everywhere(true));
    expect(await finds(GUEST, tagWord, paid)).toEqual(everywhere(true));
  });

  it('a guest finds a paid article by words of the excerpt they are shown, not by words just after it', async () => {
    const [shown, hidden] = [stem(), stem()];
    // 40 words of 8 characters: the excerpt stops at a quarter of the text, around word 10.
    const text = [shown, ...Array.from({ length: 38 }, () => 'meetings'), hidden].join(' ');
    const paid = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid', contentText: text });
    expect(await finds(GUEST, shown, paid)).toEqual(everywhere(true));
    expect(await finds(GUEST, hidden, paid)).toEqual(everywhere(false));
    expect(await finds(await reader('plus'), hidden, paid)).toEqual(everywhere(true));
  });

  it("an account-only article's body is found by a free signed-in reader, not by a guest", async () => {
    const words = threeWords();
    const authorized = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'authorized', contentText: bodyWith(words) });
    expect(await finds(GUEST, words, authorized)).toEqual(everywhere(false));
    expect(await finds(await reader('free'), words, authorized)).toEqual(everywhere(true));
    expect(await finds(await reader('plus'), words, authorized)).toEqual(everywhere(true));
  });

  it("a free article's body is found by everyone, whatever its paywall field says", async () => {
    const [words, exclusiveWords] = [threeWords(), threeWords()];
    // Free: not exclusive content (a paywall value there gates nothing), or exclusive with paywall free.
    const other = await makeArticle({ contentType: 'other', paywall: 'paid', contentText: bodyWith(words) });
    const openExclusive = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'free', contentText: bodyWith(exclusiveWords) });
    for (const r of [GUEST, await reader('free'), await reader('plus')]) {
      expect(await finds(r, words, other), r.name).toEqual(everywhere(true));
      expect(await finds(r, exclusiveWords, openExclusive), r.name).toEqual(everywhere(true));
    }
  });

  it('a reader whose Plus has ended is a free reader again', async () => {
    const words = threeWords();
    const paid = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid', contentText: bodyWith(words) });
    const { cookie } = await makeSession({ subscriptionEnd: Math.floor(Date.now() / 1000) - 60 });
    expect(await finds({ name: 'lapsed', cookie }, words, paid)).toEqual(everywhere(false));
  });

  it('keeps the best match first: a paid title match above a free body match, for a guest too', async () => {
    const word = stem();
    const inBody = await makeArticle({ contentText: bodyWith(word), date: 1_800_000_000 });
    const inTitle = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid', title: `${word} returns`, date: 1_700_000_000 });
    for (const r of [GUEST, await reader('plus')]) {
      const { articles } = await dataIn<SearchResult>(await call('GET', `/api/search?q=${word}`, r.cookie ? { cookie: r.cookie } : {}));
      expect(
        articles.map((a) => a.id),
        r.name,
      ).toEqual([inTitle.id, inBody.id]);
    }
  });

  it("a guest's words must all be in what they are shown: one in the title and one in the gated body is no match", async () => {
    const [inTitle, inBody] = [stem(), stem()];
    const paid = await makeArticle({
      contentType: 'mxm_exclusive',
      paywall: 'paid',
      title: `${inTitle} report`,
      contentText: bodyWith(inBody),
    });
    expect(await finds(GUEST, `${inTitle} ${inBody}`, paid)).toEqual(everywhere(false));
    expect(await finds(await reader('plus'), `${inTitle} ${inBody}`, paid)).toEqual(everywhere(true));
  });
});
