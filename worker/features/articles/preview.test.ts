// Editors' preview links: the rule (signed with the share pass's signing rule, its own audience,
// bound to one article, expiring) and the pages through the real Worker: an admin's Preview leads
// to the draft as readers will see it; an expired, tampered, foreign or share-pass link shows a
// page saying so and nothing of the draft; a published article's link leads to the live page.
import { env, SELF } from 'cloudflare:test';
import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { db, makeArticle, makeReader } from '../../test/factories';
import { call, url } from '../../test/http';
import { mintSharePass, readArticleToken, readSharePass, signArticleToken } from '../share/pass';
import {
  PREVIEW_AUDIENCE,
  PREVIEW_MESSAGES,
  PREVIEW_PARAM,
  PREVIEW_TTL_SECONDS,
  previewAllowed,
  previewLink,
  previewOutcome,
  previewPath,
} from './preview';

const NOW = 1_800_000_000;
const SECRET = 'preview-test-secret-0123456789abcdef';
const tokenOf = (href: string) => new URL(href, 'http://x').searchParams.get(PREVIEW_PARAM)!;

describe('the preview link rule', () => {
  it('opens its own article until it expires, and nothing else', async () => {
    const { href, expiresAt } = await previewLink(SECRET, 7, NOW);
    expect(href.startsWith(`${previewPath(7)}?${PREVIEW_PARAM}=`)).toBe(true);
    expect(expiresAt).toBe(NOW + PREVIEW_TTL_SECONDS);
    const token = tokenOf(href);
    expect(await previewAllowed(SECRET, token, 7, NOW)).toBe(true);
    expect(await previewAllowed(SECRET, token, 7, expiresAt - 1)).toBe(true);
    expect(await previewAllowed(SECRET, token, 7, expiresAt + 1)).toBe(false);
    expect(await previewAllowed(SECRET, token, 8, NOW)).toBe(false);
    expect(await previewAllowed('another-secret-0123456789abcdef0123', token, 7, NOW)).toBe(false);
    for (const bad of [undefined, '', 'not.a.token', `${token}x`, 'x'.repeat(5000)])
      expect(await previewAllowed(SECRET, bad, 7, NOW)).toBe(false);
  });

  it('is refused when tampered with: another article in its claims, or no signature', async () => {
    const token = tokenOf((await previewLink(SECRET, 7, NOW)).href);
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(p!)));
    const moved = `${h}.${base64url.encode(JSON.stringify({ ...claims, art: 8 }))}.${s}`;
    const longer = `${h}.${base64url.encode(JSON.stringify({ ...claims, exp: claims.exp + 86_400 * 365 }))}.${s}`;
    const none = `${base64url.encode(JSON.stringify({ alg: 'none' }))}.${p}.`;
    expect(await previewAllowed(SECRET, moved, 8, NOW)).toBe(false);
    expect(await previewAllowed(SECRET, longer, 7, NOW)).toBe(false);
    expect(await previewAllowed(SECRET, none, 7, NOW)).toBe(false);
  });

  it('shares the share pass’s signing rule, but neither token passes for the other', async () => {
    const claims = { articleId: 7, jti: 'j1', expiresAt: NOW + 60, issuedAt: NOW };
    const preview = await signArticleToken(SECRET, PREVIEW_AUDIENCE, claims);
    expect(await readArticleToken(SECRET, PREVIEW_AUDIENCE, preview, 7, NOW)).toBe('j1');
    expect(await readSharePass(SECRET, preview, 7, NOW)).toBeNull();
    const pass = await signArticleToken(SECRET, 'edgewire-share', claims);
    expect(await readSharePass(SECRET, pass, 7, NOW)).toBe('j1');
    expect(await previewAllowed(SECRET, pass, 7, NOW)).toBe(false);
  });

  it('shows drafts (scheduled ones too); a published article is simply live', () => {
    expect(previewOutcome('drafted')).toBe('show');
    expect(previewOutcome('published')).toBe('live');
  });
});

