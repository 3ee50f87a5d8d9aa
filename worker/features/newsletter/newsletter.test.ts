// The newsletter through the real Worker, queue and mail catcher: a sign-up (form or aux GET) mails
// a signed confirm link with one-click unsubscribe headers; the link's button confirms; the same
// address again sends nothing within the hour; bad addresses, forged and expired links change
// nothing; the one-click POST of RFC 8058 unsubscribes from another site; the back office counts
// and exports; never a 500.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../../contracts/newsletter';
import { makeAdmin } from '../../test/admin';
import { makeReader } from '../../test/factories';
import { firstError, postForm, SAME_ORIGIN, url } from '../../test/http';
import { caughtFor, header, uniqueAddress, waitForMail } from '../../test/mail';
import { toastMessagesAfter } from '../../test/pages';
import { signNewsletterLink } from './link';
import { CONFIRM_TTL_SECONDS } from './rules';

const ip = () => `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const row = (email: string) =>
  env.DB.prepare('SELECT status, key, confirm_sent_at FROM newsletter_subscribers WHERE email = ?')
    .bind(email)
    .first<{ status: string; key: string; confirm_sent_at: number | null }>();
const linkIn = (text: string, purpose: string) =>
  new RegExp(`http://edgewire\\.test/newsletter/${purpose}\\?token=[\\w.-]+`).exec(text)?.[0];
const pathOf = (href: string) => href.replace('http://edgewire.test', '');
const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(url(path), { redirect: 'manual', headers });

describe('newsletter sign-up', () => {
  it('form post: toast on the page it came from, one confirmation with List-Unsubscribe headers, confirm by the button', async () => {
    const email = uniqueAddress('nl-form');
    const res = await postForm('/newsletter', { email: email.toUpperCase(), back: '/about' }, { headers: { 'cf-connecting-ip': ip() } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/about');
    expect(await toastMessagesAfter(res, '')).toEqual([M.checkInbox]);
    expect((await row(email))?.status).toBe('pending');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirm your Edgewire newsletter subscription');
    const confirm = linkIn(mail.text, 'confirm')!;
    const unsubscribe = linkIn(mail.text, 'unsubscribe')!;
    expect(confirm).toBeTruthy();
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // No address in either link.
    expect(confirm + unsubscribe).not.toContain(encodeURIComponent(email));

    // Following the link changes nothing (mail scanners do); its button does.
    const page = await get(pathOf(confirm));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const token = new URL(confirm).searchParams.get('token')!;
    expect(await page.text()).toContain(`value="${token}"`);
    expect((await row(email))?.status).toBe('pending');
    const done = await postForm('/newsletter/confirm', { token });
    expect(done.headers.get('location')).toBe('/newsletter/confirmed');
    expect((await row(email))?.status).toBe('confirmed');
    const again = await postForm('/newsletter/confirm', { token });
    expect(again.headers.get('location')).toBe('/newsletter/already-confirmed');
  });

  it('aux GET: the same address twice is one row and one e-mail within the hour; a confirmed one gets none', async () => {
    const email = uniqueAddress('nl-aux');
    const from = ip();
    const call = () => get(`/aux/newsletter/subscribe?email=${encodeURIComponent(email)}`, { 'cf-connecting-ip': from });
    const first = await call();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { status: 'check-inbox', message: M.checkInbox } });
    expect((await call()).status).toBe(200);
    await waitForMail(email);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await caughtFor(email)).toHaveLength(1);
    const n = await env.DB.prepare('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?').bind(email).first<{ n: number }>();
    expect(n?.n).toBe(1);
    // An hour later a pending address may be sent one more.
    await env.DB.prepare('UPDATE newsletter_subscribers SET confirm_sent_at = confirm_sent_at - 3600 WHERE email = ?').bind(email).run();
    await call();
    await waitForMail(email, () => true, 5000).then(async () => {
      for (let i = 0; i < 50 && (await caughtFor(email)).length < 2; i++) await new Promise((r) => setTimeout(r, 200));
    });
    expect(await caughtFor(email)).toHaveLength(2);
    // Confirmed: the same answer, no e-mail, whatever the hour.
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'confirmed', confirm_sent_at = 0 WHERE email = ?").bind(email).run();
    expect((await call()).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await caughtFor(email)).toHaveLength(2);
  });

  it('an invalid address is a clear error and no row, on the form and the aux GET', async () => {
    for (const bad of ['not-an-address', 'a@b', 'ädä@example.com', 'a b@example.com', `${'x'.repeat(250)}@example.com`]) {
      const form = await postForm('/newsletter', { email: bad, back: '/about' }, { headers: { 'cf-connecting-ip': ip() } });
      expect(form.status, bad).toBe(400);
      const html = await form.text();
      expect(html).toContain('data-field-error="email"');
      expect(html).toMatch(/Please enter a valid e-mail address\.|E-mail must be 254 characters or fewer\./);
      expect(html).toContain('name="back" value="/about"');
      const aux = await get(`/aux/newsletter/subscribe?email=${encodeURIComponent(bad)}`, { 'cf-connecting-ip': ip() });
      expect(aux.status, bad).toBe(400);
      expect((await firstError(aux)).path).toBe('email');
      expect(await row(bad.toLowerCase())).toBeNull();
    }
    expect((await get('/aux/newsletter/subscribe', { 'cf-connecting-ip': ip() })).status).toBe(400);
  });

  it('is rate limited exactly per IP (10 an hour), and refuses a browser on another site', async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await get(`/aux/newsletter/subscribe?email=${uniqueAddress(`nl-rate${i}`)}`, { 'cf-connecting-ip': from })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const cross = await get(`/aux/newsletter/subscribe?email=${uniqueAddress('nl-x')}`, {
      'sec-fetch-site': 'cross-site',
      'cf-connecting-ip': ip(),
    });
    expect(cross.status).toBe(403);
    const form = await postForm(
      '/newsletter',
      { email: uniqueAddress('nl-x2') },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(form.status).toBe(403);
  });
});

