// Creating, changing, deleting and duplicating articles in the back office: the good paths with
// their one audit row each, every bad input named by its field, and nothing half-written.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminArticleDto } from '../../contracts/admin-articles';
import { adminAuditLog, articles } from '../../db/schema';
import { auditRows, makeAdmin } from '../../test/admin';
import { db, makeArticle, makeTag, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { createArticle } from './admin-queries';

const post = (cookie: string, body: unknown) => call('POST', '/admin/api/articles', { cookie, body });
const now = () => Math.floor(Date.now() / 1000);
const adminAudits = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));
const row = (id: number) =>
  env.DB.prepare('SELECT title, content, content_text, status, date, scheduled_date, modified FROM articles WHERE id = ?').bind(id).first();

describe('POST /admin/api/articles', () => {
  it('creates a draft by default, sanitizes the body, keeps its text and links the tags in order', async () => {
    const admin = await makeAdmin();
    const [a, b] = [await makeTag(), await makeTag()];
    const res = await post(admin.cookie, {
      title: '  Storm hits the coast  ',
      content: '<p onclick="x()">Winds &amp; rain</p><script>alert(1)</script><p>Second <a href="javascript:evil()">link</a></p>',
      tags: [b.id, a.id, b.id],
      paywall: 'paid',
      content_type: 'mxm_exclusive',
    });
    expect(res.status).toBe(201);
    const made = await dataIn<AdminArticleDto>(res);
    expect(made).toMatchObject({ title: 'Storm hits the coast', status: 'drafted', scheduled_date: null, paywall: 'paid' });
    expect(made.tags.map((t) => t.id)).toEqual([b.id, a.id]);
    expect(made.content).toBe('<p>Winds &amp; rain</p><p>Second <a rel="noopener noreferrer nofollow">link</a></p>');
    expect(Math.abs(made.date - now())).toBeLessThan(5);
    expect(await row(made.id)).toMatchObject({ content_text: 'Winds & rain\n\nSecond link' });
    const audit = await auditRows('article', made.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: admin.id, action: 'create', entityId: String(made.id) });
    expect(audit[0]!.data).toMatchObject({ before: {}, after: { id: made.id, title: 'Storm hits the coast', tags: [b.id, a.id] } });
  });

  it('publishes at once when asked, dated as given; a schedule makes it a draft', async () => {
    const admin = await makeAdmin();
    const pub = await dataIn<AdminArticleDto>(await post(admin.cookie, { title: 'Now', status: 'published', date: 1_700_000_000 }));
    expect(pub).toMatchObject({ status: 'published', date: 1_700_000_000 });
    const later = now() + 3600;
    const res = await post(admin.cookie, { title: 'Later', status: 'published', scheduled_date: later });
    expect(res.status).toBe(201);
    expect(await dataIn<AdminArticleDto>(res)).toMatchObject({ status: 'drafted', scheduled_date: later });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const marker = `Refused ${uniq()}`;
    const cases: [unknown, string, string?][] = [
      [{}, 'title', 'Title is required.'],
      [{ title: '   ' }, 'title', 'Title is required.'],
      [{ title: 'x'.repeat(301) }, 'title', 'Title must be 300 characters or fewer.'],
      [{ title: marker, tags: [999_999_999] }, 'tags.0', 'No such tag.'],
      [{ title: marker, tags: [tag.id, 999_999_998] }, 'tags.1', 'No such tag.'],
      [{ title: marker, tags: ['x'] }, 'tags.0'],
      [{ title: marker, scheduled_date: now() - 60 }, 'scheduled_date', 'The scheduled date must be in the future.'],
      [{ title: marker, status: 'live' }, 'status'],
      [{ title: marker, paywall: 'gold' }, 'paywall'],
      [{ title: marker, url: 'javascript:alert(1)' }, 'url'],
      [{ title: marker, image_url: 'file:///etc/passwd' }, 'image_url'],
      [{ title: marker, blur_hash: 'nope' }, 'blur_hash'],
      [{ title: marker, id: 5 }, 'id'],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(admin.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = await firstError(res);
      expect(err.path, JSON.stringify(body)).toBe(path);
      if (message) expect(err.message).toBe(message);
    }
    const malformed = await call('POST', '/admin/api/articles', { cookie: admin.cookie, raw: '{"title": ' });
    expect(malformed.status).toBe(400);
    expect((await firstError(malformed)).code).toBe('malformed_json');
    expect(await db().select().from(articles).where(eq(articles.title, marker))).toEqual([]);
    expect(await adminAudits(admin.id)).toEqual([]);
  });

  it('a write that fails in the batch leaves no article, no tag link and no audit row', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const before = await env.DB.prepare('SELECT max(id) AS id FROM articles').first<{ id: number }>();
    // A NULL title breaks the insert (NOT NULL): the statements after it in the batch go with it.
    const broken = { title: null as unknown as string, content: '', contentText: '', url: null, imageUrl: null, blurHash: null };
    const story = { dek: null, slug: null, seoTitle: null, seoDescription: null, socialImageUrl: null };
    const attempt = createArticle(
      db(),
      admin.id,
      { ...broken, ...story, date: now(), scheduledDate: null, status: 'drafted', contentType: 'other', paywall: 'free' },
      [tag.id],
      { action: 'create', entity: 'article', entityId: null, after: { title: null } },
      now(),
    );
    await expect(attempt).rejects.toThrow();
    const after = await env.DB.prepare('SELECT max(id) AS id FROM articles').first<{ id: number }>();
    expect(after!.id).toBeGreaterThanOrEqual(before!.id);
    const links = await env.DB.prepare('SELECT count(*) AS n FROM article_tags WHERE tag_id = ?').bind(tag.id).first<{ n: number }>();
    expect(links!.n).toBe(0);
    expect(await adminAudits(admin.id)).toEqual([]);
  });
});

