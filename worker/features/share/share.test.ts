// Sharing by e-mail through the real Worker, D1, queue and SMTP catcher: five recipients each get
// their own pass that opens the paid article for a guest; bad input (six, invalid), no session,
// cross-site, a free reader and a paid article, the exact daily limit, and a queue that refuses:
// each answers in the envelope and leaves nothing written.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SHARE_MESSAGES as M, SHARE_DAILY_LIMIT } from '../../contracts/share';
import { windowStart } from '../../http/rate-limit';
import { db, makeArticle, makeReader } from '../../test/factories';
import { call, dataIn, firstError, SITE } from '../../test/http';
import { uniqueAddress, waitForMail } from '../../test/mail';
import { shareInEmail } from './actions';

const SECRET = 'Shared-paid-paragraph-5b1e';
const paid = () =>
  makeArticle({
    contentType: 'mxm_exclusive',
    paywall: 'paid',
    content: `<p>Opening line.</p><p>${SECRET}</p>`,
    contentText: `Opening line. ${SECRET} and enough words to make an excerpt.`,
  });
const share = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  call('POST', '/aux/articles/share-in-email', { cookie, body, headers });
const bodyFor = (id: number, addresses: string[]) => ({ addresses, article: id, url: `${SITE}/article/${id}` });
const passRows = async (userId: number) =>
  (await env.DB.prepare('SELECT article_id, recipients, expires_at, revoked_at FROM share_passes WHERE user_id = ?').bind(userId).all())
    .results;
const used = async (userId: number) =>
  (
    await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ? AND window_start = ?')
      .bind(`share-email:${userId}`, windowStart(Math.floor(Date.now() / 1000), SHARE_DAILY_LIMIT.windowSeconds))
      .first<{ count: number }>()
  )?.count ?? 0;
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0];

