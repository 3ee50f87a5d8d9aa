// The articles' and uploads' admin routes for the back office's route table (worker/test/admin.ts).
import { type AdminRouteCase, reads, writes } from '../../test/admin';
import { makeArticle, makeTag } from '../../test/factories';
import { bandsImage, RED } from '../images/test-images';

const tagged = async () => {
  const tag = await makeTag();
  const article = await makeArticle({ status: 'drafted' }, [tag.id]);
  return { tag, article };
};

/** A new drafted article's admin path. */
const drafted = async () => `/admin/api/articles/${(await makeArticle({ status: 'drafted' })).id}`;

export const ADMIN_CASES: AdminRouteCase[] = [
  reads('GET /admin/api/articles', async () => ({ path: '/admin/api/articles?count=2' })),
  reads('GET /admin/api/articles/:id', async () => ({
    path: `/admin/api/articles/${(await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid' })).id}`,
  })),
  writes('POST /admin/api/articles', 201, async () => ({
    path: '/admin/api/articles',
    body: { title: 'Table case', tags: [(await makeTag()).id] },
  })),
  writes('PATCH /admin/api/articles/:id', async () => ({ path: await drafted(), body: { title: 'Changed by the table' } })),
  writes('DELETE /admin/api/articles/:id', async () => ({ path: await drafted() })),
  writes('POST /admin/api/articles/:id/duplicate', 201, async () => ({
    path: `/admin/api/articles/${(await tagged()).article.id}/duplicate`,
  })),
  writes('POST /admin/api/articles/:id/tags', async () => ({ path: `${await drafted()}/tags`, body: [(await makeTag()).id] })),
  writes('DELETE /admin/api/articles/:id/tags/:tagId', async () => {
    const { tag, article } = await tagged();
    return { path: `/admin/api/articles/${article.id}/tags/${tag.id}` };
  }),
  writes('POST /admin/api/uploads', 201, async () => {
    const form = new FormData();
    form.append('file', new File([bandsImage(4, 4, [RED])], 'red.png', { type: 'image/png' }));
    return { path: '/admin/api/uploads', form };
  }),
];
