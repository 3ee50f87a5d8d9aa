// The account pages through the real Worker: redirects, the eight sections with the sidebar and
// header, theme on <html> in the server HTML, billing and saved states, and the sign-up prompt
// island for guests on articles.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS } from '../../contracts/account';
import { OPT_IN_NO_SCRIPT } from '../../contracts/push-browser';
import { makeArticle, makeReader, makeSession } from '../../test/factories';
import { call } from '../../test/http';
import { makeKeptSubscriber } from '../../test/subscribers';

const page = async (path: string, cookie?: string) => {
  const res = await call('GET', path, { cookie });
  return { res, html: await res.text() };
};
const islandProps = (html: string, name: string) => {
  const m = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  return m
    ? JSON.parse(
        m[1]!
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
          .replace(/&#x27;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>'),
      )
    : null;
};

describe('/account', () => {
  it('sends a reader to /account/profile and a guest to the login screen', async () => {
    const { cookie } = await makeSession();
    for (const path of ['/account', '/account/']) {
      const { res } = await page(path, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/account/profile');
    }
    const guest = await page('/account/theme');
    expect(guest.res.status).toBe(302);
    expect(guest.res.headers.get('location')).toBe('/login?redirect=account');
  });

  it.each(ACCOUNT_SECTIONS.map((s) => [s.slug, s.label]))(
    'renders /account/%s with its heading, the header and the sidebar, never cached',
    async (slug, label) => {
      const { cookie } = await makeSession();
      const { res, html } = await page(`/account/${slug}`, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(html).toMatch(new RegExp(`<h2 id="account-section-title"[^>]*>${label}</h2>`));
      expect(html).toMatch(/<h1[^>]*>Your Account<\/h1>/);
      expect(html).toContain('data-island="SiteHeader"');
      expect(html).toMatch(new RegExp(`href="/account/${slug}"[^>]*aria-current="page"`));
      for (const text of [
        'Help and Support',
        'Privacy Policy',
        'href="/privacy-policy"',
        'href="/help"',
        'About',
        '1.1.11',
        'Sign Out',
        'Settings menu',
        'aria-expanded="false"',
      ])
        expect(html).toContain(text);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it('answers 404 for an unknown section and a bad saved page', async () => {
    const { cookie } = await makeSession();
    expect((await page('/account/secrets', cookie)).res.status).toBe(404);
    expect((await page('/account/saved?page=abc', cookie)).res.status).toBe(404);
    expect((await page('/account/saved?page=2', cookie)).res.status).toBe(404);
  });

  it('renders the saved theme into <html> of the server HTML (no flash) and the radio checked', async () => {
    const { user, cookie } = await makeSession();
    await env.DB.prepare("UPDATE users SET theme = 'dark' WHERE id = ?").bind(user.id).run();
    const { html } = await page('/account/theme', cookie);
    expect(/<html[^>]*>/.exec(html)![0]).toContain('class="dark"');
    expect(html).toContain('<meta name="color-scheme" content="dark"/>');
    expect(islandProps(html, 'ThemeSettings')).toEqual({ theme: 'dark' });
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="dark"/);
  });

  it('shows billing: the free plan leads into the /subscribe funnel; a subscription shows plan and renewal', async () => {
    const free = await makeSession();
    expect((await page('/account/billing', free.cookie)).html).toContain('href="/subscribe/payment?plan=annual"');
    const end = Math.floor(Date.UTC(2031, 4, 17) / 1000);
    const plus = await makeKeptSubscriber(end);
    const { html } = await page('/account/billing', plus.cookie);
    expect(html).toContain('Edgewire Plus Annual');
    expect(html).toContain('Renews on');
    expect(html).toContain('May 17, 2031');
  });

  it('lists saved articles as cards, or the empty state', async () => {
    const { user, cookie } = await makeSession();
    expect((await page('/account/saved', cookie)).html).toContain('You have not saved any articles yet.');
    const a = await makeArticle();
    await env.DB.prepare('INSERT INTO bookmarks (user_id, article_id) VALUES (?, ?)').bind(user.id, a.id).run();
    const { html } = await page('/account/saved', cookie);
    expect(html).toContain('1 saved article');
    expect(html).toContain(`href="/article/${a.id}`);
  });

  it('hands the profile, notification and following islands their data', async () => {
    const { user, cookie } = await makeSession();
    await env.DB.prepare("UPDATE users SET phone = '+15125550142', sms_consent_at = 5, email_notification_comments = 'none' WHERE id = ?")
      .bind(user.id)
      .run();
    expect(islandProps((await page('/account/profile', cookie)).html, 'ProfileSettings')).toEqual({
      username: user.username,
      email: user.email,
      phone: '+15125550142',
      smsConsent: true,
    });
    expect(islandProps((await page('/account/notifications', cookie)).html, 'NotificationSettings')).toEqual({
      initial: {
        notification_breaking: true,
        notification_am_pm: true,
        email_notification_comments: 'none',
        push_notification_comments: 'all',
      },
    });
    expect((await page('/account/following', cookie)).html).toContain('You have not followed any curators');
  });

  it('puts the push opt-in below the notification switches, saying what it needs before any script runs', async () => {
    const { cookie } = await makeSession();
    const { html } = await page('/account/notifications', cookie);
    expect(islandProps(html, 'PushOptIn')).toEqual({});
    expect(html.indexOf('data-island="PushOptIn"')).toBeGreaterThan(html.indexOf('data-island="NotificationSettings"'));
    expect(html).toContain(OPT_IN_NO_SCRIPT);
  });
});

describe('sign-up prompt on articles', () => {
  it("tells the page's engagement island who is reading: a guest gets the sign-up prompt, a free reader the subscribe prompt", async () => {
    const a = await makeArticle();
    expect(islandProps((await page(`/article/${a.id}`)).html, 'Engagement')).toEqual({ reader: 'guest' });
    const { cookie } = await makeSession();
    expect(islandProps((await page(`/article/${a.id}`, cookie)).html, 'Engagement')).toEqual({ reader: 'free' });
    const plus = await makeReader('plus');
    expect(islandProps((await page(`/article/${a.id}`, plus.cookie)).html, 'Engagement')).toEqual({ reader: 'plus' });
  });
});
