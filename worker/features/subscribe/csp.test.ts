// Which origins Stripe adds to the CSP, and on which pages (pure).
import { describe, expect, it } from 'vitest';
import { stripeSources, usesStripeJs } from './csp';

const production = { STRIPE_JS_URL: 'https://js.stripe.com/v3', STRIPE_API_URL: 'https://api.stripe.com' };
const local = { STRIPE_JS_URL: 'http://127.0.0.1:4242/v3', STRIPE_API_URL: 'http://127.0.0.1:4242' };

describe('stripeSources', () => {
  it('lists Stripe’s origins in production as its CSP guide asks (3D Secure frames included)', () => {
    expect(stripeSources(production, 'script')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(stripeSources(production, 'frame')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(stripeSources(production, 'connect')).toEqual(['https://api.stripe.com']);
  });

  it('lists the configured origins only for the local stand-in, and nothing for a missing or broken URL', () => {
    expect(stripeSources(local, 'script')).toEqual(['http://127.0.0.1:4242']);
    expect(stripeSources(local, 'frame')).toEqual(['http://127.0.0.1:4242']);
    expect(stripeSources(local, 'connect')).toEqual(['http://127.0.0.1:4242']);
    expect(stripeSources({ STRIPE_JS_URL: '', STRIPE_API_URL: 'not a url' }, 'script')).toEqual([]);
    expect(stripeSources({ STRIPE_JS_URL: '', STRIPE_API_URL: 'not a url' }, 'connect')).toEqual([]);
  });
});

describe('usesStripeJs', () => {
  it.each([
    ['/subscribe/payment', true],
    ['/subscribe/payment/', true],
    ['/landing', true],
    ['/onboarding', true],
    ['/account/billing', true],
    ['/subscribe', false],
    ['/subscribe/sign-up', false],
    ['/trending', false],
    ['/account/profile', false],
  ])('%s → %s', (path, uses) => expect(usesStripeJs(path)).toBe(uses));
});