describe('PATCH /admin/api/articles/{id}', () => {
  it('changes only the named fields, reconciles the tags and audits what moved', async () => {
    const admin = await makeAdmin();
    const [a, b, c] = [await makeTag(), await makeTag(), await makeTag()];
    const art = await makeArticle({ status: 'drafted', modified: now() + 100 }, [a.id, b.id]);
    const res = await call('PATCH', `/admin/api/articles/${art.id}`, {
      cookie: admin.cookie,
      body: { title: 'Edited title', content: '<p>New body</p>', tags: [c.id, a.id] },
    });
    expect(res.status).toBe(200);
    const changed = await dataIn<AdminArticleDto>(res);
    expect(changed).toMatchObject({ title: 'Edited title', content: '<p>New body</p>', status: 'drafted', paywall: 'free' });
    expect(changed.tags.map((t) => t.id)).toEqual([c.id, a.id]);
    // modified always moves forward (cached bodies are keyed by it), even past a clock behind it.
    expect(await row(art.id)).toMatchObject({ content_text: 'New body', modified: art.modified + 1 });
    const [audit, ...more] = await auditRows('article', art.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ adminId: admin.id, action: 'update' });
    expect(audit!.data).toEqual({
      before: { title: art.title, content: art.content, tags: [a.id, b.id] },
      after: { title: 'Edited title', content: '<p>New body</p>', tags: [c.id, a.id] },
    });
  });

  it('publishing a scheduled draft by hand cancels its schedule; the same values again write nothing', async () => {
    const admin = await makeAdmin();
    const art = await makeArticle({ status: 'drafted', scheduledDate: now() + 3600, date: 1_000 });
    const at = `/admin/api/articles/${art.id}`;
    const published = await dataIn<AdminArticleDto>(await call('PATCH', at, { cookie: admin.cookie, body: { status: 'published' } }));
    expect(published).toMatchObject({ status: 'published', scheduled_date: null });
    expect(Math.abs(published.date - now())).toBeLessThan(5);
    const again = await call('PATCH', at, { cookie: admin.cookie, body: { status: 'published', title: art.title } });
    expect(again.status).toBe(200);
    expect(await auditRows('article', art.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown article and names bad fields, changing nothing', async () => {
    const admin = await makeAdmin();
    const missing = await call('PATCH', '/admin/api/articles/999999999', { cookie: admin.cookie, body: { title: 'x' } });
    expect(missing.status).toBe(404);
    const art = await makeArticle();
    const at = `/admin/api/articles/${art.id}`;
    for (const [body, path] of [
      [{ title: '' }, 'title'],
      [{ tags: [999_999_999] }, 'tags.0'],
      [{ scheduled_date: now() - 1 }, 'scheduled_date'],
      [{ content: 5 }, 'content'],
    ] as const) {
      const res = await call('PATCH', at, { cookie: admin.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await firstError(res)).path).toBe(path);
    }
    expect(await row(art.id)).toMatchObject({ title: art.title });
    expect(await adminAudits(admin.id)).toEqual([]);
  });
});

describe('DELETE and duplicate', () => {
  it('deletes with one audit row keeping what was there; 404 after', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const art = await makeArticle({}, [tag.id]);
    const res = await call('DELETE', `/admin/api/articles/${art.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await dataIn(res)).toEqual({ id: art.id });
    expect(await row(art.id)).toBeNull();
    const [audit] = await auditRows('article', art.id);
    expect(audit).toMatchObject({ action: 'delete' });
    expect(audit!.data).toMatchObject({ before: { title: art.title, tags: [tag.id] }, after: {} });
    expect((await call('DELETE', `/admin/api/articles/${art.id}`, { cookie: admin.cookie })).status).toBe(404);
  });

  it('duplicates as a draft dated now without a schedule, with the same tags', async () => {
    const admin = await makeAdmin();
    const [a, b] = [await makeTag(), await makeTag()];
    const art = await makeArticle({ status: 'drafted', scheduledDate: now() + 999, date: 5, paywall: 'paid' }, [a.id, b.id]);
    const res = await call('POST', `/admin/api/articles/${art.id}/duplicate`, { cookie: admin.cookie });
    expect(res.status).toBe(201);
    const copy = await dataIn<AdminArticleDto>(res);
    expect(copy.id).not.toBe(art.id);
    expect(copy).toMatchObject({
      title: `Duplicate of ${art.title}`,
      status: 'drafted',
      scheduled_date: null,
      paywall: 'paid',
      content: art.content,
    });
    expect(Math.abs(copy.date - now())).toBeLessThan(5);
    expect(copy.tags.map((t) => t.id)).toEqual([a.id, b.id]);
    const [audit] = await auditRows('article', copy.id);
    expect(audit).toMatchObject({ action: 'duplicate', adminId: admin.id });
    expect((await call('POST', '/admin/api/articles/999999999/duplicate', { cookie: admin.cookie })).status).toBe(404);
  });
});