describe('POST /aux/articles/share-in-email', () => {
  it('mails a paid article to 5 recipients, each link with its own pass that opens it for a guest', async () => {
    const article = await paid();
    const reader = await makeReader('plus');
    const to = Array.from({ length: 5 }, (_, i) => uniqueAddress(`share${i}`));
    const res = await share(reader.cookie, bodyFor(article.id, to));
    expect(res.status).toBe(200);
    expect(await dataIn(res)).toEqual({ sent: 5 });
    const rows = await passRows(reader.id);
    expect(rows).toHaveLength(5);
    for (const r of rows) expect(r).toMatchObject({ article_id: article.id, recipients: 1, revoked_at: null });
    expect(await used(reader.id)).toBe(5);

    const links = new Set<string>();
    for (const address of to) {
      const mail = await waitForMail(address);
      expect(mail.subject).toMatch(/^plus\S+ shared: Headline /);
      expect(mail.text).toContain(article.title);
      // Branded HTML beside the plain text, both carrying the link.
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain(`href="${linkIn(mail.text)!.replace(/&/g, '&amp;')}"`);
      const link = linkIn(mail.text)!;
      expect(link).toMatch(new RegExp(`^${SITE}/article/${article.id}\\?[^&]+&pass=`));
      links.add(link);
    }
    expect(links.size).toBe(5);
    const guest = await SELF.fetch([...links][0]!);
    expect(await guest.text()).toContain(SECRET);
    expect(await (await SELF.fetch(`${SITE}/article/${article.id}`)).text()).not.toContain(SECRET);
  });

  it('refuses six recipients or invalid ones with a 400 naming them, writing nothing', async () => {
    const article = await paid();
    const reader = await makeReader('plus');
    const six = ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co', 'sixth@x.co'];
    const cases: [string[], string][] = [
      [six, `${M.tooMany} sixth@x.co`],
      [['a@x.co', 'nope', 'b@x'], `${M.invalid} nope, b@x`],
      [['ädä@exämple.de'], `${M.invalid} ädä@exämple.de`],
      [[], M.none],
    ];
    for (const [addresses, message] of cases) {
      const res = await share(reader.cookie, bodyFor(article.id, addresses));
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ errors: [{ message, code: 'validation', path: 'addresses' }] });
    }
    const wrongUrl = await share(reader.cookie, { ...bodyFor(article.id, ['a@x.co']), url: `${SITE}/article/${article.id + 1}` });
    expect(await firstError(wrongUrl)).toEqual({ message: M.wrongUrl, code: 'validation', path: 'url' });
    expect(await passRows(reader.id)).toEqual([]);
    expect(await used(reader.id)).toBe(0);
  });

  it('401 without a session, 403 cross-site, 403 plus_required for a free reader and a paid article, 404 unknown', async () => {
    const article = await paid();
    const free = await makeReader('free');
    const body = bodyFor(article.id, ['a@x.co']);
    const guest = await share(undefined, body);
    expect(guest.status).toBe(401);
    expect((await firstError(guest)).code).toBe('unauthorized');
    const plus = await makeReader('plus');
    const crossSite = await share(plus.cookie, body, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const refused = await share(free.cookie, body);
    expect(refused.status).toBe(403);
    expect(await firstError(refused)).toEqual({ message: M.plusOnly, code: 'plus_required' });
    const missing = await share(plus.cookie, bodyFor(999_999_999, ['a@x.co']));
    expect(missing.status).toBe(404);
    for (const r of [free, plus]) {
      expect(await passRows(r.id)).toEqual([]);
      expect(await used(r.id)).toBe(0);
    }
  });

  it('lets a free reader share a free article (no pass in the link) and an authorized one (a pass each)', async () => {
    const reader = await makeReader('free');
    const free = await makeArticle();
    const to = uniqueAddress('free');
    expect((await share(reader.cookie, bodyFor(free.id, [to]))).status).toBe(200);
    expect(linkIn((await waitForMail(to)).text)).not.toContain('pass=');
    const authorized = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'authorized' });
    const to2 = uniqueAddress('auth');
    expect((await share(reader.cookie, bodyFor(authorized.id, [to2, uniqueAddress('auth')]))).status).toBe(200);
    expect(linkIn((await waitForMail(to2)).text)).toContain('pass=');
    expect(await passRows(reader.id)).toHaveLength(2);
    expect(await used(reader.id)).toBe(3);
  });

  it('holds the daily limit exactly: a share that would pass it is refused whole and costs nothing', async () => {
    const article = await makeArticle();
    const reader = await makeReader('plus');
    const key = `share-email:${reader.id}`;
    const start = windowStart(Math.floor(Date.now() / 1000), SHARE_DAILY_LIMIT.windowSeconds);
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)')
      .bind(key, start, SHARE_DAILY_LIMIT.limit - 3)
      .run();
    const four = ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co'];
    const over = await share(reader.cookie, bodyFor(article.id, four));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await firstError(over)).toEqual({ message: M.daily, code: 'rate_limited' });
    expect(await used(reader.id)).toBe(SHARE_DAILY_LIMIT.limit - 3);
    expect((await share(reader.cookie, bodyFor(article.id, four.slice(0, 3)))).status).toBe(200);
    expect(await used(reader.id)).toBe(SHARE_DAILY_LIMIT.limit);
    expect((await share(reader.cookie, bodyFor(article.id, ['e@x.co']))).status).toBe(429);
  });

  it('counts concurrent shares exactly: never more recipients than the limit', async () => {
    const article = await paid();
    const reader = await makeReader('plus');
    const five = ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co'];
    const runs = Math.ceil(SHARE_DAILY_LIMIT.limit / 5) + 4;
    const answers = await Promise.all(Array.from({ length: runs }, () => share(reader.cookie, bodyFor(article.id, five))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(SHARE_DAILY_LIMIT.limit / 5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(runs - SHARE_DAILY_LIMIT.limit / 5);
    expect(await used(reader.id)).toBe(SHARE_DAILY_LIMIT.limit);
    expect(await passRows(reader.id)).toHaveLength(SHARE_DAILY_LIMIT.limit);
  });

  it('takes the share back when the queue refuses the e-mails: 502, no pass, nothing counted', async () => {
    const article = await paid();
    const reader = await makeReader('plus');
    const viewer = {
      id: reader.id,
      username: 'sharer',
      email: 'x@example.com',
      role: 'reader' as const,
      subscriptionEnd: Math.floor(Date.now() / 1000) + 3600,
      theme: null,
      jti: 'j',
      sessionVersion: 0,
    };
    const refusing = {
      SHARE_PASS_SECRET: env.SHARE_PASS_SECRET,
      JOBS: { sendBatch: () => Promise.reject(new Error('queue down')) } as unknown as Queue,
    };
    const attempt = shareInEmail({ db: db(), env: refusing, origin: SITE }, viewer, bodyFor(article.id, ['a@x.co', 'b@x.co']));
    await expect(attempt).rejects.toMatchObject({ status: 502, items: [{ message: M.failed, code: 'bad_gateway' }] });
    expect(await passRows(reader.id)).toEqual([]);
    expect(await used(reader.id)).toBe(0);
  });
});