describe('newsletter links', () => {
  const subscribed = async () => {
    const email = uniqueAddress('nl-link');
    await get(`/aux/newsletter/subscribe?email=${email}`, { 'cf-connecting-ip': ip() });
    return { email, key: (await row(email))!.key };
  };

  it('a forged or expired confirm link gets a clear page and changes nothing', async () => {
    const { email, key } = await subscribed();
    const now = Math.floor(Date.now() / 1000);
    const forged = await signNewsletterLink('not-the-secret', 'confirm', key, now);
    const expired = await signNewsletterLink(env.SESSION_SECRET, 'confirm', key, now - CONFIRM_TTL_SECONDS - 1);
    const otherKind = await signNewsletterLink(env.SESSION_SECRET, 'unsubscribe', key, now);
    for (const token of [forged, expired, otherKind, 'junk', '']) {
      const page = await get(`/newsletter/confirm?token=${token}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('The confirmation link is invalid or has expired');
      const post = await postForm('/newsletter/confirm', { token });
      expect(post.status).toBe(400);
      expect(await post.text()).toContain('Nothing was changed');
    }
    expect((await row(email))?.status).toBe('pending');
  });

  it('one-click unsubscribe (RFC 8058) works from a mail provider’s server, and a forged one changes nothing', async () => {
    const { email, key } = await subscribed();
    const mail = await waitForMail(email);
    const target = header(mail, 'List-Unsubscribe')!.slice(1, -1);
    const forged = await signNewsletterLink('not-the-secret', 'unsubscribe', key, 0);
    const bad = await SELF.fetch(url(`/newsletter/unsubscribe?token=${forged}`), {
      method: 'POST',
      redirect: 'manual',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.status).toBe(400);
    expect((await row(email))?.status).toBe('pending');
    // No Origin, no Sec-Fetch-Site: a provider's server posting the header's URL.
    const res = await SELF.fetch(target, {
      method: 'POST',
      redirect: 'manual',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/unsubscribed');
    expect((await row(email))?.status).toBe('unsubscribed');
    // A later sign-up starts over (a new confirmation).
    await env.DB.prepare('UPDATE newsletter_subscribers SET confirm_sent_at = 0 WHERE email = ?').bind(email).run();
    await get(`/aux/newsletter/subscribe?email=${email}`, { 'cf-connecting-ip': ip() });
    expect((await row(email))?.status).toBe('pending');
    expect((await row(email))?.key).toBe(key);
  });

  it('the unsubscribe page’s button unsubscribes, same-origin', async () => {
    const { email, key } = await subscribed();
    const token = await signNewsletterLink(env.SESSION_SECRET, 'unsubscribe', key, 0);
    const page = await get(`/newsletter/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    const res = await SELF.fetch(url('/newsletter/unsubscribe'), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
    });
    expect(res.headers.get('location')).toBe('/newsletter/unsubscribed');
    expect((await row(email))?.status).toBe('unsubscribed');
  });
});

describe('newsletter in the back office', () => {
  it('counts confirmed subscribers, exports them as CSV (formula-safe), lists dead-lettered newsletter mail; admins only', async () => {
    const email = `=cmd-${crypto.randomUUID().slice(0, 6)}@example.com`;
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email, key, status, confirmed_at) VALUES (?, ?, 'confirmed', 1800000000)")
      .bind(email, crypto.randomUUID().replaceAll('-', ''))
      .run();
    await env.DB.prepare(
      "INSERT INTO dead_letters (id, kind, body, reason, attempts) VALUES (?, 'email.send', ?, 'retries exhausted after 4 attempts', 4)",
    )
      .bind(`dl-${crypto.randomUUID()}`, JSON.stringify({ kind: 'email.send', id: 'newsletter-confirm-abc-1' }))
      .run();
    const { cookie } = await makeAdmin();
    const confirmed = (await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE status = 'confirmed'").first<{
      n: number;
    }>())!.n;
    const page = await get('/admin/newsletter', { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(new RegExp(`data-newsletter-count="confirmed".*?<dd[^>]*>${confirmed.toLocaleString('en-US')}</dd>`, 's'));
    expect(html).toContain('data-failed-mail');
    expect(html).toContain('retries exhausted after 4 attempts');
    expect(html).toContain('href="/aux/admin/exports/newsletter"');

    const csv = await get('/aux/admin/exports/newsletter', { cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('email,subscribed,confirmed\r\n')).toBe(true);
    expect(text).toContain(`'${email},`);
    expect(text).toContain('2027-01-15T08:00:00.000Z');
    expect(text).not.toContain('nl-link');

    const reader = await makeReader('free');
    expect((await get('/aux/admin/exports/newsletter', { cookie: reader.cookie })).status).toBe(403);
    expect((await get('/aux/admin/exports/newsletter')).status).toBe(401);
    expect((await get('/admin/newsletter')).status).toBe(302);
  });
});
