// Badges and gates tell the same story (issue 12 item 6), through the real Worker: a free reader's
// trending and tag pages never badge "Plus" an article they can open in full (and badge every one
// they cannot), and the gates lead where the badge promised: a guest on a paid story to the plans,
// a free reader into the funnel at payment, each with the article to come back to.
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCaches } from '../../cache';
import { dollars, PLANS, PLUS_BENEFITS } from '../../contracts/plans';
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
  const links = [...html.matchAll(/<a href="([^"]+)" class="[^"]*" data-gate-action="(\w+)"/g)];
  return Object.fromEntries(links.map((m) => [m[2], m[1]!.replaceAll('&amp;', '&')]));
}

/** The gate's section: its buttons (calls to action), price line and benefits. */
function gateBox(html: string) {
  const box = /<section[^>]*data-paywall="[^"]*"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  const text = (part: string) => part.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
  return {
    buttons: [...box.matchAll(/<a [^>]*class="btn [^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]),
    price: text(/data-gate-price="">([\s\S]*?)<\/p>/.exec(box)?.[1] ?? ''),
    benefits: [...box.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => text(m[1]!).replace('✓', '').trim()),
  };
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
  it("lead a guest on a paid story to the plans, with the spec's words, the price, three benefits and one button", async () => {
    const { paid } = await threeKinds();
    const html = await page(`/article/${paid.id}`);
    expect(html).toContain('This article requires a paid account.');
    expect(html).toContain('Subscribe to the paid tier to access this content.');
    expect(gate(html)).toEqual({ login: '/login', plans: `/subscribe?article=${paid.id}` });
    expect(gateBox(html)).toEqual({
      buttons: ['Subscribe'],
      // PLANS (contracts/plans.ts): the spec's figures, never restated.
      price: `${dollars(PLANS.annual.weeklyCents)} a week${dollars(PLANS.annual.cents)} per year (save 30 percent) or ${dollars(PLANS.monthly.cents)} per month. The first month is free.`,
      benefits: PLUS_BENEFITS.slice(0, 3),
    });
  });

  it('lead a free reader on a paid story to the plans: one button, the same price and benefits', async () => {
    const { paid } = await threeKinds();
    const free = await makeReader('free');
    const html = await page(`/article/${paid.id}`, free.cookie);
    expect(html).toContain('This article requires a paid account.');
    expect(html).toContain('Subscribe to the paid tier to access this content.');
    expect(gate(html)).toEqual({ plans: `/subscribe?article=${paid.id}` });
    const box = gateBox(html);
    expect(box.buttons).toEqual(['Subscribe']);
    expect(box.price).toContain('$89.64 per year');
    expect(box.benefits).toHaveLength(3);
  });

  it('ask a guest on an account-only story to sign up; a free reader reads it in full', async () => {
    const { account } = await threeKinds();
    const html = await page(`/article/${account.id}`);
    expect(html).toContain('This article requires an account.');
    expect(gate(html)).toEqual({ login: '/login', signup: '/signup' });
    expect(gateBox(html)).toMatchObject({ buttons: ['Sign Up'], price: '', benefits: [] });
    const free = await makeReader('free');
    expect(gate(await page(`/article/${account.id}`, free.cookie))).toBeNull();
  });
});
