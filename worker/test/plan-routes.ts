/// <reference types="vite/client" />
/**
 * @module The requests db/plans.test.ts sends through the app to catch the SQL every reader page,
 * API and back-office route runs: a small world (tags of each kind, articles, a comment thread, a
 * reader who follows, votes and bookmarks) and, for each route, the request that reaches its
 * queries (deep pages included). The back office's own route table (features/audit) is reused.
 */

import { env } from 'cloudflare:test';
import { comments, curators, tagFollows } from '../db/schema';
import { makeReportedComment } from '../features/comments/admin.cases';
import { mintSharePass } from '../features/share/pass';
import type { AdminRouteCase } from './admin';
import { db, makeActiveView, makeArticle, makeReader, makeSession, makeTag, uniq } from './factories';

export type PlanCase = { path: string; method?: string; body?: unknown; form?: FormData; who?: 'guest' | 'reader' | 'admin' };

/** The world the reader cases read, and their requests. */
export async function readerWorld() {
  const word = `zq${uniq()}`;
  const pub = await makeTag({ type: 'publication' });
  const topic = await makeTag({ type: 'topic' });
  const category = await makeTag({ type: 'category' });
  const place = await makeTag({ type: 'location', stateCode: 'TX' });
  const tagIds = [pub.id, topic.id, category.id, place.id];
  const articleIds: number[] = [];
  for (let n = 0; n < 6; n++)
    articleIds.push((await makeArticle({ title: `${word} city story ${n}`, contentText: `city ${word}` }, tagIds)).id);
  const paid = await makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid', title: `${word} paid` }, [pub.id]);
  const [a, b] = articleIds as [number, number];
  await makeActiveView([{ layout: 0, articleIds: [a, b, paid.id], title: 'Top' }]);
  // A Plus reader: personal feeds past their first page are Plus's (PRODUCT.md).
  const reader = await makeReader('plus');
  const plus = await makeReader('plus');
  const admin = await makeSession({ role: 'admin' });
  await db()
    .insert(tagFollows)
    .values([topic.id, place.id].map((tagId) => ({ userId: reader.id, tagId })));
  const [curatorTag] = [await makeTag({ type: 'curator' })];
  const [curator] = await db()
    .insert(curators)
    .values({ name: `Curator ${word}`, username: `cur${uniq()}`, tagId: curatorTag!.id })
    .returning();
  const [top] = await db().insert(comments).values({ articleId: a, userId: reader.id, body: 'Top' }).returning();
  const [reply] = await db().insert(comments).values({ articleId: a, userId: plus.id, body: 'Re', replyTo: top!.id }).returning();
  const { token } = await mintSharePass(env, db(), { articleId: paid.id, userId: reader.id });
  const reported = await makeReportedComment();
  const many = Array.from({ length: 150 }, (_, i) => i + 1).join(',');

  const guest: PlanCase[] = [
    '/',
    '/trending',
    `/trending/${pub.tag}`,
    `/trending/${pub.tag}?page=50`,
    `/trending/${place.tag}`,
    `/article/${a}`,
    `/article/${a}?comment_id=${top!.id}&reply_id=${reply!.id}`,
    `/article/${a}?before=${reply!.id}`,
    `/article/${paid.id}?pass=${token}`,
    `/search?q=${word}`,
    '/search?q=city',
    '/api/articles',
    '/api/articles?page=5000&count=20',
    `/api/articles?tags=${pub.id}`,
    `/api/articles?tags=${pub.id}&page=50`,
    `/api/articles?tags=${many}`,
    `/api/articles?scope=${encodeURIComponent(pub.scope)}`,
    '/api/articles?q=city',
    '/aux/articles/trending',
    '/aux/articles/icymi',
    `/api/articles/${a}`,
    `/aux/articles/${a}/comments?before_id=${reply!.id + 1}`,
    `/aux/articles/${a}/comments?after_id=0&count=5`,
    `/aux/articles/${a}/comments?reply_to=${top!.id}`,
    '/api/search?q=city',
    `/api/search?q=${word}`,
    '/api/tags?type=topic&query=t',
    '/api/curators',
    `/api/curators/${curator!.id}`,
    `/api/tags/${topic.id}`,
    '/aux/popups',
    '/aux/ui-blocks/none',
    '/aux/promotionals/none',
    '/aux/search-suggestions',
    '/sitemap.xml',
    '/news-sitemap.xml',
    '/rss.xml',
    `/rss/${pub.tag}.xml`,
  ].map((path) => ({ path, who: 'guest' as const }));
  const signedIn: PlanCase[] = [
    '/trending',
    '/foryou',
    `/foryou?tags=${topic.id}`,
    '/local',
    '/local?state=TX',
    `/article/${a}`,
    '/api/articles?scope=feed:for-me&page=3',
    '/api/articles?scope=feed:near-me',
    '/api/profile',
    '/api/bookmarks',
    '/api/bookmarks?page=500',
    '/api/my-tags',
    '/api/my-curators',
    '/account/profile',
    '/account/saved',
    '/account/following',
    '/account/interests',
    '/account/locations',
    '/account/notifications',
    '/onboarding',
  ].map((path) => ({ path, who: 'reader' as const }));
  const writes: PlanCase[] = [
    { path: `/api/articles/${b}/upvote`, method: 'POST' },
    { path: `/api/articles/${b}/downvote`, method: 'POST' },
    { path: `/api/articles/${b}/bookmark`, method: 'POST' },
    { path: `/api/articles/${b}/bookmark`, method: 'DELETE' },
    { path: `/api/tags/${category.id}/follow`, method: 'POST' },
    { path: `/api/curators/${curator!.id}/follow`, method: 'POST' },
    { path: `/aux/articles/${b}/comments`, method: 'POST', body: { body: 'A comment' } },
    { path: `/aux/articles/${a}/comments/${top!.id}`, method: 'PATCH', body: { body: 'Edited' } },
    { path: `/aux/articles/${a}/comments`, method: 'POST', body: { body: 'A reply', reply_to: top!.id } },
    { path: `/aux/articles/${reported.article.id}/comments/${reported.comment.id}/report`, method: 'POST', body: { reason: 'Spam' } },
  ].map((c) => ({ ...c, who: 'reader' as const }));
  const backOffice: PlanCase[] = [
    '/admin',
    '/admin/articles',
    '/admin/articles?page=400',
    `/admin/articles/${a}`,
    '/admin/tags',
    '/admin/tags?page=300',
    '/admin/users',
    '/admin/users?page=9000',
    '/admin/users?q=example',
    '/admin/audit',
    '/admin/audit?page=800',
    '/admin/push',
    '/admin/newsletter',
    '/admin/views',
    '/admin/popups',
    '/admin/promotionals',
    '/admin/ui-blocks',
    '/admin/api/articles?page=400',
    `/admin/api/articles?tags=${pub.id}&status=published`,
    '/admin/api/users?page=9000',
    '/admin/api/tags?page=300',
    '/admin/api/audit?page=800',
    '/admin/api/comments/reported?page=300',
    '/aux/admin/exports/users',
  ].map((path) => ({ path, who: 'admin' as const }));
  return { cookies: { reader: reader.cookie, admin: admin.cookie }, cases: [...guest, ...signedIn, ...writes, ...backOffice] };
}

/** The back office's route table, every feature's `admin.cases.ts`. */
export function adminCases(): AdminRouteCase[] {
  const modules = import.meta.glob<{ ADMIN_CASES: AdminRouteCase[] }>('../features/**/admin.cases.ts', { eager: true });
  return Object.values(modules).flatMap((m) => m.ADMIN_CASES);
}
