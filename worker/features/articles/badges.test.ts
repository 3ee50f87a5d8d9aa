// Badges and gates tell the same story (issue 12 item 6), through the real Worker: a free reader's
// trending and tag pages never badge "Plus" an article they can open in full (and badge every one
// they cannot), and the gates lead where the badge promised: a guest on a paid story to the plans,
// a free reader into the funnel at payment, each with the article to come back to.
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCaches } from '../../cache';
import { makeActiveView, makeArticle, makeReader, makeTag } from '../../test/factories';

let n = 0;
const page = async (path: string, cookie?: string) =>
  (await SELF.fetch(`http://edgewire.test${path}?_t=${Date.now()}${n++}`, { headers: cookie ? { cookie } : {} })).text();

/** Each card on a page: its article id and its badge class, if any. */
function cards(html: string): { id: number; badge: string | null }[] {
  return html
    .split('<article class="card-')
    .slice(1)
    .map((chunk) => {
      const card = chunk.slice(0, chunk.indexOf('</article>'));
      return { id: Number(/href="\/article\/(\d+)/.exec(card)![1]), badge: /class="card-(plus|account)"/.exec(card)?.[1] ?? null };
    });
}

/** The gate's links as action → href (entities decoded), or null for an article shown in full. */
function gate(html: string): Record<string, string> | null {
  if (!html.includes('data-paywall=')) return null;
  const links = [...html.matchAll(/<a href="([^"]+)" class="btn[^"]*" data-gate-action="(\w+)"/g)];
  return Object.fromEntries(links.map((m) => [m[2], m[1]!.replaceAll('&amp;', '&')]));
}

async function threeKinds() {
  const tag = await makeTag({ type: 'topic' });
  const make = (title: string, contentType: 'other' | 'mxm_exclusive', paywall: 'free' | 'authorized' | 'paid') =>
    makeArticle({ title, contentType, paywall }, [tag.id]);
  const open = await make('Open to all', 'other', 'paid');
  const account = await make('For account holders', 'mxm_exclusive', 'authorized');
  const paid = await make('For Plus readers', 'mxm_exclusive', 'paid');
  // Layout 2: three portrait cards; layout 25: the action-bar-only style, which has no meta line.
  const again = [await make('Open again', 'other', 'free'), await make('Account again', 'mxm_exclusive', 'authorized')];
  const paidAgain = await make('Plus again', 'mxm_exclusive', 'paid');
  await makeActiveView([
    { layout: 2, articleIds: [open.id, account.id, paid.id] },
    { layout: 25, articleIds: [...again.map((a) => a.id), paidAgain.id] },
  ]);
  return { tag, open, account, paid, paidAgain };
}

beforeEach(() => resetCaches());

describe('badges', () => {
  it("never badge 'Plus' what a free reader can open in full on trending and tag pages, and badge all they cannot", async () => {
    const { tag, open, account, paid, paidAgain } = await threeKinds();
    const free = await makeReader('free');
    for (const path of ['/trending', `/trending/${tag.tag}`]) {
      const shown = cards(await page(path, free.cookie));
      const badgeOf = (id: number) => shown.find((c) => c.id === id)?.badge;
      expect([badgeOf(open.id), badgeOf(account.id), badgeOf(paid.id)], path).toEqual([null, 'account', 'plus']);
      if (path === '/trending') expect(badgeOf(paidAgain.id), 'the action-bar-only card').toBe('plus');
      for (const card of shown) {
        const gated = gate(await page(`/article/${card.id}`, free.cookie)) !== null;
        expect(card.badge === 'plus', `${path}: card ${card.id}`).toBe(gated);
      }
    }
  });

  it('mark the article page the same way as its card', async () => {
    const { account, paid, open } = await threeKinds();
    expect(await page(`/article/${paid.id}`)).toContain('data-badge="plus">Plus</span>');
    expect(await page(`/article/${account.id}`)).toContain('data-badge="account">Free account</span>');
    expect(await page(`/article/${open.id}`)).not.toContain('data-badge=');
  });
});

describe('gates', () => {
  it("lead a guest on a paid story to the plans, with the spec's words and the way back", async () => {
    const { paid } = await threeKinds();
    const html = await page(`/article/${paid.id}`);
    expect(html).toContain('This article requires a paid account.');
    expect(html).toContain('Subscribe to the paid tier to access this content.');
    expect(gate(html)).toEqual({ login: '/login', plans: `/subscribe?article=${paid.id}` });
  });

  it('lead a free reader on a paid story into the funnel at payment (or to the plans)', async () => {
    const { paid } = await threeKinds();
    const free = await makeReader('free');
    const html = await page(`/article/${paid.id}`, free.cookie);
    expect(html).toContain('This article requires a paid account.');
    expect(gate(html)).toEqual({ payment: `/subscribe/payment?plan=annual&article=${paid.id}`, plans: `/subscribe?article=${paid.id}` });
  });

  it('ask a guest on an account-only story to sign up; a free reader reads it in full', async () => {
    const { account } = await threeKinds();
    const html = await page(`/article/${account.id}`);
    expect(html).toContain('This article requires an account.');
    expect(gate(html)).toEqual({ login: '/login', signup: '/signup' });
    const free = await makeReader('free');
    expect(gate(await page(`/article/${account.id}`, free.cookie))).toBeNull();
  });
});
