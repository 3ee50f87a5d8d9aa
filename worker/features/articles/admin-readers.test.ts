// What readers see after the back office writes: an edited title on the guest front page and the
// article page at once in this isolate (others follow the view's version and the page generation
// within 5 s), and an article scheduled through the API published by the cron when its time comes.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { GENERATION_KEY, invalidate } from '../../cache';
import type { AdminArticleDto } from '../../contracts/admin-articles';
import type { ArticleDto } from '../../contracts/articles';
import { createDb } from '../../db/client';
import { makeAdmin } from '../../test/admin';
import { makeActiveView, makeArticle, makeTag, uniq } from '../../test/factories';
import { call, dataIn } from '../../test/http';
import { publishDueArticles } from '../publishing/scheduled';

const guestPage = async (path: string) => {
  const res = await SELF.fetch(`http://edgewire.test${path}`);
  expect(res.status, path).toBe(200);
  return { html: await res.text(), edge: res.headers.get('x-edge-cache') };
};
// Factories change D1 behind the app's back: start from D1, with no page kept from another test.
const freshStart = () => invalidate(env, 'all');
const viewVersion = (id: number) => env.DB.prepare('SELECT version FROM views WHERE id = ?').bind(id).first<number>('version');

describe('an edit reaches readers', () => {
  it('the guest front page and article page show the new title and body straight after the PATCH', async () => {
    const admin = await makeAdmin();
    const old = `Old headline ${uniq()}`;
    const art = await makeArticle({ title: old, content: '<p>First body</p>', contentText: 'First body' });
    const view = await makeActiveView([{ layout: 0, articleIds: [art.id] }]);
    await freshStart();
    expect((await guestPage('/')).html).toContain(old);
    // Kept now: the edge cache has the page, the isolate its trending memo and the article's body.
    expect((await guestPage('/')).edge).toBe('HIT');
    expect((await guestPage(`/article/${art.id}`)).html).toContain('First body');
    const generation = await env.CACHE.get(GENERATION_KEY);

    const edited = `New headline ${uniq()}`;
    const res = await call('PATCH', `/admin/api/articles/${art.id}`, {
      cookie: admin.cookie,
      body: { title: edited, content: '<p>Second body</p>' },
    });
    expect(res.status).toBe(200);
    // Other isolates: the view's version keys their trending memo, the generation their pages.
    expect(await viewVersion(view.id)).toBe(view.version + 1);
    expect(await env.CACHE.get(GENERATION_KEY)).not.toBe(generation);
    const front = await guestPage('/');
    expect(front.html).toContain(edited);
    expect(front.html).not.toContain(old);
    const page = (await guestPage(`/article/${art.id}`)).html;
    expect(page).toContain(edited);
    expect(page).toContain('Second body');
    const api = await dataIn<ArticleDto>(await SELF.fetch(`http://edgewire.test/api/articles/${art.id}`));
    expect(api).toMatchObject({ title: edited, content: '<p>Second body</p>' });
  });

  it('a deleted article leaves the front page and its view gets a new version', async () => {
    const admin = await makeAdmin();
    const gone = `Gone headline ${uniq()}`;
    const art = await makeArticle({ title: gone });
    const stays = await makeArticle();
    const view = await makeActiveView([{ layout: 0, articleIds: [art.id, stays.id] }]);
    await freshStart();
    expect((await guestPage('/')).html).toContain(gone);
    expect((await call('DELETE', `/admin/api/articles/${art.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect(await viewVersion(view.id)).toBe(view.version + 1);
    expect((await guestPage('/')).html).not.toContain(gone);
  });
});

describe('an article scheduled through the API', () => {
  it('stays a draft until its time, then the cron publishes it into its tag’s list', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const at = Math.floor(Date.now() / 1000) + 60;
    const res = await call('POST', '/admin/api/articles', {
      cookie: admin.cookie,
      body: { title: `Scheduled ${uniq()}`, content: '<p>Due soon</p>', scheduled_date: at, status: 'published', tags: [tag.id] },
    });
    expect(res.status).toBe(201);
    const made = await dataIn<AdminArticleDto>(res);
    expect(made).toMatchObject({ status: 'drafted', scheduled_date: at });
    const tagList = async () =>
      (await dataIn<ArticleDto[]>(await SELF.fetch(`http://edgewire.test/api/articles?tags=${tag.id}`))).map((a) => a.id);
    const scheduledList = await call('GET', `/admin/api/articles?scheduled=true&tags=${tag.id}`, { cookie: admin.cookie });
    expect((await dataIn<AdminArticleDto[]>(scheduledList)).map((a) => a.id)).toEqual([made.id]);

    expect(await publishDueArticles(createDb(env.DB), at - 1)).toBeGreaterThanOrEqual(0);
    expect(await tagList()).toEqual([]);
    expect(await publishDueArticles(createDb(env.DB), at + 60)).toBeGreaterThanOrEqual(1);
    expect(await tagList()).toEqual([made.id]);
    const now = await dataIn<AdminArticleDto>(await call('GET', `/admin/api/articles/${made.id}`, { cookie: admin.cookie }));
    expect(now).toMatchObject({ status: 'published', scheduled_date: null, date: at });
  });
});
