// The back office's tags API through the real Worker: admins only, the key and location rules,
// one audit row per write, and a tag in use deleted only when confirmed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TagAdminDto, TagDetailDto } from '../../contracts/admin-tags';
import { TAG_ADMIN_MESSAGES as M } from '../../contracts/admin-tags';
import { adminAuditLog, articles, articleTags, curators, tagFollows, tags, views, zoneTags } from '../../db/schema';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { db, makeActiveView, makeArticle, makeTag, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { ADMIN_CASES, makeTagInUse } from './admin.cases';

const auditOf = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));
const tagRow = async (id: number) => (await db().select().from(tags).where(eq(tags.id, id)))[0];

describe('the tags API refuses everyone but admins', () => {
  for (const c of ADMIN_CASES) {
    it(`${c.method} ${c.route}`, async () => {
      const admin = await makeAdmin();
      const { path, body } = await c.prepare(admin);
      await expectAdminOnly(c.method, path, body);
    });
  }
});

describe('POST /admin/api/tags', () => {
  it('creates a tag with a key from its name and the scope type:tag, and audits it', async () => {
    const admin = await makeAdmin();
    const name = `Deep Space ${uniq()}`;
    const res = await call('POST', '/admin/api/tags', { cookie: admin.cookie, body: { type: 'topic', name, image_url: '/media/x.png' } });
    expect(res.status).toBe(201);
    const tag = await dataIn<TagAdminDto>(res);
    const key = name.toLowerCase().replace(/ /g, '-');
    expect(tag).toEqual({
      id: expect.any(Number),
      type: 'topic',
      tag: key,
      scope: `topic:${key}`,
      name,
      image_url: '/media/x.png',
      state_code: null,
    });
    const [row] = await auditRows('tag', tag.id);
    expect(row).toMatchObject({ adminId: admin.id, action: 'create', entity: 'tag', entityId: String(tag.id) });
    expect(row!.data).toEqual({
      before: {},
      after: { type: 'topic', tag: key, scope: `topic:${key}`, name, image_url: '/media/x.png', state_code: null },
    });
  });

  it('sets a location tag’s state code from its key', async () => {
    const admin = await makeAdmin();
    const city = `Austin${uniq()}`;
    const res = await call('POST', '/admin/api/tags', { cookie: admin.cookie, body: { type: 'location', name: `${city}-TX` } });
    expect(res.status).toBe(201);
    expect(await dataIn<TagAdminDto>(res)).toMatchObject({
      tag: `${city.toLowerCase()}-tx`,
      state_code: 'TX',
      scope: `location:${city.toLowerCase()}-tx`,
    });
  });

  it('refuses bad input naming the field, and keeps nothing', async () => {
    const admin = await makeAdmin();
    const cases: [unknown, string, string?][] = [
      [{ type: 'location', name: `Nowhere ${uniq()}` }, 'tag', M.location],
      [{ type: 'location', name: 'Springfield', tag: `springfield-${uniq()}-xx` }, 'tag', M.location],
      [{ type: 'topic', name: 'Bad key', tag: 'has spaces' }, 'tag', M.keyInvalid],
      [{ type: 'topic', name: '   ' }, 'name', M.nameRequired],
      [{ type: 'topic' }, 'name', M.nameRequired],
      [{ type: 'weather', name: 'Rain' }, 'type'],
      [{ type: 'topic', name: 'Scoped', scope: 'nocolon' }, 'scope', M.scopeInvalid],
      [{ type: 'topic', name: 'Pic', image_url: 'javascript:alert(1)' }, 'image_url', M.imageUrl],
    ];
    for (const [body, path, message] of cases) {
      const res = await call('POST', '/admin/api/tags', { cookie: admin.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = await firstError(res);
      expect(err.path, JSON.stringify(body)).toBe(path);
      if (message) expect(err.message).toBe(message);
    }
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('answers 409 naming tag for a key its type already has; another type may share it', async () => {
    const admin = await makeAdmin();
    const existing = await makeTag({ type: 'topic' });
    const res = await call('POST', '/admin/api/tags', { cookie: admin.cookie, body: { type: 'topic', name: 'Again', tag: existing.tag } });
    expect(res.status).toBe(409);
    expect(await firstError(res)).toEqual({ code: 'conflict', path: 'tag', message: M.keyTaken('topic', existing.tag) });
    expect(await auditOf(admin.id)).toEqual([]);
    const other = await call('POST', '/admin/api/tags', {
      cookie: admin.cookie,
      body: { type: 'category', name: 'Again', tag: existing.tag },
    });
    expect(other.status).toBe(201);
  });
});

describe('GET /admin/api/tags', () => {
  it('pages through tags by name, filtered by type and by part of the name or key', async () => {
    const admin = await makeAdmin();
    const word = `zebra${uniq()}`;
    const a = await makeTag({ type: 'topic', name: `B ${word}` });
    const b = await makeTag({ type: 'topic', name: `A ${word}` });
    const c = await makeTag({ type: 'category', name: `C ${word}` });
    const res = await call('GET', `/admin/api/tags?query=${word.toUpperCase()}&type=topic&count=1`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const body = await res.json<{ data: TagAdminDto[]; meta: { paging: { total: number; pages: number } } }>();
    expect(body.data.map((t) => t.id)).toEqual([b.id]);
    expect(body.meta.paging).toMatchObject({ total: 2, pages: 2 });
    const page2 = await dataIn<TagAdminDto[]>(
      await call('GET', `/admin/api/tags?query=${word}&type=topic&count=1&page=2`, { cookie: admin.cookie }),
    );
    expect(page2.map((t) => t.id)).toEqual([a.id]);
    const all = await dataIn<TagAdminDto[]>(await call('GET', `/admin/api/tags?query=${word}`, { cookie: admin.cookie }));
    expect(all.map((t) => t.id)).toEqual([b.id, a.id, c.id]);
    expect((await call('GET', '/admin/api/tags?type=weather', { cookie: admin.cookie })).status).toBe(400);
  });

  it('shows one tag with what uses it, and 404 for none', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    await makeArticle({}, [tag.id]);
    const res = await call('GET', `/admin/api/tags/${tag.id}`, { cookie: admin.cookie });
    expect(await dataIn<TagDetailDto>(res)).toMatchObject({ id: tag.id, used_by: { articles: 1, zones: 0, follows: 0, curators: 0 } });
    expect((await call('GET', '/admin/api/tags/999999999', { cookie: admin.cookie })).status).toBe(404);
  });
});

describe('PATCH /admin/api/tags/{id}', () => {
  it('changes what is given, moves a default scope with the key, audits only what changed, and redraws trending', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag({ type: 'publication' });
    const view = await makeActiveView([]);
    const key = `renamed-${uniq()}`;
    const res = await call('PATCH', `/admin/api/tags/${tag.id}`, {
      cookie: admin.cookie,
      body: { id: tag.id, name: 'Renamed Daily', tag: key },
    });
    expect(res.status).toBe(200);
    expect(await dataIn<TagAdminDto>(res)).toMatchObject({
      name: 'Renamed Daily',
      tag: key,
      scope: `publication:${key}`,
      type: 'publication',
    });
    const [row] = await auditRows('tag', tag.id);
    expect(row!.data).toEqual({
      before: { name: tag.name, tag: tag.tag, scope: tag.scope },
      after: { name: 'Renamed Daily', tag: key, scope: `publication:${key}` },
    });
    const [v] = await db().select({ version: views.version }).from(views).where(eq(views.id, view.id));
    expect(v!.version).toBe(view.version + 1);
  });

  it('refuses a taken key (409), a bad location (400) and an unknown tag (404), changing nothing', async () => {
    const admin = await makeAdmin();
    const taken = await makeTag({ type: 'topic' });
    const tag = await makeTag({ type: 'topic' });
    const conflict = await call('PATCH', `/admin/api/tags/${tag.id}`, { cookie: admin.cookie, body: { tag: taken.tag } });
    expect(conflict.status).toBe(409);
    expect((await firstError(conflict)).path).toBe('tag');
    const location = await call('PATCH', `/admin/api/tags/${tag.id}`, { cookie: admin.cookie, body: { type: 'location' } });
    expect(location.status).toBe(400);
    expect(await firstError(location)).toMatchObject({ path: 'tag', message: M.location });
    expect((await call('PATCH', '/admin/api/tags/999999999', { cookie: admin.cookie, body: { name: 'x' } })).status).toBe(404);
    expect(await tagRow(tag.id)).toMatchObject({ tag: tag.tag, type: 'topic', name: tag.name });
    expect(await auditOf(admin.id)).toEqual([]);
  });
});

describe('DELETE /admin/api/tags/{id}', () => {
  it('deletes an unused tag at once', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const res = await call('DELETE', `/admin/api/tags/${tag.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await dataIn(res)).toEqual({ id: tag.id });
    expect(await tagRow(tag.id)).toBeUndefined();
    const [row] = await auditRows('tag', tag.id);
    expect(row).toMatchObject({ action: 'delete', data: { before: { name: tag.name, tag: tag.tag }, after: {} } });
    expect((await call('DELETE', `/admin/api/tags/${tag.id}`, { cookie: admin.cookie })).status).toBe(404);
  });

  it('asks first about a tag in use (409, nothing changed), then removes it from everything when confirmed', async () => {
    const admin = await makeAdmin();
    const {
      tag,
      articles: [, a2],
      curator,
    } = await makeTagInUse();

    const asked = await call('DELETE', `/admin/api/tags/${tag.id}`, { cookie: admin.cookie });
    expect(asked.status).toBe(409);
    expect(await firstError(asked)).toEqual({
      code: 'conflict',
      path: 'confirm',
      message: 'This tag is used by 2 articles, 1 zone, and 1 curator, and followed by 1 reader. Delete it and remove it from them?',
    });
    expect(await tagRow(tag.id)).toBeDefined();
    expect(await db().select().from(articleTags).where(eq(articleTags.tagId, tag.id))).toHaveLength(2);
    expect(await auditRows('tag', tag.id)).toEqual([]);

    const confirmed = await call('DELETE', `/admin/api/tags/${tag.id}?confirm=true`, { cookie: admin.cookie });
    expect(confirmed.status).toBe(200);
    expect(await tagRow(tag.id)).toBeUndefined();
    expect(await db().select().from(articleTags).where(eq(articleTags.tagId, tag.id))).toEqual([]);
    expect(await db().select().from(zoneTags).where(eq(zoneTags.tagId, tag.id))).toEqual([]);
    expect(await db().select().from(tagFollows).where(eq(tagFollows.tagId, tag.id))).toEqual([]);
    const [kept] = await db().select().from(curators).where(eq(curators.id, curator.id));
    expect(kept!.tagId).toBeNull();
    // The articles stay; only the link went.
    expect(await db().select({ id: articles.id }).from(articles).where(eq(articles.id, a2.id))).toHaveLength(1);
    expect(await auditRows('tag', tag.id)).toHaveLength(1);
  });
});
