/**
 * @module Stripe's test cards as the stand-in honours them: what a card number does when it is
 * attached, charged on session (the customer is present, e.g. a subscription's first invoice) or
 * charged off session (a renewal), plus the `tok_…` / `pm_card_…` aliases Stripe accepts for them.
 */
import { createHash } from 'node:crypto';
import { fail, type StripeApiError } from './stripe-http.ts';

export type CardBehaviour =
  /** Charges succeed. */
  | 'ok'
  /** Declined whenever it is checked: attaching it to a customer already fails (4000 0000 0000 0002). */
  | 'declined'
  /** Declined for insufficient funds, also when attached (4000 0000 0000 9995). */
  | 'insufficient_funds'
  /** Attaches fine, every charge is declined (4000 0000 0000 0341). */
  | 'charge_fails'
  /** On-session payments need 3D Secure; once set up, off-session ones do not (4000 0025 0000 3155). */
  | 'auth_unless_set_up'
  /** Every payment needs 3D Secure (4000 0027 6000 3184). */
  | 'auth_always';

const SPECIAL: Record<string, CardBehaviour> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'charge_fails',
  '4000002500003155': 'auth_unless_set_up',
  '4000002760003184': 'auth_always',
};

/** Stripe's test tokens and PaymentMethod ids stand for these numbers. */
const ALIASES: Record<string, string> = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  chargeDeclined: '4000000000000002',
  chargeDeclinedInsufficientFunds: '4000000000009995',
  chargeCustomerFail: '4000000000000341',
  authenticationRequiredOnSetup: '4000002500003155',
  threeDSecure2Required: '4000002500003155',
  authenticationRequired: '4000002760003184',
};

/** `tok_visa` or `pm_card_visa` → its card number (undefined for anything else). */
export function aliasNumber(id: string): string | undefined {
  const m = /^(?:tok|pm_card)_(\w+)$/.exec(id);
  return m ? ALIASES[m[1]!] : undefined;
}

export interface Card {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
  behaviour: CardBehaviour;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(n: string): Card['brand'] {
  if (n.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^6(011|5)/.test(n)) return 'discover';
  return 'unknown';
}

/** Checks a card as Stripe does when a PaymentMethod is created from it (402 card_error otherwise). */
export function readCard(input: { number: string; expMonth: number; expYear: number; cvc?: string }, now = new Date()): Card {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number))
    throw fail.card('incorrect_number', 'Your card number is incorrect.', { param: 'card[number]' });
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  if (!(input.expMonth >= 1 && input.expMonth <= 12))
    throw fail.card('invalid_expiry_month', "Your card's expiration month is invalid.", { param: 'card[exp_month]' });
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + input.expMonth - 1 < thisMonth || year > now.getUTCFullYear() + 50)
    throw fail.card('invalid_expiry_year', "Your card's expiration year is invalid.", { param: 'card[exp_year]' });
  if (input.cvc !== undefined && !/^\d{3,4}$/.test(input.cvc))
    throw fail.card('invalid_cvc', "Your card's security code is invalid.", { param: 'card[cvc]' });
  return {
    number,
    brand: brandOf(number),
    last4: number.slice(-4),
    expMonth: input.expMonth,
    expYear: year,
    fingerprint: createHash('sha256').update(number).digest('base64url').slice(0, 16),
    behaviour: SPECIAL[number] ?? 'ok',
  };
}

const DECLINED = () => fail.card('card_declined', 'Your card was declined.', { decline_code: 'generic_decline' });
const NO_FUNDS = () => fail.card('card_declined', 'Your card has insufficient funds.', { decline_code: 'insufficient_funds' });

/** Attaching (or setting up) checks the card with the issuer: the always-declined cards fail here. */
export function attachRefusal(card: Card): StripeApiError | null {
  if (card.behaviour === 'declined') return DECLINED();
  if (card.behaviour === 'insufficient_funds') return NO_FUNDS();
  return null;
}

export type ChargeOutcome = { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'declined'; error: StripeApiError };

/**
 * What charging the card does. `setUp` is true once a SetupIntent (or an authenticated payment)
 * has set the card up for later off-session use, which 4000 0025 0000 3155 needs.
 */
export function chargeOutcome(card: Card, how: { offSession: boolean; setUp: boolean }): ChargeOutcome {
  const needsAuth = card.behaviour === 'auth_always' || (card.behaviour === 'auth_unless_set_up' && !(how.offSession && how.setUp));
  if (card.behaviour === 'declined' || card.behaviour === 'charge_fails') return { kind: 'declined', error: DECLINED() };
  if (card.behaviour === 'insufficient_funds') return { kind: 'declined', error: NO_FUNDS() };
  if (!needsAuth) return { kind: 'succeeded' };
  // Off session nobody can answer the challenge: Stripe fails the payment with authentication_required.
  if (how.offSession)
    return {
      kind: 'declined',
      error: fail.card('authentication_required', 'Your card was declined. This transaction requires authentication.', {
        decline_code: 'authentication_required',
      }),
    };
  return { kind: 'requires_action' };
}

/** A SetupIntent on the card: 3155 and 3184 need the challenge; the declined cards fail. */
export function setupOutcome(card: Card): ChargeOutcome {
  const refusal = attachRefusal(card);
  if (refusal) return { kind: 'declined', error: refusal };
  return card.behaviour === 'auth_unless_set_up' || card.behaviour === 'auth_always' ? { kind: 'requires_action' } : { kind: 'succeeded' };
}
