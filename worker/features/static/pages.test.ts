// The static pages through the real Worker: legal blocks (fallback, tokens, admin tools and drafts), landing pricing, header visibility.
import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidate } from '../../cache';
import { createDb } from '../../db/client';
import { promotionals, uiBlocks } from '../../db/schema';
import { makeSession, putBlock } from '../../test/factories';

const page = async (path: string, cookie?: string) => {
  const res = await SELF.fetch(`http://edgewire.test${path}`, { headers: cookie ? { cookie } : {} });
  return { res, html: await res.text() };
};

const legalDoc = (title: string, body: string) => ({
  children: [
    {
      element: 'container',
      data: { direction: 'vertical', gap: 4, maxWidth: 760, alignment: 'top-left' },
      children: [
        { element: 'text', data: { html: title, fontWeight: 800, size: 'xl' } },
        { element: 'paragraph', data: { html: body } },
        { element: 'paragraph', children: [{ element: 'text', data: { html: 'Signed in as <b>{{username}}</b>?' } }] },
        { element: 'embed', data: { url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', height: 360 } },
        { element: 'embed', data: { url: 'https://example.com/not-a-video' } },
        { element: 'text', data: { html: '<img src=x onerror=alert(1)><script>alert(2)</script>clean' } },
      ],
    },
  ],
});

describe('legal pages', () => {
  beforeAll(async () => {
    await putBlock(
      'sys-privacy-page',
      legalDoc('Privacy Policy', 'Draft privacy words'),
      legalDoc('Privacy Policy', 'Published privacy words'),
    );
    await putBlock(
      'sys-tos-page',
      legalDoc('Terms of Service', 'Draft terms words'),
      legalDoc('Terms of Service', 'Published terms words'),
    );
  });

  it('render the published block text at /privacy-policy, /privacy and /terms', async () => {
    for (const [path, words, canonical] of [
      ['/privacy-policy', 'Published privacy words', '/privacy-policy'],
      ['/privacy', 'Published privacy words', '/privacy-policy'],
      ['/terms', 'Published terms words', '/terms'],
    ] as const) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(html).toContain(words);
      expect(html).not.toMatch(/Draft (privacy|terms) words/);
      expect(html).toContain(`<link rel="canonical" href="http://edgewire.test${canonical}"/>`);
      expect(html).toMatch(/<h1[^>]*>(Privacy Policy|Terms of Service)<\/h1>/);
      expect(html).toContain('name="description"');
    }
  });

  it('replace tokens, embed YouTube as a facade (no player before a click), show embed errors and strip unsafe html', async () => {
    const guest = (await page('/privacy')).html;
    expect(guest).toContain('Signed in as <b>Guest</b>?');
    expect(guest).toContain('data-provider="youtube" data-id="M7lc1UVf-VE" data-title="YouTube video"');
    expect(guest).toContain(
      'src="/aux/images/view?url=https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg&amp;width=640&amp;height=360&amp;fallback=blank',
    );
    expect(guest).not.toMatch(/<iframe|youtube-nocookie/);
    expect(guest).toContain('Unknown Embed URL');
    expect(guest).toContain('clean');
    expect(guest).not.toMatch(/onerror|<script>alert/);
    const { user, cookie } = await makeSession({ role: 'reader' });
    expect((await page('/privacy', cookie)).html).toContain(`Signed in as <b>${user.username}</b>?`);
  });

  it('give admins a draft/published switch (a POST) and an edit link; readers never get the draft', async () => {
    const draftCookie = 'ew_block_view=draft';
    const reader = await page('/privacy?draft=1', `${(await makeSession({ role: 'reader' })).cookie}; ${draftCookie}`);
    expect(reader.html).toContain('Published privacy words');
    expect(reader.html).not.toContain('Draft privacy words');
    expect(reader.html).not.toContain('data-block-toolbar');
    expect((await page('/privacy', draftCookie)).html).not.toContain('Draft privacy words');

    const { cookie } = await makeSession({ role: 'admin' });
    const published = await page('/privacy', cookie);
    expect(published.html).toContain('Published privacy words');
    expect(published.html).toContain('data-block-toolbar="sys-privacy-page"');
    expect(published.html).toMatch(
      /<form[^>]*action="\/blocks\/view" method="post"><input type="hidden" name="mode" value="draft"\/><input type="hidden" name="back" value="\/privacy"\/>/,
    );
    expect(published.html).toContain(`href="${env.ADMIN_APP_URL}/ui-blocks/sys-privacy-page"`);
    expect(published.html).toContain('href="/admin/ui-blocks/sys-privacy-page"');
    expect(published.res.headers.get('cache-control')).toBe('private, no-store');

    const draft = await page('/privacy', `${cookie}; ${draftCookie}`);
    expect(draft.html).toContain('Draft privacy words');
    expect(draft.html).toContain('<strong data-showing="true">draft</strong>');
    expect(draft.html).toContain('<input type="hidden" name="mode" value="published"/>');
  });

  it('show fallback content when the block is missing', async () => {
    await createDb(env.DB).delete(uiBlocks).where(eq(uiBlocks.id, 'sys-tos-page'));
    await invalidate(env, 'blocks');
    const { res, html } = await page('/terms');
    expect(res.status).toBe(200);
    expect(html).toContain('data-block-fallback="sys-tos-page"');
    expect(html).toContain('Our terms of service could not be loaded right now.');
    await putBlock(
      'sys-tos-page',
      legalDoc('Terms of Service', 'Draft terms words'),
      legalDoc('Terms of Service', 'Published terms words'),
    );
  });
});

describe('landing pricing', () => {
  it('shows the promotional’s pricing block, and the spec’s plans when it cannot', async () => {
    await createDb(env.DB).delete(promotionals).where(eq(promotionals.code, 'default'));
    await createDb(env.DB)
      .insert(promotionals)
      .values({ code: 'default', settings: { pricing_table: 'promo-pricing' } });
    await putBlock(
      'promo-pricing',
      { children: [] },
      {
        children: [
          { element: 'button', data: { label: 'Pick monthly from block', url: '/subscribe/payment?plan=monthly', variant: 'primary' } },
        ],
      },
    );
    const withBlock = (await page('/landing')).html;
    expect(withBlock).toContain('Pick monthly from block');
    expect(withBlock).not.toContain('data-pricing-fallback');

    await createDb(env.DB).delete(uiBlocks).where(eq(uiBlocks.id, 'promo-pricing'));
    await invalidate(env, 'blocks');
    const fallback = (await page('/landing')).html;
    expect(fallback).toContain('data-pricing-fallback');
    for (const text of [
      'data-plan="monthly"',
      'data-plan="annual"',
      '2.49',
      '9.96',
      '1.86',
      '89.64',
      '<s>$<!-- -->119.52</s>',
      'Save 30 percent',
      'One month is free',
      '/subscribe/sign-up?plan=monthly',
      '/subscribe/sign-up?plan=annual',
    ]) {
      expect(fallback, text).toContain(text);
    }
    await createDb(env.DB).delete(promotionals).where(eq(promotionals.code, 'default'));
  });
});

describe('static pages', () => {
  it('answer 200 with canonical URLs; the header is hidden on /landing and /thanks only', async () => {
    for (const [path, canonical, header, text] of [
      ['/about', '/about', true, 'Version 1.1.11'],
      ['/help', '/help', true, 'data-island="SupportForm"'],
      ['/contact-us', '/help', true, 'data-island="SupportForm"'],
      ['/landing', '/landing', false, 'Edgewire Plus'],
      ['/thanks', '/thanks', false, 'Thank you for joining early access!'],
    ] as const) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain(`<link rel="canonical" href="http://edgewire.test${canonical}"/>`);
      expect(html.includes('data-island="SiteHeader"'), path).toBe(header);
      expect(html.replace(/<!-- -->/g, ''), path).toContain(text);
    }
  });

  it('prefills the support form for a signed-in reader and keeps that page out of shared caches', async () => {
    const { user, cookie } = await makeSession({ role: 'reader' });
    const { res, html } = await page('/help', cookie);
    expect(html).toContain(`value="${user.email}"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
