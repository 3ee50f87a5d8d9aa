// The share page without JavaScript: GET /share/{id} lists the eight links (no pass in
// any), the WeChat QR code and what e-mail sharing the reader may do; its form posts the typed
// addresses to POST /share/{id}, which 303s back with the thank-you toast, or answers the
// page again with the input kept and the problem on the field.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SHARE_MESSAGES as M, SHARE_NETWORKS } from '../../contracts/share';
import { makeArticle, makeReader } from '../../test/factories';
import { postForm, url } from '../../test/http';
import { uniqueAddress, waitForMail } from '../../test/mail';
import { islandProps, setCookie } from '../../test/pages';

const page = (id: number, cookie?: string) => SELF.fetch(url(`/share/${id}`), { headers: cookie ? { cookie } : {} });
const toasts = (html: string) => islandProps<{ initial: { type: string; message: string }[] }>(html, 'Toaster').initial;
const networks = (html: string) => [...html.matchAll(/data-share-network="(\w+)"/g)].map((m) => m[1]);

describe('GET /share/{id}', () => {
  it('shows a guest the address, the eight links, the QR code and a way to log in; no link carries a pass', async () => {
    const article = await makeArticle({ title: `A very long title ${'word '.repeat(40)}` });
    const res = await page(article.id);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(networks(html)).toEqual([...SHARE_NETWORKS]);
    expect(html).toContain('id="wechat"');
    expect(html).toContain(`data-qr="http://edgewire.test/article/${article.id}"`);
    expect(html).toContain('Login to share by e-mail');
    expect(html).not.toContain('data-share-email');
    // E-mail once: its entry leads to the e-mail panel, which holds the one mail-app link.
    expect(html).toContain('<a href="#email" data-share-network="email"');
    expect(html.match(/href="mailto:/g)).toHaveLength(1);
    expect(html).toContain('id="email"');
    // The address to copy (by hand without JavaScript; Copy link once hydrated).
    expect(islandProps<{ url: string }>(html, 'QuickShare').url).toBe(`http://edgewire.test/article/${article.id}`);
    expect(html).not.toMatch(/pass=/);
    expect(html).toContain('…</p>');
    expect(html).toContain('name="robots" content="noindex');
  });

  it('offers a free reader the form for a free article and See Plans for a paid one; 404 for none', async () => {
    const reader = await makeReader('free');
    const free = await makeArticle();
    const paid = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid' });
    expect(await (await page(free.id, reader.cookie)).text()).toContain('data-share-email');
    const paidHtml = await (await page(paid.id, reader.cookie)).text();
    expect(paidHtml).not.toContain('data-share-email');
    expect(paidHtml).toContain(M.plusOnly);
    const plus = await makeReader('plus');
    expect(await (await page(paid.id, plus.cookie)).text()).toContain('data-share-email');
    expect((await page(999_999_999)).status).toBe(404);
  });
});

describe('POST /share/{id}', () => {
  it('splits what was typed, sends, and goes back to the share page with the thank-you toast', async () => {
    const reader = await makeReader('plus');
    const article = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid' });
    const [a, b] = [uniqueAddress('form-a'), uniqueAddress('form-b')];
    const res = await postForm(`/share/${article.id}`, { addresses: ` ${a};${b}, ${a.toUpperCase()} ` }, { cookie: reader.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/share/${article.id}`);
    const after = await page(article.id, `${reader.cookie}; ${setCookie(res, 'ew_flash')}`);
    expect(toasts(await after.text())).toContainEqual({ type: 'success', message: M.sent });
    for (const to of [a, b]) expect((await waitForMail(to)).text).toContain('pass=');
  });

  it('answers the page again with the input kept, the problem on the field and the failure toast; nothing sent', async () => {
    const reader = await makeReader('plus');
    const article = await makeArticle();
    const typed = 'a@x.co b@x.co c@x.co d@x.co e@x.co f@x.co';
    const res = await postForm(`/share/${article.id}`, { addresses: typed }, { cookie: reader.cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    const form = islandProps<{ feedback: { values: { addresses: string }; errors: { message: string; path: string }[] } }>(
      html,
      'ShareEmailForm',
    );
    expect(form.feedback.values.addresses).toBe(typed);
    expect(form.feedback.errors).toEqual([{ message: `${M.tooMany} f@x.co`, code: 'validation', path: 'addresses' }]);
    expect(toasts(html)).toContainEqual({ type: 'error', message: M.failed });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM share_passes WHERE user_id = ?').bind(reader.id).first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it('sends a guest to log in and refuses a cross-site post', async () => {
    const article = await makeArticle();
    const guest = await postForm(`/share/${article.id}`, { addresses: 'a@x.co' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login');
    const reader = await makeReader('plus');
    const cross = await postForm(
      `/share/${article.id}`,
      { addresses: 'a@x.co' },
      { cookie: reader.cookie, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(cross.status).toBe(403);
  });
});
