// The back office's article pages through the real Worker: the guard, the list and its filters,
// and every form posted as a browser without JavaScript posts it (create with tags and a
// schedule, save, a refused save, duplicate, delete after its confirm step, the image upload),
// each with its toast, its one audit row, and what readers then see.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminArticleDto, ADMIN_ARTICLE_MESSAGES as M } from '../../contracts/admin-articles';
import { articleSlug } from '../../contracts/article-url';
import { adminAuditLog } from '../../db/schema';
import { auditRows, makeAdmin } from '../../test/admin';
import { db, makeActiveView, makeArticle, makeReader, makeTag, uniq } from '../../test/factories';
import { call, dataIn, SAME_ORIGIN, url } from '../../test/http';
import { bandsImage, GREEN, RED } from '../images/test-images';
import { publishDueArticles } from '../publishing/scheduled';
import { ARTICLE_TOASTS, CHOOSE_IMAGE } from './admin-forms';
import { editorValues, scheduleFields } from './admin-input';

type Fields = [string, string][];
const send = (path: string, body: BodyInit, cookie: string, type?: string) =>
  SELF.fetch(url(path), {
    method: 'POST',
    redirect: 'manual',
    body,
    headers: { ...SAME_ORIGIN, cookie, ...(type ? { 'content-type': type } : {}) },
  });
const post = (path: string, fields: Fields, cookie: string) =>
  send(path, new URLSearchParams(fields).toString(), cookie, 'application/x-www-form-urlencoded');
const page = async (path: string, cookie?: string) => {
  const res = await call('GET', path, { cookie });
  return { status: res.status, html: await res.text() };
};
/** The page a 303 goes to, with the flash it left: what the browser shows next. */
async function follow(res: Response, cookie: string) {
  expect(res.status).toBe(303);
  const flash = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('ew_flash='))
    ?.split(';')[0];
  return { location: res.headers.get('location')!, ...(await page(res.headers.get('location')!, `${cookie}; ${flash ?? ''}`)) };
}
/** Every field of the editor for a stored article, as the page would post them back. */
async function storedFields(id: number, cookie: string): Promise<Fields> {
  const a = await dataIn<AdminArticleDto>(await call('GET', `/admin/api/articles/${id}`, { cookie }));
  const { tags, ...rest } = editorValues(a);
  return [...Object.entries(rest), ...tags.map((t): [string, string] => ['tags', t])];
}
const set = (fields: Fields, name: string, value: string): Fields => fields.map(([k, v]) => [k, k === name ? value : v]);
const articleRow = (id: number) =>
  env.DB.prepare('SELECT title, status, scheduled_date, image_url FROM articles WHERE id = ?').bind(id).first();
