// The /subscribe funnel's routing over every step and reader, as tables (spec §2 and §4).
import { describe, expect, it } from 'vitest';
import {
  afterPlanChoice,
  type FunnelAnswer,
  type FunnelQuery,
  type FunnelStep,
  funnelAfterSignIn,
  funnelArticle,
  funnelReadingPath,
  funnelSignInKey,
  funnelUrl,
  funnelVersion,
  isFunnelSignInKey,
  routeFunnel,
} from './funnel';
import type { ReaderTier } from './plus';

const annual: FunnelQuery = { plan: 'annual' };
const show = (step: FunnelStep, over: Partial<Extract<FunnelAnswer, { show: FunnelStep }>> = {}): FunnelAnswer => ({
  show: step,
  plan: 'annual',
  version: 0,
  isNew: false,
  article: null,
  ...over,
});
const back: FunnelQuery = { plan: 'annual', article: '42' };

describe('routeFunnel', () => {
  const table: [FunnelStep, ReaderTier, FunnelQuery, FunnelAnswer][] = [
    ['', 'guest', {}, show('', { plan: null })],
    ['', 'free', annual, show('')],
    ['', 'plus', annual, show('')],
    ['sign-up', 'guest', annual, show('sign-up')],
    ['sign-up', 'free', { ...annual, new: 'yes' }, { redirect: '/subscribe/payment?plan=annual&new=yes' }],
    ['sign-up', 'plus', annual, { redirect: '/subscribe/welcome-back?plan=annual' }],
    ['create-account', 'guest', annual, show('create-account')],
    ['create-account', 'free', annual, { redirect: '/subscribe/payment?plan=annual&new=no' }],
    ['login', 'guest', annual, show('login')],
    ['login', 'free', annual, { redirect: '/subscribe/payment?plan=annual&new=no' }],
    ['login', 'plus', annual, { redirect: '/subscribe/welcome-back?plan=annual' }],
    ['payment', 'guest', annual, { redirect: '/subscribe/login?plan=annual' }],
    ['payment', 'free', annual, show('payment')],
    ['payment', 'free', { plan: 'monthly', new: 'yes' }, show('payment', { plan: 'monthly', isNew: true })],
    ['payment', 'free', {}, { redirect: '/subscribe' }],
    ['payment', 'free', { plan: 'weekly' }, { redirect: '/subscribe' }],
    ['payment', 'plus', { ...annual, new: 'yes' }, { redirect: '/subscribe/thank-you?plan=annual&new=yes' }],
    ['payment', 'plus', annual, { redirect: '/subscribe/thank-you?plan=annual&new=no' }],
    ['thank-you', 'guest', annual, { redirect: '/subscribe/login?plan=annual' }],
    ['thank-you', 'free', { ...annual, new: 'yes' }, show('thank-you', { isNew: true })],
    ['thank-you', 'plus', annual, show('thank-you')],
    ['welcome-back', 'guest', annual, { redirect: '/subscribe/login?plan=annual' }],
    ['welcome-back', 'free', annual, { redirect: '/subscribe/payment?plan=annual&new=no' }],
    ['welcome-back', 'plus', annual, show('welcome-back')],
    ['payment', 'guest', { plan: 'monthly', version: '2' }, { redirect: '/subscribe/login?plan=monthly&version=2' }],
    ['', 'guest', { version: '1' }, show('', { plan: null, version: 1 })],
    // The article a gate sent the reader from rides along every step and every redirect.
    ['', 'guest', { article: '42' }, show('', { plan: null, article: 42 })],
    ['sign-up', 'guest', back, show('sign-up', { article: 42 })],
    ['sign-up', 'free', { ...back, new: 'yes' }, { redirect: '/subscribe/payment?plan=annual&new=yes&article=42' }],
    ['login', 'plus', back, { redirect: '/subscribe/welcome-back?plan=annual&article=42' }],
    ['payment', 'guest', back, { redirect: '/subscribe/login?plan=annual&article=42' }],
    ['payment', 'free', back, show('payment', { article: 42 })],
    ['payment', 'free', { article: '42' }, { redirect: '/subscribe?article=42' }],
    [
      'payment',
      'plus',
      { ...back, new: 'yes', version: '2' },
      { redirect: '/subscribe/thank-you?plan=annual&version=2&new=yes&article=42' },
    ],
    ['thank-you', 'plus', back, show('thank-you', { article: 42 })],
    ['welcome-back', 'free', back, { redirect: '/subscribe/payment?plan=annual&new=no&article=42' }],
    ['welcome-back', 'plus', back, show('welcome-back', { article: 42 })],
    // Anything but a positive id is dropped, never carried on.
    ['payment', 'guest', { ...annual, article: '/evil' }, { redirect: '/subscribe/login?plan=annual' }],
    ['payment', 'guest', { ...annual, article: '-1' }, { redirect: '/subscribe/login?plan=annual' }],
    ['payment', 'guest', { ...annual, article: '1e9x' }, { redirect: '/subscribe/login?plan=annual' }],
    ['payment', 'free', { ...annual, article: 'https://evil.example' }, show('payment')],
    ['payment', 'free', { ...annual, article: '0' }, show('payment')],
  ];
  it.each(table)('%j for a %s reader with %j', (step, reader, query, answer) => expect(routeFunnel(step, reader, query)).toEqual(answer));
});

