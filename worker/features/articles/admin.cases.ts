// The articles' and uploads' admin routes for the back office's route table (worker/test/admin.ts).
import type { AdminRouteCase } from '../../test/admin';
import { makeArticle, makeTag } from '../../test/factories';
import { bandsImage, RED } from '../images/test-images';

const tagged = async () => {
  const tag = await makeTag();
  const article = await makeArticle({ status: 'drafted' }, [tag.id]);
  return { tag, article };
};

export const ADMIN_CASES: AdminRouteCase[] = [
  { method: 'GET', route: '/admin/api/articles', writes: false, prepare: async () => ({ path: '/admin/api/articles?count=2' }) },
  {
    method: 'GET',
    route: '/admin/api/articles/:id',
    writes: false,
    prepare: async () => ({ path: `/admin/api/articles/${(await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid' })).id}` }),
  },
  {
    method: 'POST',
    route: '/admin/api/articles',
    writes: true,
    status: 201,
    prepare: async () => ({ path: '/admin/api/articles', body: { title: 'Table case', tags: [(await makeTag()).id] } }),
  },
  {
    method: 'PATCH',
    route: '/admin/api/articles/:id',
    writes: true,
    prepare: async () => ({
      path: `/admin/api/articles/${(await makeArticle({ status: 'drafted' })).id}`,
      body: { title: 'Changed by the table' },
    }),
  },
  {
    method: 'DELETE',
    route: '/admin/api/articles/:id',
    writes: true,
    prepare: async () => ({ path: `/admin/api/articles/${(await makeArticle({ status: 'drafted' })).id}` }),
  },
  {
    method: 'POST',
    route: '/admin/api/articles/:id/duplicate',
    writes: true,
    status: 201,
    prepare: async () => ({ path: `/admin/api/articles/${(await tagged()).article.id}/duplicate` }),
  },
  {
    method: 'POST',
    route: '/admin/api/articles/:id/tags',
    writes: true,
    prepare: async () => ({
      path: `/admin/api/articles/${(await makeArticle({ status: 'drafted' })).id}/tags`,
      body: [(await makeTag()).id],
    }),
  },
  {
    method: 'DELETE',
    route: '/admin/api/articles/:id/tags/:tagId',
    writes: true,
    prepare: async () => {
      const { tag, article } = await tagged();
      return { path: `/admin/api/articles/${article.id}/tags/${tag.id}` };
    },
  },
  {
    method: 'POST',
    route: '/admin/api/uploads',
    writes: true,
    status: 201,
    prepare: async () => {
      const form = new FormData();
      form.append('file', new File([bandsImage(4, 4, [RED])], 'red.png', { type: 'image/png' }));
      return { path: '/admin/api/uploads', form };
    },
  },
];
