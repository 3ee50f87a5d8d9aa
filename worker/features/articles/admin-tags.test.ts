// An article's tag links in the back office: adding (after the others, idempotent) and removing one,
// each change with one audit row, calls that change nothing with none.
import { describe, expect, it } from 'vitest';
import type { AdminArticleDto } from '../../contracts/admin-articles';
import { auditRows, makeAdmin } from '../../test/admin';
import { makeArticle, makeTag } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const tagIds = (a: AdminArticleDto) => a.tags.map((t) => t.id);

describe('POST /admin/api/articles/{id}/tags', () => {
  it('adds the tags the article lacks after its own, once', async () => {
    const admin = await makeAdmin();
    const [a, b, c] = [await makeTag(), await makeTag(), await makeTag()];
    const art = await makeArticle({}, [a.id]);
    const at = `/admin/api/articles/${art.id}/tags`;
    const res = await call('POST', at, { cookie: admin.cookie, body: [c.id, a.id, b.id, c.id] });
    expect(res.status).toBe(200);
    expect(tagIds(await dataIn<AdminArticleDto>(res))).toEqual([a.id, c.id, b.id]);
    const [audit, ...more] = await auditRows('article', art.id);
    expect(more).toEqual([]);
    expect(audit!.data).toEqual({ before: { tags: [a.id] }, after: { tags: [a.id, c.id, b.id] } });
    // Again: nothing to add, nothing written.
    const again = await call('POST', at, { cookie: admin.cookie, body: [b.id] });
    expect(tagIds(await dataIn<AdminArticleDto>(again))).toEqual([a.id, c.id, b.id]);
    expect(await auditRows('article', art.id)).toHaveLength(1);
  });

  it('names an unknown tag or a malformed list as tags.N; 404 for an unknown article', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const art = await makeArticle();
    const at = `/admin/api/articles/${art.id}/tags`;
    for (const [body, path] of [
      [[tag.id, 999_999_999], 'tags.1'],
      [['one'], 'tags.0'],
      [{ tags: [tag.id] }, 'tags'],
    ] as const) {
      const res = await call('POST', at, { cookie: admin.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await firstError(res)).path, JSON.stringify(body)).toBe(path);
    }
    expect((await call('POST', '/admin/api/articles/999999999/tags', { cookie: admin.cookie, body: [tag.id] })).status).toBe(404);
    expect(await auditRows('article', art.id)).toEqual([]);
  });
});

describe('DELETE /admin/api/articles/{id}/tags/{tagId}', () => {
  it('removes one tag and keeps the others in order; removing it again changes nothing', async () => {
    const admin = await makeAdmin();
    const [a, b, c] = [await makeTag(), await makeTag(), await makeTag()];
    const art = await makeArticle({}, [a.id, b.id, c.id]);
    const at = `/admin/api/articles/${art.id}/tags/${b.id}`;
    const res = await call('DELETE', at, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(tagIds(await dataIn<AdminArticleDto>(res))).toEqual([a.id, c.id]);
    expect((await auditRows('article', art.id))[0]!.data).toEqual({ before: { tags: [a.id, b.id, c.id] }, after: { tags: [a.id, c.id] } });
    const again = await call('DELETE', at, { cookie: admin.cookie });
    expect(again.status).toBe(200);
    expect(await auditRows('article', art.id)).toHaveLength(1);
    expect((await call('DELETE', `/admin/api/articles/999999999/tags/${a.id}`, { cookie: admin.cookie })).status).toBe(404);
    const bad = await call('DELETE', `/admin/api/articles/${art.id}/tags/x`, { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect((await firstError(bad)).path).toBe('tagId');
  });
});