describe('afterPlanChoice', () => {
  const table: [ReaderTier, string][] = [
    ['guest', '/subscribe/sign-up?plan=monthly&version=2'],
    ['free', '/subscribe/payment?plan=monthly&version=2'],
    ['plus', '/subscribe/welcome-back?plan=monthly&version=2'],
  ];
  it.each(table)('a %s reader goes to %s', (reader, url) => expect(afterPlanChoice('monthly', reader, 2)).toBe(url));
  it.each(table)('a %s reader keeps the article', (reader, url) =>
    expect(afterPlanChoice('monthly', reader, 2, 7)).toBe(`${url}&article=7`),
  );
});

describe('the article to return to', () => {
  const table: [string | null | undefined, number | null][] = [
    ['42', 42],
    ['123456789012345', 123456789012345],
    [null, null],
    ['', null],
    ['0', null],
    ['-1', null],
    ['1e9x', null],
    ['1e9', null],
    ['4.2', null],
    ['/evil', null],
    ['//evil.example', null],
    ['https://evil.example', null],
    [' 42', null],
    ['9007199254740992', null],
  ];
  it.each(table)('%j → %s', (v, id) => expect(funnelArticle(v)).toBe(id));

  it('is kept in funnel URLs only as an id, and reading leads back to it or to /trending', () => {
    expect(funnelUrl('payment', { plan: 'annual', article: 5 })).toBe('/subscribe/payment?plan=annual&article=5');
    for (const article of [0, -1, 1.5, Number.NaN, null]) expect(funnelUrl('', { article })).toBe('/subscribe');
    expect(funnelReadingPath(5)).toBe('/article/5');
    expect(funnelReadingPath(null)).toBe('/trending');
    expect(funnelReadingPath(-5)).toBe('/trending');
  });
});

describe('funnelVersion', () => {
  const table: [string | null, number][] = [
    [null, 0],
    ['0', 0],
    ['none', 0],
    ['1', 1],
    ['2', 2],
    ['3', 0],
    ['<script>', 0],
  ];
  it.each(table)('%s → %s', (v, version) => expect(funnelVersion(v)).toBe(version));
});

describe('sign-in from the funnel', () => {
  it('names the plan and the layout in a key of words, and reads it back', () => {
    expect(funnelSignInKey(null, 0)).toBe('subscribe');
    expect(funnelSignInKey('annual', 0)).toBe('subscribe-annual');
    expect(funnelSignInKey('monthly', 2)).toBe('subscribe-monthly-v2');
    expect(funnelSignInKey('annual', 0, 42)).toBe('subscribe-annual-a42');
    expect(funnelSignInKey(null, 1, 42)).toBe('subscribe-v1-a42');
    expect(funnelSignInKey('annual', 0, -1)).toBe('subscribe-annual');
    // The longest key (the largest id, contracts/ids.ts) fits the sign-in forms' 40-character redirect field.
    const longest = funnelSignInKey('monthly', 2, Number.MAX_SAFE_INTEGER);
    expect(longest).toBe('subscribe-monthly-v2-a9007199254740991');
    expect(longest.length).toBeLessThanOrEqual(40);
    expect(isFunnelSignInKey(longest)).toBe(true);
    for (const key of ['subscribe', 'subscribe-annual', 'subscribe-monthly-v1', 'subscribe-v2', 'subscribe-annual-v2-a42', 'subscribe-a7'])
      expect(isFunnelSignInKey(key)).toBe(true);
    for (const key of [
      '',
      'local',
      'subscribe-weekly',
      'subscribe-annual-v3',
      '/subscribe/payment',
      'https://evil.example',
      'subscribe-annual-a0',
      'subscribe-annual-a-1',
      'subscribe-a/evil',
      'subscribe-a1e9x',
      'subscribe-a42-annual',
      'subscribe-a12345678901234567',
      null,
    ])
      expect(isFunnelSignInKey(key)).toBe(false);
  });

  const table: [string | null, boolean, string | null][] = [
    ['subscribe-annual', true, '/subscribe/payment?plan=annual&new=yes'],
    ['subscribe-monthly-v2', true, '/subscribe/payment?plan=monthly&version=2&new=yes'],
    ['subscribe', true, '/subscribe/payment?new=yes'],
    ['subscribe-annual', false, '/subscribe/login?plan=annual'],
    ['subscribe-v1', false, '/subscribe/login?version=1'],
    ['subscribe-annual-a42', true, '/subscribe/payment?plan=annual&new=yes&article=42'],
    ['subscribe-monthly-v2-a42', false, '/subscribe/login?plan=monthly&version=2&article=42'],
    ['subscribe-annual-a/evil', true, null],
    ['local', true, null],
    ['https://evil.example', false, null],
    [null, false, null],
  ];
  it.each(table)('%s (signed up: %s) → %s', (key, signedUp, next) => expect(funnelAfterSignIn(key, signedUp)).toBe(next));
});
