// Where a gate leads (issue 12 items 6 and 8): a guest on a paid story to the plans, a free reader
// into the funnel at payment, both with the article to come back to; an id only, never a URL.
import { describe, expect, it } from 'vitest';
import { articleReturnPath, gateLinks } from './gate';

const hrefs = (links: ReturnType<typeof gateLinks>) => Object.fromEntries(links.map((l) => [l.action, l.href]));

describe('gate links', () => {
  it('sends a guest on a paid story to the plans (and offers login)', () => {
    const links = gateLinks('subscription', 'guest', 42);
    expect(hrefs(links)).toEqual({ login: '/login', plans: '/subscribe?article=42' });
    expect(links.find((l) => l.primary)?.action).toBe('plans');
  });

  it('sends a free reader into the funnel at payment for the annual plan, or to the plans', () => {
    const links = gateLinks('subscription', 'free', 42);
    expect(hrefs(links)).toEqual({ payment: '/subscribe/payment?plan=annual&article=42', plans: '/subscribe?article=42' });
    expect(links.find((l) => l.primary)?.action).toBe('payment');
  });

  it('asks a guest on an account-only story to sign up (or log in)', () => {
    const links = gateLinks('account', 'guest', 42);
    expect(hrefs(links)).toEqual({ login: '/login', signup: '/signup' });
    expect(links.find((l) => l.primary)?.action).toBe('signup');
  });

  it('reads the article back as its path, and nothing else', () => {
    expect(articleReturnPath('42')).toBe('/article/42');
    for (const bad of [null, undefined, '', '0', '042', '-1', '1e3', '//evil.test', '/article/42', '42abc', '9007199254740992'])
      expect(articleReturnPath(bad), String(bad)).toBeNull();
  });
});
