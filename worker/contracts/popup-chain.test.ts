// The popup runtime's rules as tables: user states, one step, the chain (with its reset), scroll
// depth, frequency caps and the media the browser shows.
import { describe, expect, it } from 'vitest';
import type { PopupTriggerStep } from './admin-popups';
import {
  advanceChain,
  type ChainState,
  chainStart,
  DEFAULT_DELAY_SECONDS,
  mayShow,
  type PopupPage,
  type PopupUserState,
  type PopupViewer,
  profileAsk,
  readCount,
  scrollPercent,
  stepHolds,
  userStateMet,
} from './popup-chain';
import { popupMediaOf } from './popup-media';

const guest: PopupViewer = null;
const free: PopupViewer = { email: 'r@x.test', phone: null, subscribed: false, subscription_end: null };
const plus: PopupViewer = { email: 'p@x.test', phone: '+15550100', subscribed: true, subscription_end: 1_900_000_000 };
const lapsed: PopupViewer = { email: 'l@x.test', phone: '+15550101', subscribed: false, subscription_end: 1_600_000_000 };
const noEmail: PopupViewer = { email: '', phone: null, subscribed: false, subscription_end: null };

describe('user states (spec §4)', () => {
  const table: [PopupUserState, Record<'guest' | 'free' | 'plus' | 'lapsed' | 'noEmail', boolean>][] = [
    ['any', { guest: true, free: true, plus: true, lapsed: true, noEmail: true }],
    ['no-session', { guest: true, free: false, plus: false, lapsed: false, noEmail: true }],
    ['signed-in', { guest: false, free: true, plus: true, lapsed: true, noEmail: false }],
    ['subscribed', { guest: false, free: false, plus: true, lapsed: false, noEmail: false }],
    ['no-subscription', { guest: true, free: true, plus: false, lapsed: false, noEmail: true }],
    ['expired-subscription', { guest: false, free: false, plus: false, lapsed: true, noEmail: false }],
  ];
  const viewers = { guest, free, plus, lapsed, noEmail };
  for (const [state, expected] of table)
    it(state, () => {
      for (const [who, viewer] of Object.entries(viewers))
        expect(userStateMet(state, viewer), `${state} for ${who}`).toBe(expected[who as keyof typeof expected]);
    });
});

const page = (over: Partial<PopupPage> = {}): PopupPage => ({ url: '/', scroll: 0, viewer: guest, ...over });

describe('one step holds when every condition but its delay does', () => {
  const rows: [PopupTriggerStep, PopupPage, boolean][] = [
    [{ urlMatch: '/article/' }, page({ url: '/article/12-x' }), true],
    [{ urlMatch: '/article/' }, page({ url: '/trending' }), false],
    [{ urlMatch: 'utm=x' }, page({ url: '/?utm=x' }), true],
    [{ scrollDepth: 50 }, page({ scroll: 49.9 }), false],
    [{ scrollDepth: 50 }, page({ scroll: 50 }), true],
    [{ scrollDepth: 0 }, page(), true],
    [{ delay: 5 }, page(), true],
    [{ missingPhone: true }, page({ viewer: free }), true],
    [{ missingPhone: true }, page({ viewer: plus }), false],
    [{ missingPhone: true }, page({ viewer: guest }), false],
    [{ missingPhone: false }, page({ viewer: plus }), true],
    [{ missingEmail: true }, page({ viewer: noEmail }), true],
    [{ missingEmail: true }, page({ viewer: free }), false],
    [{ missingEmail: true }, page({ viewer: guest }), false],
    [{ userState: 'subscribed', urlMatch: '/' }, page({ viewer: plus }), true],
    [{ userState: 'subscribed', urlMatch: '/' }, page({ viewer: free }), false],
  ];
  for (const [i, [step, p, want]] of rows.entries())
    it(`row ${i}: ${JSON.stringify(step)}`, () => {
      expect(stepHolds(step, p)).toBe(want);
    });
});

