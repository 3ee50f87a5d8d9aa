// The plans as the spec prices them, and what a coupon does to a price, as tables.
import { describe, expect, it } from 'vitest';
import { discountedCents, dollars, PLANS, priceCents } from './plans';

describe('PLANS', () => {
  it('says the spec’s figures (§9)', () => {
    const said = Object.values(PLANS).map((p) => [
      p.id,
      dollars(p.cents),
      dollars(p.weeklyCents),
      p.struckCents && dollars(p.struckCents),
      p.savingsPercent,
    ]);
    expect(said).toEqual([
      ['monthly', '$9.96', '$2.49', null, null],
      ['annual', '$89.64', '$1.86', '$119.52', 30],
    ]);
  });
  // The spec's figures hold together this way: the struck price is twelve monthly prices, while the
  // savings compare with a year of monthly billing, which is 13 four-week periods.
  it('derives the struck price and the savings from the monthly plan', () => {
    expect(PLANS.annual.struckCents).toBe(12 * PLANS.monthly.cents);
    expect(Math.floor((1 - PLANS.annual.cents / (13 * PLANS.monthly.cents)) * 100)).toBe(PLANS.annual.savingsPercent);
  });
});

describe('priceCents', () => {
  const table: [Parameters<typeof priceCents>[0], boolean, number][] = [
    ['monthly', false, 996],
    ['monthly', true, 928],
    ['annual', false, 8964],
    ['annual', true, 8964],
  ];
  it.each(table)('%s, promotional %s: %s cents', (plan, promo, cents) => expect(priceCents(plan, promo)).toBe(cents));
});

describe('discountedCents', () => {
  const table: [string, number, Parameters<typeof discountedCents>[1], number][] = [
    ['no coupon', 996, null, 996],
    ['25 percent off', 996, { percentOff: 25, amountOffCents: null }, 747],
    ['100 percent off', 8964, { percentOff: 100, amountOffCents: null }, 0],
    ['$2 off', 996, { percentOff: null, amountOffCents: 200 }, 796],
    ['more off than the price', 996, { percentOff: null, amountOffCents: 5000 }, 0],
  ];
  it.each(table)('%s', (_, cents, coupon, after) => expect(discountedCents(cents, coupon)).toBe(after));
});
