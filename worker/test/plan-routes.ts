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
import { encodeCursor } from '../http/cursor';
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
    '/api/articles?page=500&count=20',
    `/api/articles?tags=${pub.id}`,
    `/api/articles?tags=${pub.id}&page=50`,
    `/api/articles?tags=${many}`,
    `/api/articles?tags=${pub.id},${topic.id}`,
    `/api/articles?tags=${pub.id},${topic.id},${category.id}&page=40&count=20`,
    `/api/articles?scope=${encodeURIComponent(pub.scope)}`,
    `/api/articles?scope=${encodeURIComponent(pub.scope)},${encodeURIComponent(topic.scope)}&tags=${place.id}&page=2`,
    '/api/articles?state=TX',
    '/api/articles?q=city',
    '/api/articles?q=city&page=30&count=20',
    `/api/articles?q=city&tags=${pub.id},${topic.id}`,
    '/aux/articles/trending',
    '/aux/articles/icymi',
    `/api/articles/${a}`,
    `/aux/articles/${a}/comments?before_id=${reply!.id + 1}`,
    `/aux/articles/${a}/comments?after_id=0&count=5`,
    `/aux/articles/${a}/comments?reply_to=${top!.id}`,
    '/api/search?q=city',
    `/api/search?q=${word}`,
    '/api/tags?type=topic&query=t',
    `/api/tags?cursor=${encodeCursor(['M', 1])}`,
    `/api/tags?type=location&cursor=${encodeCursor(['TX', 'M', 1])}`,
    '/api/tags?page=300&count=20',
    '/api/curators',
    `/api/curators?cursor=${encodeCursor(['M', 1])}`,
    '/api/curators?page=300&count=20',
    `/api/curators/${curator!.id}`,
    `/api/tags/${topic.id}`,
    '/aux/popups',
    '/aux/ui-blocks/none',
    '/aux/promotionals/none',
    '/aux/search-suggestions',
    '/sitemap.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/articles-1.xml',
    '/sitemaps/tags-1.xml',
    '/home',
    `/articles/${a}`,
    `/news/${a}`,
    `/share/${a}`,
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
    '/api/articles?scope=feed:near-me&state=TX',
    '/api/articles?scope=feed:for-me&q=city',
    '/api/profile',
    '/api/bookmarks',
    '/api/bookmarks?page=50',
    `/api/bookmarks?cursor=${encodeCursor([Math.floor(Date.now() / 1000), b])}`,
    '/api/my-tags',
    '/api/my-curators',
    '/account/profile',
    '/account/saved',
    '/account/following',
    '/account/interests',
    '/account/locations',
    '/account/notifications',
    '/onboarding',
    '/account',
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
    '/admin/articles/new',
    `/admin/articles/${a}/preview`,
    `/admin/articles/${a}/delete`,
    '/admin/tags/new',
    `/admin/tags/${pub.id}`,
    `/admin/tags/${pub.id}/delete`,
    '/admin/users/new',
    `/admin/users/${reader.id}`,
    `/admin/users/${reader.id}/delete`,
    `/admin/comments/${top!.id}/delete`,
    `/admin/articles/${a}`,
    '/admin/tags',
    '/admin/tags?page=200',
    '/admin/users',
    '/admin/users?page=400',
    '/admin/users?q=example',
    '/admin/audit',
    '/admin/audit?page=200',
    '/admin/push',
    '/admin/push?page=300',
    '/admin/newsletter',
    '/admin/views',
    '/admin/popups',
    '/admin/promotionals',
    '/admin/ui-blocks',
    '/admin/api/articles?page=400',
    `/admin/api/articles?tags=${pub.id}&status=published`,
    '/admin/api/users?page=600',
    '/admin/api/tags?page=300',
    '/admin/api/audit?page=200',
    '/admin/api/comments/reported?page=300',
    '/admin/api/notify?page=300&count=20',
    `/admin/api/notify?cursor=${encodeCursor([1_000_000])}`,
    '/admin/comments?page=300',
    `/admin/articles?tag=${pub.id}&q=city&page=2`,
    '/aux/admin/exports/users',
  ].map((path) => ({ path, who: 'admin' as const }));
  return { cookies: { reader: reader.cookie, admin: admin.cookie }, cases: [...guest, ...signedIn, ...writes, ...backOffice] };
}

/** The back office's route table, every feature's `admin.cases.ts`. */
export function adminCases(): AdminRouteCase[] {
  const modules = import.meta.glob<{ ADMIN_CASES: AdminRouteCase[] }>('../features/**/admin.cases.ts', { eager: true });
  return Object.values(modules).flatMap((m) => m.ADMIN_CASES);
}

/** A Hono route path (`/article/:id{[0-9]+}`, `/media/*`) as a regular expression over request paths. */
export function routePattern(path: string): RegExp {
  let out = '';
  for (let i = 0; i < path.length; ) {
    const ch = path[i]!;
    if (ch === ':') {
      const name = /^:\w+/.exec(path.slice(i))![0];
      i += name.length;
      if (path[i] === '{') {
        // A custom pattern: up to its matching brace.
        let depth = 0;
        let j = i;
        for (; j < path.length; j++) {
          if (path[j] === '{') depth++;
          if (path[j] === '}' && --depth === 0) break;
        }
        out += `(?:${path.slice(i + 1, j)})`;
        i = j + 1;
      } else out += '[^/]+';
      if (path[i] === '?') {
        out += '?';
        i++;
      }
    } else if (ch === '*') {
      out += '.*';
      i++;
    } else {
      out += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      i++;
    }
  }
  return new RegExp(`^${out.replace(/\/$/, '')}/?$`);
}

/** The GET routes no case requests, given the app's routes and the (method, path) pairs requested. */
export function uncovered(routes: { method: string; path: string }[], requested: { method: string; path: string }[]): string[] {
  const gets = [...new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path))];
  return gets.filter((p) => {
    const re = routePattern(p);
    return !requested.some((r) => r.method === 'GET' && re.test(r.path.split('?')[0]!));
  });
}
