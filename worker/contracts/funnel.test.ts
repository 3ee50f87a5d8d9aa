// The /subscribe funnel's routing over every step and reader, as tables (spec §2 and §4).
import { describe, expect, it } from 'vitest';
import { afterPlanChoice, type FunnelAnswer, type FunnelQuery, type FunnelStep, funnelVersion, routeFunnel } from './funnel';
import type { ReaderTier } from './plus';

const annual: FunnelQuery = { plan: 'annual' };
const show = (step: FunnelStep, over: Partial<Extract<FunnelAnswer, { show: FunnelStep }>> = {}): FunnelAnswer => ({
  show: step,
  plan: 'annual',
  version: 0,
  isNew: false,
  ...over,
});

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
