// The admin's block toolbar on every rich-content block a reader page shows: the legal pages
// (static/pages.test.ts), the trending page's promo banner and the landing page's pricing table.
// The switch is a POST (CSRF-checked, admins only) that sets the admin's version; readers never
// get a toolbar or a draft, whatever cookie they bring.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidate } from '../../cache';
import { makeActiveView, makeArticle, makeSession, putBlock, textDoc } from '../../test/factories';
import { postForm, url } from '../../test/http';
import { setCookie } from '../../test/pages';

const html = async (path: string, cookie?: string) =>
  (await SELF.fetch(url(path), { headers: cookie ? { cookie } : {}, redirect: 'manual' })).text();
const button = (label: string) => ({ element: 'button', data: { label, url: '/landing' } });

describe('block toolbar', () => {
  beforeAll(async () => {
    await putBlock(
      'tb-sub',
      { children: [...textDoc('Draft banner words').children, button('Draft CTA')] },
      {
        children: [...textDoc('Published banner words').children, button('See Plans')],
      },
    );
    await putBlock('tb-pricing', textDoc('Draft pricing words'), textDoc('Published pricing words'));
    await env.DB.prepare("INSERT OR REPLACE INTO promotionals (code, settings, is_active) VALUES ('default', ?, 1)")
      .bind(JSON.stringify({ trending_signup_banner: null, trending_subscribe_banner: 'tb-sub', pricing_table: 'tb-pricing' }))
      .run();
    await invalidate(env, 'promotionals');
    await invalidate(env, 'blocks');
  });

  /** Banners sit between zones: four zones have one after the third (the view lasts one test). */
  const withZones = async () => {
    const zones = [];
    for (let i = 0; i < 4; i++) zones.push({ layout: 6, articleIds: [(await makeArticle({ title: `Toolbar zone ${i}` })).id] });
    await makeActiveView(zones);
  };

  it('shows an admin the switch and the edit link on the promo banner and the pricing table, in the version chosen', async () => {
    await withZones();
    const { cookie } = await makeSession({ role: 'admin' });
    const trending = await html('/trending', cookie);
    expect(trending).toContain('data-block-toolbar="tb-sub"');
    expect(trending).toContain('Published banner words');
    expect(trending).toContain('href="/admin/ui-blocks/tb-sub"');
    const landing = await html('/landing', cookie);
    expect(landing).toContain('data-block-toolbar="tb-pricing"');
    expect(landing).toContain('Published pricing words');

    const res = await postForm('/blocks/view', { mode: 'draft', back: '/landing' }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/landing');
    const mode = setCookie(res, 'ew_block_view')!;
    expect(mode).toBe('ew_block_view=draft');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('ew_block_view='))).toMatch(/HttpOnly/i);
    const draftLanding = await html('/landing', `${cookie}; ${mode}`);
    expect(draftLanding).toContain('Draft pricing words');
    expect(draftLanding).toContain('<strong data-showing="true">draft</strong>');
    const draftTrending = await html('/trending', `${cookie}; ${mode}`);
    expect(draftTrending).toContain('Draft banner words');
    expect(draftTrending).toContain('Draft CTA');
  });

  it('never shows a reader or a guest a toolbar or a draft, and refuses them the switch', async () => {
    await withZones();
    const { cookie } = await makeSession({ role: 'reader' });
    expect(await html('/trending', cookie)).toContain('Published banner words');
    for (const c of [`${cookie}; ew_block_view=draft`, 'ew_block_view=draft']) {
      for (const path of ['/trending', '/landing']) {
        const page = await html(path, c);
        expect(page, path).not.toContain('data-block-toolbar');
        expect(page, path).not.toMatch(/Draft (banner|pricing) words|Draft CTA/);
      }
    }
    expect((await postForm('/blocks/view', { mode: 'draft' }, { cookie })).status).toBe(403);
    expect((await postForm('/blocks/view', { mode: 'draft' })).status).toBe(401);
  });

  it('the switch is a same-origin POST: cross-site refused, a bad mode a 400', async () => {
    const { cookie } = await makeSession({ role: 'admin' });
    const cross = await postForm(
      '/blocks/view',
      { mode: 'draft' },
      { cookie, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(cross.status).toBe(403);
    expect(setCookie(cross, 'ew_block_view')).toBeNull();
    expect((await postForm('/blocks/view', { mode: 'everything' }, { cookie })).status).toBe(400);
    // A back path off the site goes home instead.
    const away = await postForm('/blocks/view', { mode: 'published', back: '//evil.example/x' }, { cookie });
    expect(away.headers.get('location')).toBe('/');
  });
});
