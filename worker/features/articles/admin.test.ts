// The back office's article list and article read: admins only on every route (a paid body never
// reaches anyone else), every status, the spec's filters, newest first, the whole body for editing.
import { describe, expect, it } from 'vitest';
import type { AdminArticleDto, AdminArticleRowDto } from '../../contracts/admin-articles';
import type { Paging } from '../../contracts/envelope';
import { expectAdminOnly, makeAdmin } from '../../test/admin';
import { makeArticle, makeTag, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const list = async (cookie: string, query: string) => {
  const res = await call('GET', `/admin/api/articles?${query}`, { cookie });
  expect(res.status, query).toBe(200);
  return res.json<{ data: AdminArticleRowDto[]; meta: { paging: Paging } }>();
};
const ids = (page: { data: { id: number }[] }) => page.data.map((a) => a.id);

describe('admin article routes are for admins only', () => {
  it('refuses guests (401), readers and Plus readers (403) on every route, before the body', async () => {
    const tag = await makeTag();
    const paid = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid', content: '<p>Paid secret words</p>' }, [tag.id]);
    const at = `/admin/api/articles/${paid.id}`;
    await expectAdminOnly('GET', '/admin/api/articles');
    await expectAdminOnly('GET', `/admin/api/articles?q=${encodeURIComponent('Paid secret')}`);
    await expectAdminOnly('GET', at);
    await expectAdminOnly('POST', '/admin/api/articles', { title: 'Nope' });
    await expectAdminOnly('POST', '/admin/api/articles', { title: '' });
    await expectAdminOnly('PATCH', at, { title: 'Nope' });
    await expectAdminOnly('DELETE', at);
    await expectAdminOnly('POST', `${at}/duplicate`);
    await expectAdminOnly('POST', `${at}/tags`, [tag.id]);
    await expectAdminOnly('DELETE', `${at}/tags/${tag.id}`);
    await expectAdminOnly('POST', '/admin/api/uploads', {});
    // None of it wrote anything: the article is as it was, with its tag, and no copy exists.
    const admin = await makeAdmin();
    const after = await dataIn<AdminArticleDto>(await call('GET', at, { cookie: admin.cookie }));
    expect(after).toMatchObject({ title: paid.title, tags: [{ id: tag.id }] });
    expect((await list(admin.cookie, `tags=${tag.id}`)).data).toHaveLength(1);
  });

  it('a guest’s refusal carries no article at all', async () => {
    const paid = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid', content: '<p>Only for Plus eyes</p>' });
    const res = await call('GET', `/admin/api/articles/${paid.id}`);
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('Plus eyes');
  });
});

describe('GET /admin/api/articles', () => {
  it('lists every status newest first with the admin row fields', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag({ type: 'publication' });
    const now = Math.floor(Date.now() / 1000);
    const older = await makeArticle({ date: now - 100, paywall: 'paid', contentType: 'mxm_exclusive', upvotes: 4 }, [tag.id]);
    const draft = await makeArticle({ date: now - 50, status: 'drafted', scheduledDate: now + 3600 }, [tag.id]);
    const page = await list(admin.cookie, `tags=${tag.id}`);
    expect(ids(page)).toEqual([draft.id, older.id]);
    expect(page.meta.paging).toMatchObject({ total: 2, page: 1, count: 2 });
    expect(page.data[1]).toEqual({
      id: older.id,
      title: older.title,
      date: now - 100,
      scheduled_date: null,
      status: 'published',
      paywall: 'paid',
      content_type: 'mxm_exclusive',
      image_url: null,
      tags: [{ id: tag.id, name: tag.name, type: 'publication' }],
      upvotes: 4,
      downvotes: 0,
      comments_count: 0,
      bookmarked: false,
    });
    expect(page.data[0]).not.toHaveProperty('content');
  });

  it('filters by status; the scheduled list forces drafted', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const now = Math.floor(Date.now() / 1000);
    const pub = await makeArticle({ date: now - 30 }, [tag.id]);
    const draft = await makeArticle({ date: now - 20, status: 'drafted' }, [tag.id]);
    const scheduled = await makeArticle({ date: now - 10, status: 'drafted', scheduledDate: now + 600 }, [tag.id]);
    // A published article that still carries a schedule is not on the scheduled list.
    await makeArticle({ date: now, status: 'published', scheduledDate: now + 600 }, [tag.id]);
    expect(ids(await list(admin.cookie, `tags=${tag.id}&status=drafted`))).toEqual([scheduled.id, draft.id]);
    expect(ids(await list(admin.cookie, `tags=${tag.id}&status=published`))).toContain(pub.id);
    expect(ids(await list(admin.cookie, `tags=${tag.id}&scheduled=true`))).toEqual([scheduled.id]);
    expect(ids(await list(admin.cookie, `tags=${tag.id}&scheduled=true&status=published`))).toEqual([scheduled.id]);
  });

  it('filters by tag scope and by words of the title, and pages', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag({ type: 'category' });
    const word = `zebra${uniq()}`;
    const a = await makeArticle({ title: `The ${word} escapes`, date: 1_000 }, [tag.id]);
    const b = await makeArticle(
      { title: 'Quiet day', content: `<p>${word} in the body only</p>`, contentText: `${word} in the body only`, date: 2_000 },
      [tag.id],
    );
    expect(ids(await list(admin.cookie, `scope=${tag.scope}`))).toEqual([b.id, a.id]);
    expect(ids(await list(admin.cookie, `q=${word}`))).toEqual([a.id]);
    expect(ids(await list(admin.cookie, 'q=%20%21'))).toEqual([]);
    const second = await list(admin.cookie, `scope=${tag.scope}&count=1&page=2`);
    expect(ids(second)).toEqual([a.id]);
    expect(second.meta.paging).toMatchObject({ pages: 2, page: 2, total: 2 });
  });

  it('names a malformed filter', async () => {
    const admin = await makeAdmin();
    for (const [query, path] of [
      ['status=live', 'status'],
      ['scheduled=maybe', 'scheduled'],
      ['tags=1,x', 'tags'],
      ['count=0', 'count'],
    ] as const) {
      const res = await call('GET', `/admin/api/articles?${query}`, { cookie: admin.cookie });
      expect(res.status, query).toBe(400);
      expect((await firstError(res)).path).toBe(path);
    }
  });
});

describe('GET /admin/api/articles/{id}', () => {
  it('gives the admin the whole stored body whatever the paywall, drafts too', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const paid = await makeArticle(
      {
        status: 'drafted',
        contentType: 'mxm_exclusive',
        paywall: 'paid',
        content: '<p>All of it</p>',
        url: 'https://example.com/a',
        blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      },
      [tag.id],
    );
    const res = await call('GET', `/admin/api/articles/${paid.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await dataIn<AdminArticleDto>(res)).toMatchObject({
      id: paid.id,
      content: '<p>All of it</p>',
      status: 'drafted',
      url: 'https://example.com/a',
      blur_hash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      tags: [{ id: tag.id, name: tag.name, type: 'topic' }],
    });
  });

  it('answers 404 for an unknown article', async () => {
    const admin = await makeAdmin();
    const res = await call('GET', '/admin/api/articles/999999999', { cookie: admin.cookie });
    expect(res.status).toBe(404);
    expect((await firstError(res)).message).toBe('Article not found');
  });
});
