/**
 * @module The writer table's editorial half (writers.test.ts): articles, tags, views, comments,
 * users, the cron and readers' own writes. Guest pages are read once the edge cache keeps them, so
 * a writer that forgot to invalidate is caught serving the kept copy.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { comments } from '../db/schema';
import { makeReportedComment } from '../features/comments/admin.cases';
import { keepActiveView, makeView } from '../features/front-page/admin.cases';
import worker from '../index';
import { db, makeActiveView, makeArticle, makeReader, makeSession, makeTag, uniq } from '../test/factories';
import { call } from '../test/http';
import { admin, answer, guestPage, has, lacks, seen, unseen, type Writer } from '../test/writers';

const titled = (prefix: string, tagIds: number[] = [], over = {}) => makeArticle({ title: `${prefix} ${uniq()}`, ...over }, tagIds);

/** An article with a comment anyone may read. */
async function commented() {
  const article = await titled('Commented');
  const author = await makeSession();
  const body = `Worth reading ${uniq()}`;
  const [comment] = await db().insert(comments).values({ articleId: article.id, userId: author.user.id, body }).returning();
  return { article, author: author.user, comment: comment!, body };
}

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled({ cron: '*/5 * * * *', scheduledTime: Date.now(), noRetry() {} } as ScheduledController, env, ctx);
  await waitOnExecutionContext(ctx);
}

