// What the account screens show besides their forms: each store's badge exactly once (in 'Get the
// App', with the configured URLs; the footer leaves its own out there and keeps them elsewhere),
// every social button with its provider's mark and label, and the phone's order: logo, form, app.
import { env, SELF } from 'cloudflare:test';
import { siApple, siFacebook, siX } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../../test/factories';
import { url } from '../../test/http';

const page = async (path: string) => {
  const res = await SELF.fetch(url(path));
  expect(res.status, path).toBe(200);
  return res.text();
};
const attr = (s: string) => s.replace(/&/g, '&amp;');
/** Every element opening with `<tag …data-x="value"…>` up to its closing tag (these never nest). */
const elements = (html: string, tag: string, data: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\b${data}[^>]*>[\\s\\S]*?</${tag}>`, 'g'))].map((m) => m[0]);
const text = (el: string) =>
  el
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The phone's app snackbar (hidden until a phone's browser shows it, components/MobileSnackbar.tsx)
 * carries the stores too; it is a bar over the page, not a place on it, so it is counted apart.
 */
const SNACKBAR = /<div role="region" aria-label="Get the Edgewire app"[\s\S]*?<\/button><\/div>/;

function expectBadgesOnce(whole: string, where: string) {
  const html = whole.replace(SNACKBAR, '');
  const apple = elements(html, 'a', 'data-store-badge="app-store"');
  const play = elements(html, 'a', 'data-store-badge="google-play"');
  expect(apple, where).toHaveLength(1);
  expect(play, where).toHaveLength(1);
  expect(apple[0]).toContain(`href="${attr(env.APP_STORE_URL)}"`);
  expect(play[0]).toContain(`href="${attr(env.PLAY_STORE_URL)}"`);
  expect(apple[0]).toContain('aria-label="Download on the App Store"');
  expect(play[0]).toContain('aria-label="Get it on Google Play"');
  expect(text(apple[0]!)).toBe('Download on the App Store');
  expect(text(play[0]!)).toBe('GET IT ON Google Play');
}

describe('store badges', () => {
  it('the account screens show each store once, in Get the App, with the configured URLs', async () => {
    expect(env.APP_STORE_URL).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(env.PLAY_STORE_URL).toMatch(/^https:\/\/play\.google\.com\//);
    for (const path of ['/login', '/signup', '/forgotpassword', '/reset-password?token=not-a-token']) {
      const html = await page(path);
      expectBadgesOnce(html, path);
      // These screens show the stores in their content: no snackbar either.
      expect(html, path).not.toMatch(SNACKBAR);
      const footer = html.slice(html.indexOf('<footer'));
      expect(footer, path).not.toContain('data-store-badge');
      expect(html.indexOf('data-store-badge'), path).toBeGreaterThan(html.indexOf('id="get-the-app"'));
    }
  });

  it('other pages keep them in the footer, once (pages rendered whole too: trending, article)', async () => {
    const article = await makeArticle();
    for (const path of ['/trending', `/article/${article.id}`, '/about', '/landing', '/no-such-page']) {
      const res = await SELF.fetch(url(path));
      expect(res.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      const html = await res.text();
      expectBadgesOnce(html, path);
      expect(html, path).toMatch(SNACKBAR);
      expect(html.indexOf('data-store-badge'), path).toBeGreaterThan(html.indexOf('<footer'));
    }
  });
});

describe('social sign-in buttons', () => {
  const MARKS = { facebook: siFacebook, twitter: siX, apple: siApple } as const;
  const LABELS = { google: 'Google', facebook: 'Facebook', twitter: 'X (Twitter)', apple: 'Apple' } as const;

  for (const mode of ['login', 'signup'] as const) {
    it(`/${mode}: each provider's link carries its mark (hidden from screen readers) and its label`, async () => {
      const html = await page(`/${mode}?redirect=local`);
      for (const [provider, label] of Object.entries(LABELS)) {
        const [button, ...more] = elements(html, 'a', `data-social="${provider}"`);
        expect(more, provider).toHaveLength(0);
        expect(button, provider).toContain(`href="/auth/${provider}/start?redirect=local"`);
        expect(text(button!), provider).toBe(`Continue with ${label}`);
        const svg = /<svg\b[^>]*>[\s\S]*?<\/svg>/.exec(button!)?.[0] ?? '';
        expect(svg, provider).toContain('aria-hidden="true"');
        expect(svg, provider).toContain(`data-brand-icon="${provider === 'twitter' ? 'x' : provider}"`);
        if (provider in MARKS) expect(svg).toContain(`d="${MARKS[provider as keyof typeof MARKS].path}"`);
      }
      // Google's G in its four colours, as Google's button rules ask.
      const google = elements(html, 'a', 'data-social="google"')[0]!;
      for (const fill of ['#EA4335', '#4285F4', '#FBBC05', '#34A853']) expect(google).toContain(`fill="${fill}"`);
    });
  }

  it('on a phone the logo comes first, then the form, then Get the App (source order; no reordering)', async () => {
    const html = await page('/login');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const logo = main.indexOf('aria-label="Edgewire home"');
    const form = main.indexOf('data-auth-form="login"');
    const app = main.indexOf('data-get-app');
    expect(logo).toBeGreaterThan(-1);
    expect(form).toBeGreaterThan(logo);
    expect(app).toBeGreaterThan(form);
    expect(main).not.toMatch(/\border-(last|first|none|\d)/);
  });
});