describe('the chain (spec §4: in order; an earlier step unmet resets the later ones)', () => {
  const chain: PopupTriggerStep[] = [{ urlMatch: '/article/' }, { delay: 2 }, { scrollDepth: 50 }];
  const article = page({ url: '/article/1-a' });

  /** Runs ticks [time, page] from a fresh chain and answers each tick's (at, done). */
  function run(steps: PopupTriggerStep[], ticks: [number, PopupPage][]) {
    let state: ChainState = chainStart(0);
    return ticks.map(([now, p]) => {
      const r = advanceChain(steps, state, p, now);
      state = r.state;
      return { at: r.state.at, done: r.done, wakeAt: r.wakeAt };
    });
  }

  it('urlMatch → delay 2 → scroll 50 %: only after the delay and the scroll', () => {
    expect(
      run(chain, [
        [0, article],
        [1000, article],
        [2000, article],
        [2500, { ...article, scroll: 30 }],
        [3000, { ...article, scroll: 60 }],
      ]),
    ).toEqual([
      { at: 1, done: false, wakeAt: 2000 },
      { at: 1, done: false, wakeAt: 2000 },
      { at: 2, done: false, wakeAt: null },
      { at: 2, done: false, wakeAt: null },
      { at: 3, done: true, wakeAt: null },
    ]);
  });

  it('a scroll during the delay still waits for the delay', () => {
    expect(
      run(chain, [
        [0, article],
        [500, { ...article, scroll: 80 }],
        [2000, { ...article, scroll: 80 }],
      ]).map((r) => r.done),
    ).toEqual([false, false, true]);
  });

  it('resets when an earlier step becomes unmet, and the delay starts again', () => {
    const r = run(chain, [
      [0, article],
      [2000, article], // delay met: waiting for the scroll
      [2500, page({ url: '/trending', scroll: 60 })], // left the article: back to step 0
      [3000, article], // step 0 met again: the delay counts from here
      [4000, { ...article, scroll: 60 }],
      [5000, { ...article, scroll: 60 }],
    ]);
    expect(r.map((x) => x.at)).toEqual([1, 2, 0, 1, 1, 3]);
    expect(r[3]!.wakeAt).toBe(5000);
    expect(r.at(-1)!.done).toBe(true);
  });

  it('a scroll step earlier in the chain unmet again (scrolled back up) resets what follows', () => {
    const steps: PopupTriggerStep[] = [{ scrollDepth: 50 }, { delay: 3 }];
    expect(
      run(steps, [
        [0, page({ scroll: 60 })],
        [2000, page({ scroll: 10 })],
        [2100, page({ scroll: 60 })],
        [4000, page({ scroll: 60 })],
      ]).map((r) => [r.at, r.done]),
    ).toEqual([
      [1, false],
      [0, false],
      [1, false],
      [1, false],
    ]);
  });

  it('an empty chain is done at once; a step with every condition (the seed’s single object) waits for all', () => {
    expect(advanceChain([], chainStart(0), page(), 0).done).toBe(true);
    const seeded: PopupTriggerStep[] = [{ userState: 'any', urlMatch: '/article/', scrollDepth: 50, delay: 3 }];
    expect(
      run(seeded, [
        [0, { ...article, scroll: 90 }],
        [3000, article],
        [3100, { ...article, scroll: 90 }],
      ]).map((r) => r.done),
    ).toEqual([false, false, true]);
  });

  it('a delay step without a number waits the default 2 s', () => {
    const steps = [{ delay: undefined } as PopupTriggerStep];
    expect(DEFAULT_DELAY_SECONDS).toBe(2);
    expect(advanceChain(steps, chainStart(0), page(), 1999).done).toBe(false);
    expect(advanceChain(steps, chainStart(0), page(), 2000).done).toBe(true);
  });
});

describe('scroll depth', () => {
  it.each([
    [0, 800, 2800, 0],
    [1000, 800, 2800, 50],
    [2000, 800, 2800, 100],
    [5000, 800, 2800, 100],
    [0, 800, 600, 100],
  ])('top %d, viewport %d, document %d → %d %%', (top, vh, dh, want) => {
    expect(scrollPercent(top, vh, dh)).toBe(want);
  });
});

describe('frequency caps (spec §4: below the maximum, default 1)', () => {
  it.each([
    [0, undefined, true],
    [1, undefined, false],
    [0, 1, true],
    [1, 1, false],
    [1, 2, true],
    [2, 2, false],
    [5, 0, false],
  ])('count %d, frequency %s → %s', (count, frequency, want) => {
    expect(mayShow(count, frequency)).toBe(want);
  });
  it('reads a stored counter, junk as 0', () => {
    expect([null, '', '2', '-3', 'x', '1.5'].map(readCount)).toEqual([0, 0, 2, 0, 0, 0]);
  });
});

describe('popup media (spec §5)', () => {
  it.each([
    ['/media/seed/popups/plus-offer.png', { kind: 'image', src: '/media/seed/popups/plus-offer.png' }],
    ['https://cdn.example/a.JPEG?w=2', { kind: 'image', src: 'https://cdn.example/a.JPEG?w=2' }],
    ...['jpg', 'gif', 'webp', 'svg', 'bmp', 'tiff', 'tif'].map((e) => [
      `https://c.example/x.${e}`,
      { kind: 'image', src: `https://c.example/x.${e}` },
    ]),
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', { kind: 'video', src: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE' }],
    ['https://youtu.be/M7lc1UVf-VE', { kind: 'video', src: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE' }],
    ['https://rumble.com/embed/v4abcd1/', { kind: 'video', src: 'https://rumble.com/embed/v4abcd1/' }],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://rumble.com/v4abcd1-some-page.html', null],
    ['https://cdn.example/a.mp4', null],
    ['javascript:alert(1)//.png', null],
    ['', null],
  ] as [string, unknown][])('%s', (url, want) => {
    expect(popupMediaOf(url)).toEqual(want);
  });
});

describe('what the update-profile template asks for', () => {
  it.each([
    [[{ missingPhone: true }], free, 'phone'],
    [[{ missingPhone: true }], plus, null],
    [[{ missingEmail: true }], noEmail, 'email'],
    [[{ delay: 1 }], noEmail, 'email'],
    [[{ delay: 1 }], free, 'phone'],
    [[{ missingPhone: true }], null, 'phone'],
    [[{ missingEmail: true }], null, 'email'],
    [[], null, null],
  ] as [PopupTriggerStep[], PopupViewer, string | null][])('%j for %j → %s', (steps, viewer, want) => {
    expect(profileAsk(steps, viewer)).toBe(want);
  });
});
