// Header hiding is a pure rule on the path; the renderer applies it to every page.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { footerSignUpBack, headerHidden } from './header';

describe('headerHidden', () => {
  it('hides the header on the auth screens, landing, thanks and the whole /subscribe funnel', () => {
    for (const path of [
      '/login',
      '/signup',
      '/forgotpassword',
      '/landing',
      '/thanks',
      '/subscribe',
      '/subscribe/',
      '/subscribe/payment',
      '/subscribe/sign-up',
      '/subscribe/thank-you',
      '/subscribe/welcome-back',
      '/login/',
    ]) {
      expect(headerHidden(path), path).toBe(true);
    }
  });

  it('keeps it everywhere else, including look-alike paths', () => {
    for (const path of [
      '/',
      '/trending',
      '/trending/login',
      '/article/1',
      '/account/profile',
      '/subscribers',
      '/login-help',
      '/landingpage',
      '/thanksgiving',
      '/about',
      '/LOGIN',
    ]) {
      expect(headerHidden(path), path).toBe(false);
    }
  });
});

describe('footerSignUpBack', () => {
  it('offers the newsletter where the header shows, returning to that page, and not on its own pages', () => {
    for (const path of ['/', '/article/1', '/account/profile', '/landingpage']) expect(footerSignUpBack(path), path).toBe(path);
    for (const path of ['/login', '/signup', '/subscribe/payment', '/thanks', '/newsletter', '/newsletter/confirm'])
      expect(footerSignUpBack(path), path).toBeNull();
  });
});

describe('the renderer applies it', () => {
  it('leaves the header out of any page under /subscribe, error pages included, and keeps it elsewhere', async () => {
    const hidden = await (await SELF.fetch('http://edgewire.test/subscribe/no-such-step')).text();
    expect(hidden).toContain('<footer');
    expect(hidden).not.toContain('data-island="SiteHeader"');
    const shown = await (await SELF.fetch('http://edgewire.test/no-such-page')).text();
    expect(shown).toContain('data-island="SiteHeader"');
    // The footer's newsletter form follows the header: absent from the funnel, there elsewhere.
    expect(hidden).not.toContain('data-newsletter-form');
    expect(shown).toContain('data-newsletter-form="footer-newsletter-email"');
  });
});
