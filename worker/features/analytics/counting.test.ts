// The counting rules as a table: robots, prefetches and prerenders, the back office's staff and an
// opt-out (DNT / GPC) are not counted; a reader in an ordinary browser is. And which events are reads.
import { describe, expect, it } from 'vitest';
import { articleReadOf, isBot, notCounted, type Requester } from './counting';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const reader = (r: Requester = {}): Requester => ({ userAgent: CHROME, role: null, ...r });

describe('notCounted', () => {
  const table: [string, Requester, ReturnType<typeof notCounted>][] = [
    ['a guest in Chrome', reader(), null],
    ['a signed-in reader in Firefox', reader({ userAgent: FIREFOX, role: 'reader' }), null],
    ['a reader on an iPhone', reader({ userAgent: SAFARI_IOS }), null],
    ['DNT: 0 is no opt-out', reader({ dnt: '0' }), null],
    ['Googlebot', reader({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }), 'bot'],
    ['Bingbot', reader({ userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }), 'bot'],
    ['a link preview', reader({ userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }), 'bot'],
    ['Slack', reader({ userAgent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }), 'bot'],
    ['a headless Chrome', reader({ userAgent: CHROME.replace('Chrome/', 'HeadlessChrome/') }), 'bot'],
    ['curl', reader({ userAgent: 'curl/8.5.0' }), 'bot'],
    ['python-requests', reader({ userAgent: 'python-requests/2.32.3' }), 'bot'],
    ['Lighthouse', reader({ userAgent: `${CHROME} Chrome-Lighthouse` }), 'bot'],
    ['no user agent', reader({ userAgent: null }), 'bot'],
    ['an empty user agent', reader({ userAgent: '  ' }), 'bot'],
    ['Sec-Purpose: prefetch', reader({ secPurpose: 'prefetch' }), 'prefetch'],
    ['Sec-Purpose: prefetch;prerender', reader({ secPurpose: 'prefetch;prerender' }), 'prefetch'],
    ['Purpose: prefetch', reader({ purpose: 'prefetch' }), 'prefetch'],
    ['X-Moz: prefetch', reader({ xMoz: 'prefetch' }), 'prefetch'],
    ['the admin', reader({ role: 'admin' }), 'admin'],
    ['DNT: 1', reader({ dnt: '1' }), 'opted-out'],
    ['Sec-GPC: 1', reader({ secGpc: '1' }), 'opted-out'],
    ['an admin with DNT', reader({ role: 'admin', dnt: '1' }), 'opted-out'],
    ['a prefetching bot', reader({ userAgent: 'curl/8', secPurpose: 'prefetch' }), 'prefetch'],
  ];
  for (const [name, r, reason] of table) it(`${name} → ${reason ?? 'counted'}`, () => expect(notCounted(r)).toBe(reason));

  it('does not take a word that merely contains "bot" for a robot', () => {
    expect(isBot(`${CHROME} Robotics-Edition`)).toBe(false);
  });
});

describe('articleReadOf', () => {
  const table: [string, { name: string; data: Record<string, unknown> | null }, number | null][] = [
    ['a read', { name: 'article-read', data: { articleId: 12 } }, 12],
    ['a page view is no read', { name: 'page-view', data: { articleId: 12 } }, null],
    ['no data', { name: 'article-read', data: null }, null],
    ['an id as text', { name: 'article-read', data: { articleId: '12' } }, null],
    ['zero', { name: 'article-read', data: { articleId: 0 } }, null],
    ['a fraction', { name: 'article-read', data: { articleId: 1.5 } }, null],
    ['a negative id', { name: 'article-read', data: { articleId: -3 } }, null],
    ['too large', { name: 'article-read', data: { articleId: 2 ** 60 } }, null],
  ];
  for (const [name, event, id] of table) it(`${name} → ${id}`, () => expect(articleReadOf(event)).toBe(id));
});