const DRAFT_TEXT = 'Unpublished-paragraph-4d1e';
const draft = (over: Parameters<typeof makeArticle>[0] = {}) =>
  makeArticle({
    status: 'drafted',
    content: `<p>Opening.</p><p>${DRAFT_TEXT}</p>`,
    contentText: `Opening. ${DRAFT_TEXT}`,
    dek: 'A dek for the preview',
    ...over,
  });

describe('the preview pages', () => {
  it('send an admin from Preview to the draft as readers will see it, gated or not', async () => {
    const admin = await makeAdmin();
    const a = await draft({ contentType: 'mxm_exclusive', paywall: 'paid', scheduledDate: Math.floor(Date.now() / 1000) + 86_400 });
    const res = await call('GET', `/admin/articles/${a.id}/preview`, { cookie: admin.cookie });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(previewPath(a.id))).toBe(true);
    // Opened by anyone holding the link (a colleague, a guest browser): the whole body, a banner, never kept.
    const page = await SELF.fetch(url(location));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(DRAFT_TEXT);
    expect(html).toContain(a.title);
    expect(html).toContain(PREVIEW_MESSAGES.banner);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('content="A dek for the preview"');
    // Dated as it will go out: at its schedule.
    expect(html).toContain(`dateTime="${new Date((a.scheduledDate ?? 0) * 1000).toISOString()}"`);
  });

  it('show a clear page and nothing of the draft for an expired, tampered, foreign or missing link', async () => {
    const a = await draft();
    const other = await draft();
    const expired = tokenOf(
      (await previewLink(env.SHARE_PASS_SECRET, a.id, Math.floor(Date.now() / 1000) - PREVIEW_TTL_SECONDS - 60)).href,
    );
    const forOther = tokenOf((await previewLink(env.SHARE_PASS_SECRET, other.id, Math.floor(Date.now() / 1000))).href);
    const good = tokenOf((await previewLink(env.SHARE_PASS_SECRET, a.id, Math.floor(Date.now() / 1000))).href);
    const tampered = `${good.slice(0, -4)}${good.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const pass = (await mintSharePass(env, db(), { articleId: a.id, userId: null })).token;
    for (const [name, token] of Object.entries({ expired, forOther, tampered, pass, none: undefined })) {
      const res = await SELF.fetch(
        url(`${previewPath(a.id)}${token === undefined ? '' : `?${PREVIEW_PARAM}=${encodeURIComponent(token)}`}`),
      );
      expect(res.status, name).toBe(403);
      expect(res.headers.get('cache-control'), name).toBe('private, no-store');
      const html = await res.text();
      expect(html, name).toContain(PREVIEW_MESSAGES.refusedTitle);
      expect(html, name).not.toContain(DRAFT_TEXT);
      expect(html, name).not.toContain(a.title);
    }
    // The draft is not on the reader's page either: only the link shows it.
    expect((await SELF.fetch(url(`/article/${a.id}`))).status).toBe(404);
    expect(await (await SELF.fetch(url(`${previewPath(a.id)}?${PREVIEW_PARAM}=${encodeURIComponent(good)}`))).text()).toContain(DRAFT_TEXT);
  });

  it('lead to the live page once the article is published, and are for admins to make', async () => {
    const admin = await makeAdmin();
    const live = await makeArticle({ slug: 'the-live-one' });
    const res = await call('GET', `/admin/articles/${live.id}/preview`, { cookie: admin.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/article/${live.id}?the-live-one`);
    const link = (await previewLink(env.SHARE_PASS_SECRET, live.id, Math.floor(Date.now() / 1000))).href;
    const opened = await SELF.fetch(url(link), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const reader = await makeReader('free');
    expect((await call('GET', `/admin/articles/${live.id}/preview`, { cookie: reader.cookie })).status).toBe(403);
  });
});
