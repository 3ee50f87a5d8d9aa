// Share passes through the real Worker: a valid pass opens exactly one article for whoever holds
// the link; every broken, foreign, expired, revoked or unrecorded pass leaves the gate closed.
import { env, SELF } from 'cloudflare:test';
import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { db, makeArticle, makeReader } from '../../test/factories';
import { mintSharePass, readSharePass, signSharePass, verifySharePass } from './pass';

const SECRET_TEXT = 'Pass-protected-paragraph-91c2';
const paid = () =>
  makeArticle({
    contentType: 'mxm_exclusive',
    paywall: 'paid',
    content: `<p>Opening line of a long story.</p><p>${SECRET_TEXT}</p>`,
    contentText: `Opening line of a long story. ${SECRET_TEXT} and more words to make it long enough.`,
  });
const page = (id: number, pass?: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://edgewire.test/article/${id}?a-title-slug${pass === undefined ? '' : `&pass=${encodeURIComponent(pass)}`}`, {
    headers,
  });
const api = (id: number, pass?: string) =>
  SELF.fetch(`http://edgewire.test/api/articles/${id}${pass === undefined ? '' : `?pass=${encodeURIComponent(pass)}`}`);
const now = () => Math.floor(Date.now() / 1000);

describe('share pass', () => {
  it('lifts the gate for a guest on the page and in the API, and keeps that response private', async () => {
    const a = await paid();
    // Seen by a guest first, so what guests get is already kept by the isolate (read.ts).
    expect(await (await page(a.id)).text()).not.toContain(SECRET_TEXT);
    const { token } = await mintSharePass(env, db(), { articleId: a.id, userId: null });
    const res = await page(a.id, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // Links in the body must not carry the pass away in a Referer header.
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).toContain(SECRET_TEXT);
    expect(html).not.toContain('This article requires a paid account.');
    const json = await (await api(a.id, token)).json<{ data: { content: string | null; locked: string | null } }>();
    expect(json.data.locked).toBeNull();
    expect(json.data.content).toContain(SECRET_TEXT);
  });

  it('keeps the gate closed for a wrong article, an expired, tampered, foreign-key, revoked or unrecorded pass', async () => {
    const a = await paid();
    const other = await paid();
    const forOther = (await mintSharePass(env, db(), { articleId: other.id, userId: null })).token;
    const expired = (await mintSharePass(env, db(), { articleId: a.id, userId: null, ttlSeconds: -10 })).token;
    const good = await mintSharePass(env, db(), { articleId: a.id, userId: null });
    const [h, p, s] = good.token.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(p!)));
    const tampered = `${h}.${base64url.encode(JSON.stringify({ ...claims, art: other.id }))}.${s}`;
    const expiresAt = now() + 3600;
    const foreign = await signSharePass('someone-elses-secret-0123456789abcdef', { articleId: a.id, jti: good.jti, expiresAt });
    const unrecorded = await signSharePass(env.SHARE_PASS_SECRET, { articleId: a.id, jti: crypto.randomUUID(), expiresAt });
    const revoked = await mintSharePass(env, db(), { articleId: a.id, userId: null });
    await env.DB.prepare('UPDATE share_passes SET revoked_at = unixepoch() WHERE id = ?').bind(revoked.jti).run();
    const none = `${base64url.encode(JSON.stringify({ alg: 'none' }))}.${p}.`;
    const cases = { forOther, expired, tampered, foreign, unrecorded, revoked: revoked.token, none, garbage: 'not.a.pass', empty: '' };
    for (const [name, token] of Object.entries(cases)) {
      const html = await (await page(a.id, token)).text();
      expect(html, name).not.toContain(SECRET_TEXT);
      expect(html, name).toContain('This article requires a paid account.');
      const json = await (await api(a.id, token)).json<{ data: { content: string | null } }>();
      expect(json.data.content, name).toBeNull();
    }
    // The same pass still works where it belongs: the failures above are about the pass, not the article.
    expect(await (await page(a.id, good.token)).text()).toContain(SECRET_TEXT);
  });

  it('is not a session: it opens only its own article and signs nobody in', async () => {
    const a = await paid();
    const b = await paid();
    const { token } = await mintSharePass(env, db(), { articleId: a.id, userId: null });
    const html = await (await page(b.id, token)).text();
    expect(html).not.toContain(SECRET_TEXT);
    expect(html).toContain('This article requires a paid account.');
    const own = await (await page(a.id, token)).text();
    // Still a guest: the header offers Login, the gate's account-only texts do not apply.
    expect(own).toMatch(/signedIn(&quot;|")\s*:\s*false/);
  });

  it('lifts the gate for a signed-in free reader too', async () => {
    const a = await paid();
    const reader = await makeReader('free');
    const { token } = await mintSharePass(env, db(), { articleId: a.id, userId: reader.id });
    expect(await (await page(a.id, undefined, { cookie: reader.cookie })).text()).not.toContain(SECRET_TEXT);
    expect(await (await page(a.id, token, { cookie: reader.cookie })).text()).toContain(SECRET_TEXT);
  });

  it('verifies in one call for callers without an article batch, and refuses oversized tokens unparsed', async () => {
    const a = await paid();
    const { token } = await mintSharePass(env, db(), { articleId: a.id, userId: null });
    expect(await verifySharePass(env, db(), token, a.id)).toBe(true);
    expect(await verifySharePass(env, db(), token, a.id + 1)).toBe(false);
    expect(await verifySharePass(env, db(), token, a.id, now() + 8 * 86_400)).toBe(false);
    expect(await readSharePass(env.SHARE_PASS_SECRET, `${token}${'x'.repeat(2000)}`, a.id)).toBeNull();
    expect((await api(a.id, 'x'.repeat(3000))).status).toBe(400);
  });
});