export const EDITORIAL_WRITERS: Record<string, Writer> = {
  'POST /admin/api/articles': seen(['articles'], {
    setup: async () => {
      const tag = await makeTag();
      await titled('Already on the tag page', [tag.id]);
      return { tag, title: `Just published ${uniq()}` };
    },
    read: (s) => guestPage(`/trending/${s.tag.tag}`),
    write: (s, who) => admin('POST', '/admin/api/articles', who, { title: s.title, status: 'published', tags: [s.tag.id] }),
    before: (text, s) => lacks(s.title)(text),
    after: (text, s) => has(s.title)(text),
  }),
  'PATCH /admin/api/articles/:id': seen(['articles'], {
    setup: async () => ({ article: await titled('Before the edit'), title: `After the edit ${uniq()}` }),
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('PATCH', `/admin/api/articles/${s.article.id}`, who, { title: s.title }),
    before: (text, s) => has(s.article.title)(text),
    after: (text, s) => has(s.title)(text),
  }),
  'DELETE /admin/api/articles/:id': seen(['articles'], {
    setup: async () => ({ article: await titled('Soon deleted') }),
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('DELETE', `/admin/api/articles/${s.article.id}`, who),
    before: (text, s) => has(s.article.title)(text),
    after: (text, s) => lacks(s.article.title)(text),
  }),
  'POST /admin/api/articles/:id/duplicate': unseen('the copy is a draft, and readers never see drafts'),
  'POST /admin/api/articles/:id/tags': seen(['articles'], {
    setup: async () => ({ article: await titled('Gains a tag'), tag: await makeTag({ name: `Added topic ${uniq()}` }) }),
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('POST', `/admin/api/articles/${s.article.id}/tags`, who, [s.tag.id]),
    before: (text, s) => lacks(s.tag.name)(text),
    after: (text, s) => has(s.tag.name)(text),
  }),
  'DELETE /admin/api/articles/:id/tags/:tagId': seen(['articles'], {
    setup: async () => {
      const tag = await makeTag({ name: `Removed topic ${uniq()}` });
      return { tag, article: await titled('Loses a tag', [tag.id]) };
    },
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('DELETE', `/admin/api/articles/${s.article.id}/tags/${s.tag.id}`, who),
    before: (text, s) => has(s.tag.name)(text),
    after: (text, s) => lacks(s.tag.name)(text),
  }),
  'POST /admin/api/uploads': unseen('an image no page shows until an article names it'),
  'POST /admin/api/tags': unseen('a new tag shows nowhere until an article or a zone uses it'),
  'PATCH /admin/api/tags/:id': seen(['tags'], {
    setup: async () => {
      const tag = await makeTag({ name: `Old topic ${uniq()}` });
      return { tag, article: await titled('Tagged', [tag.id]), name: `New topic ${uniq()}` };
    },
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('PATCH', `/admin/api/tags/${s.tag.id}`, who, { name: s.name }),
    before: (text, s) => has(s.tag.name)(text),
    after: (text, s) => has(s.name)(text),
  }),
  'DELETE /admin/api/tags/:id': seen(['tags'], {
    setup: async () => {
      const tag = await makeTag({ name: `Doomed topic ${uniq()}` });
      return { tag, article: await titled('Tagged', [tag.id]) };
    },
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('DELETE', `/admin/api/tags/${s.tag.id}?confirm=true`, who),
    before: (text, s) => has(s.tag.name)(text),
    after: (text, s) => lacks(s.tag.name)(text),
  }),
  'POST /admin/api/views': unseen('a new view is not active'),
  'PATCH /admin/api/views/:id': seen(['views'], {
    setup: async () => {
      const [kept, added] = [await titled('In the view'), await titled('Added to the view')];
      return { kept, added, view: await makeActiveView([{ layout: 0, articleIds: [kept.id] }]) };
    },
    read: () => guestPage('/trending'),
    write: (s, who) =>
      admin('PATCH', `/admin/api/views/${s.view.id}`, who, {
        version: s.view.version,
        zones: [{ title: 'Zone 0', web_layout: 1, tags: [], articles: [s.kept.id, s.added.id] }],
      }),
    before: (text, s) => lacks(s.added.title)(text),
    after: (text, s) => has(s.added.title)(text),
  }),
  'POST /admin/api/views/:id/activate': seen(['views'], {
    setup: async () => {
      const [now, next] = [await titled('Front page now'), await titled('Front page next')];
      await makeActiveView([{ layout: 0, articleIds: [now.id] }]);
      await keepActiveView();
      return { now, next, view: await makeView([{ layout: 0, articleIds: [next.id] }]) };
    },
    read: () => guestPage('/trending'),
    write: (s, who) => admin('POST', `/admin/api/views/${s.view.id}/activate`, who),
    before: (text, s) => has(s.now.title)(text),
    after: (text, s) => has(s.next.title)(text),
  }),
  'POST /admin/api/views/:id/duplicate': unseen('the copy is not active'),
  'DELETE /admin/api/views/:id': unseen('the active view cannot be deleted'),
  'POST /admin/api/comments/:id/hide': seen(['comments'], {
    setup: commented,
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('POST', `/admin/api/comments/${s.comment.id}/hide`, who),
    before: (text, s) => has(s.body)(text),
    after: (text, s) => lacks(s.body)(text),
  }),
  'POST /admin/api/comments/:id/restore': seen(['comments'], {
    // Reported three times: hidden from everyone but its author until a moderator keeps it.
    setup: () => makeReportedComment(['Spam', 'Rude', 'Off topic']),
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('POST', `/admin/api/comments/${s.comment.id}/restore`, who),
    before: (text, s) => lacks(s.comment.body)(text),
    after: (text, s) => has(s.comment.body)(text),
  }),
  'DELETE /admin/api/comments/:id': seen(['comments'], {
    setup: commented,
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('DELETE', `/admin/api/comments/${s.comment.id}`, who),
    before: (text, s) => has(s.body)(text),
    after: (text, s) => lacks(s.body)(text),
  }),
  'POST /admin/api/users': unseen('a new account has written nothing readers see'),
  // A username is shown on its comments; a deleted account's comments stay, as a former reader's.
  'PATCH /admin/api/users/:id': seen(['comments'], {
    setup: async () => ({ ...(await commented()), name: `renamed${uniq()}` }),
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('PATCH', `/admin/api/users/${s.author.id}`, who, { username: s.name }),
    before: (text, s) => has(s.author.username)(text),
    after: (text, s) => has(s.name)(text),
  }),
  'DELETE /admin/api/users/:id': seen(['comments'], {
    setup: commented,
    read: (s) => guestPage(`/article/${s.article.id}`),
    write: (s, who) => admin('DELETE', `/admin/api/users/${s.author.id}`, who),
    before: (text, s) => has(s.author.username)(text),
    after: (text, s) => lacks(s.author.username)(text),
  }),
  'POST /admin/api/users/:id/activate': unseen('sessions are checked in D1 on every request; no page shows who is active'),
  'POST /admin/api/users/:id/deactivate': unseen('sessions are checked in D1 on every request; no page shows who is active'),
  'POST /admin/api/notify': unseen('a push notification is sent, not shown on a page'),
  'POST /aux/jobs/push-notification-job': unseen('a push notification is sent, not shown on a page'),
  'cron: publish due articles': seen(['articles'], {
    setup: async () => {
      const due = await titled('Scheduled story', [], { status: 'drafted', scheduledDate: Math.floor(Date.now() / 1000) - 60 });
      // Layout 0 shows the first published article of its zone: the lead until the due one is published.
      await makeActiveView([{ layout: 0, articleIds: [due.id, (await titled('Lead story')).id] }]);
      return { due };
    },
    read: () => guestPage('/trending'),
    write: runCron,
    before: (text, s) => lacks(s.due.title)(text),
    after: (text, s) => has(s.due.title)(text),
  }),
  // Readers' own writes tell no one: KV takes about one write a second per key. The article's
  // change stamp shows them to signed-in readers on the next view; guests within GUEST_READ_MS
  // and the edge cache's TTL; the front page's counts within VIEW_MS.
  'reader: vote': seen([], {
    setup: async () => ({ article: await makeArticle({ upvotes: 41 }), reader: await makeReader('free') }),
    read: (s) => answer(`/article/${s.article.id}`, s.reader.cookie),
    write: (s) => call('POST', `/api/articles/${s.article.id}/upvote`, { cookie: s.reader.cookie }),
    before: has('data-up="41"'),
    after: has('data-up="42"'),
  }),
  'reader: comment': seen([], {
    setup: async () => ({ article: await titled('Discussed'), reader: await makeReader('free'), body: `My take ${uniq()}` }),
    read: (s) => answer(`/article/${s.article.id}`, s.reader.cookie),
    write: (s) => call('POST', `/aux/articles/${s.article.id}/comments`, { cookie: s.reader.cookie, body: { body: s.body } }),
    before: (text, s) => lacks(s.body)(text),
    after: (text, s) => has(s.body)(text),
  }),
};