const auditsBy = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));
const fieldError = (html: string, field: string) =>
  new RegExp(`data-field-error="${field.replace('.', '\\.')}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('back-office article pages', () => {
  it('send a guest to sign in and refuse a reader, pages and posts alike', async () => {
    for (const [method, path] of [
      ['GET', '/admin/articles'],
      ['GET', '/admin/articles/new'],
      ['POST', '/admin/articles'],
    ]) {
      const guest = method === 'GET' ? await call('GET', path!) : await post(path!, [['title', 'x']], '');
      expect(guest.status, `${method} ${path}`).toBe(302);
      expect(guest.headers.get('location')).toBe('/login?redirect=admin');
    }
    const reader = await makeReader('free');
    expect((await page('/admin/articles', reader.cookie)).status).toBe(403);
    expect((await post('/admin/articles', [['title', 'x']], reader.cookie)).status).toBe(403);
  });

  it('list articles with their status, filtered by status, schedule, tag and title words', async () => {
    const admin = await makeAdmin();
    const word = `zq${uniq()}`;
    const tag = await makeTag();
    const pub = await makeArticle({ title: `Published ${word}` }, [tag.id]);
    const draft = await makeArticle({ title: `Draft ${word}`, status: 'drafted' });
    const later = await makeArticle({ title: `Later ${word}`, status: 'drafted', scheduledDate: 4_000_000_000 });
    const all = await page(`/admin/articles?q=${word}&status=&tag=`, admin.cookie);
    expect(all.status).toBe(200);
    for (const a of [pub, draft, later]) expect(all.html).toContain(`href="/admin/articles/${a.id}"`);
    expect(all.html).toContain('New article');
    expect(all.html).toMatch(/Scheduled · [A-Z][a-z]{2} \d+, 2096/);
    const drafts = (await page(`/admin/articles?q=${word}&status=drafted`, admin.cookie)).html;
    expect(drafts).toContain(`Draft ${word}`);
    expect(drafts).not.toContain(`Published ${word}`);
    const scheduled = (await page(`/admin/articles?q=${word}&scheduled=true`, admin.cookie)).html;
    expect(scheduled).toContain(`Later ${word}`);
    expect(scheduled).not.toContain(`Draft ${word}`);
    const tagged = (await page(`/admin/articles?tag=${tag.id}`, admin.cookie)).html;
    expect(tagged).toContain(`Published ${word}`);
    expect(tagged).toContain(tag.name);
    expect(tagged).not.toContain(`Draft ${word}`);
    expect((await page(`/admin/articles?q=nothing${word}`, admin.cookie)).html).toContain('No article matches these filters.');
    expect((await page('/admin/articles?status=live', admin.cookie)).status).toBe(400);
  });

  it('create an article with tags and a schedule in the editor’s zone; the cron publishes it when due', async () => {
    const admin = await makeAdmin();
    const [a, b] = [await makeTag(), await makeTag()];
    const editor = (await page('/admin/articles/new', admin.cookie)).html;
    expect(editor).toContain('name="content"');
    expect(editor).toMatch(/<select[^>]*name="tags"[^>]*multiple|<select[^>]*multiple[^>]*name="tags"/);
    expect(editor).toContain('data-island="RichTextEditor"');
    const due = Math.floor(Date.now() / 60_000) * 60 + 120;
    const local = scheduleFields(due, 300); // typed in New York, winter time
    const title = `Scheduled ${uniq()}`;
    const res = await post(
      '/admin/articles',
      [
        ['title', title],
        ['content', '<p>Soon\r\n</p>'],
        ['status', 'published'],
        ['paywall', 'paid'],
        ['content_type', 'mxm_exclusive'],
        ['image_url', ''],
        ['url', ''],
        ['schedule_day', local.day],
        ['schedule_time', local.time],
        ['tz_offset', '300'],
        ['tags', String(b.id)],
        ['tags', String(a.id)],
      ],
      admin.cookie,
    );
    const next = await follow(res, admin.cookie);
    const id = Number(/^\/admin\/articles\/(\d+)$/.exec(next.location)?.[1]);
    expect(next.html).toContain(ARTICLE_TOASTS.created);
    expect(next.html).toContain(title);
    expect(await articleRow(id)).toMatchObject({ title, status: 'drafted', scheduled_date: due });
    const made = await dataIn<AdminArticleDto>(await call('GET', `/admin/api/articles/${id}`, { cookie: admin.cookie }));
    expect(made).toMatchObject({ paywall: 'paid', content_type: 'mxm_exclusive', content: '<p>Soon\n</p>' });
    expect(made.tags.map((t) => t.id)).toEqual([b.id, a.id]);
    expect(await auditRows('article', id)).toHaveLength(1);
    await publishDueArticles(db(), due + 1);
    expect(await articleRow(id)).toMatchObject({ status: 'published', scheduled_date: null });
  });

  it('save a new title; the anonymous front page and article page show it', async () => {
    const admin = await makeAdmin();
    const art = await makeArticle({ title: `Old title ${uniq()}` });
    await makeActiveView([{ layout: 0, articleIds: [art.id] }]);
    const edited = `New title ${uniq()}`;
    const fields = set(await storedFields(art.id, admin.cookie), 'title', edited);
    const next = await follow(await post(`/admin/articles/${art.id}`, fields, admin.cookie), admin.cookie);
    expect(next.location).toBe(`/admin/articles/${art.id}`);
    expect(next.html).toContain(ARTICLE_TOASTS.saved);
    // View on site, with the new title's slug (the id alone finds it).
    expect(next.html).toContain(`href="/article/${art.id}?${articleSlug(edited)}"`);
    const audit = await auditRows('article', art.id);
    expect(audit).toHaveLength(1);
    // Only the title moved: the body, tags and dates posted back unchanged are not in the change.
    expect(audit[0]!.data).toEqual({ before: { title: art.title }, after: { title: edited } });
    expect((await page('/')).html).toContain(edited);
    expect((await page(`/article/${art.id}`)).html).toContain(edited);
  });

  it('show a refused save again (400) with the message beside its field, the typed values, and nothing written', async () => {
    const admin = await makeAdmin();
    const typed = `Typed body ${uniq()}`;
    const base: Fields = [
      ['title', ''],
      ['content', `<p>${typed}</p>`],
      ['status', 'drafted'],
      ['schedule_day', ''],
      ['schedule_time', ''],
    ];
    const missing = await post('/admin/articles', base, admin.cookie);
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(fieldError(html, 'title')).toBe('Title is required.');
    expect(html).toMatch(/id="title"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="title"/);
    expect(html).toContain(`&lt;p&gt;${typed}&lt;/p&gt;`);
    const past = scheduleFields(Math.floor(Date.now() / 1000) - 3600);
    const dated: Fields = [
      ...set(base, 'title', 'Late').filter(([k]) => !k.startsWith('schedule_')),
      ['schedule_day', past.day],
      ['schedule_time', past.time],
    ];
    const late = await post('/admin/articles', dated, admin.cookie);
    expect(late.status).toBe(400);
    expect(fieldError(await late.text(), 'scheduled_date')).toBe('The scheduled date must be in the future.');
    const art = await makeArticle();
    const fields = [...(await storedFields(art.id, admin.cookie)), ['tags', '999999999']] as Fields;
    const unknown = await post(`/admin/articles/${art.id}`, fields, admin.cookie);
    expect(unknown.status).toBe(400);
    expect(fieldError(await unknown.text(), 'tags')).toBe('No such tag.');
    expect(await auditsBy(admin.id)).toEqual([]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM articles WHERE content LIKE ?').bind(`%${typed}%`).first('n')).toBe(0);
  });

  it('duplicate an article, then delete it after the confirm step', async () => {
    const admin = await makeAdmin();
    const art = await makeArticle({ title: `Original ${uniq()}` });
    const copy = await follow(await post(`/admin/articles/${art.id}/duplicate`, [], admin.cookie), admin.cookie);
    const copyId = Number(copy.location.split('/').pop());
    expect(copyId).not.toBe(art.id);
    expect(copy.html).toContain(ARTICLE_TOASTS.duplicated);
    expect(await articleRow(copyId)).toMatchObject({ title: `Duplicate of ${art.title}`, status: 'drafted' });

    const confirm = await page(`/admin/articles/${art.id}/delete`, admin.cookie);
    expect(confirm.html).toContain(`action="/admin/articles/${art.id}/delete"`);
    expect(confirm.html).toContain('name="confirm"');
    const unconfirmed = await post(`/admin/articles/${art.id}/delete`, [], admin.cookie);
    expect(unconfirmed.headers.get('location')).toBe(`/admin/articles/${art.id}/delete`);
    expect(await articleRow(art.id)).not.toBeNull();
    const gone = await follow(await post(`/admin/articles/${art.id}/delete`, [['confirm', 'yes']], admin.cookie), admin.cookie);
    expect(gone.location).toBe('/admin/articles');
    expect(gone.html).toContain(ARTICLE_TOASTS.deleted);
    expect(await articleRow(art.id)).toBeNull();
    expect((await auditRows('article', art.id)).map((r) => r.action)).toEqual(['delete']);
    expect((await page(`/admin/articles/${art.id}`, admin.cookie)).status).toBe(404);
  });

  it('upload an image without JavaScript: back to the editor with its URL filled, unsaved', async () => {
    const admin = await makeAdmin();
    const art = await makeArticle();
    const upload = (article: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.append('article', article);
      form.append('file', new Blob([bytes], { type: bytes.length ? 'image/png' : '' }), name);
      return send('/admin/articles/upload', form, admin.cookie);
    };
    const next = await follow(await upload(String(art.id), bandsImage(20, 10, [RED, GREEN]), 'photo.png'), admin.cookie);
    expect(next.location).toBe(`/admin/articles/${art.id}`);
    expect(next.html).toContain(ARTICLE_TOASTS.uploaded);
    expect(next.html).toMatch(
      /id="image_url"[^>]*value="\/media\/uploads\/[0-9a-f-]{36}\.png"|value="\/media\/uploads\/[0-9a-f-]{36}\.png"[^>]*id="image_url"/,
    );
    expect((await articleRow(art.id))?.image_url).toBeNull();
    // Over the site's 1 MB body limit and within the upload's 5 MB: the form takes it as the API does.
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(bandsImage(20, 10, [RED, GREEN]));
    const bigNext = await follow(await upload(String(art.id), big, 'big.png'), admin.cookie);
    expect([bigNext.location, bigNext.html.includes(ARTICLE_TOASTS.uploaded)]).toEqual([`/admin/articles/${art.id}`, true]);
    // Over 5 MB: the page says so, nothing stored.
    const huge = await upload(String(art.id), new Uint8Array(5 * 1024 * 1024 + 1), 'huge.png');
    expect([huge.status, (await huge.text()).includes(M.imageSize)]).toEqual([413, true]);
    const refused = await upload('', new Uint8Array(0), '');
    expect(refused.status).toBe(400);
    expect(fieldError(await refused.text(), 'file')).toBe(CHOOSE_IMAGE);
  });
});
