// Where a gate leads (issue 12 items 6 and 8, issue 28 item 6): a guest and a free reader on a paid
// story to the plans, with the article to come back to (an id only, never a URL); one call to action each.
import { describe, expect, it } from 'vitest';
import { articleReturnPath, gateLinks } from './gate';

const hrefs = (links: ReturnType<typeof gateLinks>) => Object.fromEntries(links.map((l) => [l.action, l.href]));

describe('gate links', () => {
  it('sends a guest on a paid story to the plans: one call to action, and a quiet Login', () => {
    const links = gateLinks('subscription', 'guest', 42);
    expect(hrefs(links)).toEqual({ login: '/login', plans: '/subscribe?article=42' });
    expect(links.filter((l) => l.primary).map((l) => l.action)).toEqual(['plans']);
  });

  it('sends a free reader to the plans, and only there (no second button to the same place)', () => {
    const links = gateLinks('subscription', 'free', 42);
    expect(links).toEqual([{ action: 'plans', label: 'Subscribe', href: '/subscribe?article=42', primary: true }]);
  });

  it('asks a guest on an account-only story to sign up (or log in)', () => {
    const links = gateLinks('account', 'guest', 42);
    expect(hrefs(links)).toEqual({ login: '/login', signup: '/signup' });
    expect(links.filter((l) => l.primary).map((l) => l.action)).toEqual(['signup']);
  });

  it('reads the article back as its path, and nothing else', () => {
    expect(articleReturnPath('42')).toBe('/article/42');
    for (const bad of [null, undefined, '', '0', '042', '-1', '1e3', '//evil.test', '/article/42', '42abc', '9007199254740992'])
      expect(articleReturnPath(bad), String(bad)).toBeNull();
  });
});
