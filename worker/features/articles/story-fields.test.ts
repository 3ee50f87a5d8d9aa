// The editor's words around the story through the real Worker (decision 063): the
// dek, slug, SEO title and description, social image and byline, saved by the editor's form as a
// browser without JavaScript posts it, shown again in the editor, and in the reader page's <head>.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type AdminArticleDto, ADMIN_ARTICLE_MESSAGES as M } from '../../contracts/admin-articles';
import { makeAdmin } from '../../test/admin';
import { makeArticle, makeTag, uniq } from '../../test/factories';
import { call, dataIn, SAME_ORIGIN, url } from '../../test/http';
import { editorValues } from './admin-input';

type Fields = [string, string][];
const post = (path: string, fields: Fields, cookie: string) =>
  SELF.fetch(url(path), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields).toString(),
    headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
async function storedFields(id: number, cookie: string): Promise<Fields> {
  const a = await dataIn<AdminArticleDto>(await call('GET', `/admin/api/articles/${id}`, { cookie }));
  const { tags, ...rest } = editorValues(a);
  return [...Object.entries(rest), ...tags.map((t): [string, string] => ['tags', t])];
}
const set = (fields: Fields, values: Record<string, string>): Fields => fields.map(([k, v]) => [k, values[k] ?? v]);
const meta = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];

describe('the story fields', () => {
  it('are saved by the editor, drawn again, and put into the reader page’s head', async () => {
    const admin = await makeAdmin();
    const author = await makeTag({ type: 'author' });
    const category = await makeTag({ type: 'category' });
    const a = await makeArticle({}, [category.id]);
    const fields = set(await storedFields(a.id, admin.cookie), {
      dek: 'What the story says, in a line.',
      slug: 'A Better Slug',
      seo_title: `Search ${uniq()}`,
      seo_description: 'What search results show.',
      social_image_url: '/media/uploads/social.png',
      byline: String(author.id),
    });
    const res = await post(`/admin/articles/${a.id}`, fields, admin.cookie);
    expect(res.status).toBe(303);
    const stored = await dataIn<AdminArticleDto>(await call('GET', `/admin/api/articles/${a.id}`, { cookie: admin.cookie }));
    expect(stored).toMatchObject({
      dek: 'What the story says, in a line.',
      slug: 'a-better-slug',
      seo_description: 'What search results show.',
      social_image_url: '/media/uploads/social.png',
    });
    expect(stored.tags.map((t) => t.id)).toEqual([author.id, category.id]);
    const editor = await (await call('GET', `/admin/articles/${a.id}`, { cookie: admin.cookie })).text();
    for (const label of ['Dek', 'Slug', 'SEO title', 'SEO description', 'Social image URL', 'Byline (author)'])
      expect(editor).toContain(`>${label}</label>`);
    expect(editor).toContain('value="a-better-slug"');
    expect(editor).toContain(`/article/${a.id}?a-better-slug`);
    expect(editor).toMatch(/<time data-local="true" dateTime="[^"]+Z">[^<]+UTC<\/time>/);
    const page = await (await SELF.fetch(url(`/article/${a.id}`))).text();
    expect(page).toContain(`<title>${stored.seo_title} · Edgewire</title>`);
    expect(meta(page, 'name="description"')).toBe('What search results show.');
    expect(meta(page, 'property="og:title"')).toBe(`${stored.seo_title} · Edgewire`);
    expect(meta(page, 'property="og:description"')).toBe('What search results show.');
    expect(meta(page, 'property="og:image"')).toBe(`${env.SITE_URL.replace(/\/$/, '')}/media/uploads/social.png`);
    // The editor's dek is the line under the headline (the excerpt stands in only without one).
    expect(/<p [^>]*data-dek="">([^<]*)<\/p>/.exec(page)?.[1]).toBe('What the story says, in a line.');
    // The canonical address stays the id alone: every older link is the same page.
    expect(page).toContain(`<link rel="canonical" href="${env.SITE_URL.replace(/\/$/, '')}/article/${a.id}"`);
    // An untouched save moves nothing: the byline's author stays where it is.
    const again = await post(`/admin/articles/${a.id}`, await storedFields(a.id, admin.cookie), admin.cookie);
    expect(again.status).toBe(303);
    const after = await dataIn<AdminArticleDto>(await call('GET', `/admin/api/articles/${a.id}`, { cookie: admin.cookie }));
    expect(after.tags.map((t) => t.id)).toEqual([author.id, category.id]);
  });

  it('fall back when emptied, and refuse what they cannot hold beside the field', async () => {
    const admin = await makeAdmin();
    const a = await makeArticle({ dek: 'Old dek', seoTitle: 'Old title' });
    const cleared = await post(
      `/admin/articles/${a.id}`,
      set(await storedFields(a.id, admin.cookie), { dek: '', seo_title: '  ' }),
      admin.cookie,
    );
    expect(cleared.status).toBe(303);
    const stored = await dataIn<AdminArticleDto>(await call('GET', `/admin/api/articles/${a.id}`, { cookie: admin.cookie }));
    expect(stored).toMatchObject({ dek: null, seo_title: null });
    const refused = await post(
      `/admin/articles/${a.id}`,
      set(await storedFields(a.id, admin.cookie), { seo_title: 'x'.repeat(71), social_image_url: 'javascript:alert(1)' }),
      admin.cookie,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(M.seoTitle);
    expect(html).toContain(M.socialImageUrl);
    // Through the API, a slug that is not one is a 400 naming it.
    const api = await call('PATCH', `/admin/api/articles/${a.id}`, { cookie: admin.cookie, body: { slug: 'Not A Slug' } });
    expect(api.status).toBe(400);
  });
});
