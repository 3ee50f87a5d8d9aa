/**
 * @module Edgewire Plus prices from the spec, used when the pricing-table block cannot be shown
 * ("pricing fallback shows monthly and annual plans"). Amounts are US dollars.
 */

export type Plan = {
  id: 'monthly' | 'annual';
  name: string;
  weekly: string;
  price: string;
  period: string;
  billed: string;
  struck: string | null;
  note: string;
  href: string;
};

export const FALLBACK_PLANS: readonly Plan[] = [
  {
    id: 'monthly',
    name: 'Monthly',
    weekly: '2.49',
    price: '9.96',
    period: 'per month',
    billed: 'billed every 4 weeks',
    struck: null,
    note: 'Cancel anytime',
    href: '/subscribe/sign-up?plan=monthly',
  },
  {
    id: 'annual',
    name: 'Annual',
    weekly: '1.86',
    price: '89.64',
    period: 'per year',
    billed: 'billed once a year',
    struck: '119.52',
    note: 'Save 30 percent',
    href: '/subscribe/sign-up?plan=annual',
  },
];

export const PROMOTIONAL_CODE = 'default';
export const FALLBACK_PRICING_BLOCK = 'pricing-table';
