/**
 * @module Editors' previews: `GET /admin/articles/{id}/preview` (admin) signs a link and sends the
 * editor to it; `GET /preview/article/{id}?token=…` shows the stored article as readers will see
 * it once published (the whole body, as a reader the paywall lets in), to whoever holds a live
 * link, with a banner saying it is a preview. An expired, tampered or foreign link gets a page
 * saying so (403) and nothing of the article; a published article's link leads to the live page.
 */
import { Hono } from 'hono';
import { ArticlePage } from '../../../client/server/pages/ArticlePage';
import { PreviewBanner, PreviewRefusedPage } from '../../../client/server/pages/PreviewPage';
import { ADMIN_ARTICLE_MESSAGES } from '../../contracts/admin-articles';
import { articleHref } from '../../contracts/article-url';
import { COMMENT_MESSAGES } from '../../contracts/comments';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { adminPage } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { firstPageQueries, readFocus } from '../comments/first-page';
import { articleOr404 } from './admin-screens';
import { prepareBody } from './body-memo';
import { originalStory } from './original';
import { PREVIEW_MESSAGES, PREVIEW_PARAM, previewAllowed, previewLink, previewOutcome } from './preview';
import { getArticle } from './queries';
import { assembleRead } from './read';
import { readNextQueries } from './read-next';
import { articleMeta } from './seo';

const PLAIN = readFocus(() => undefined);

/** The admin's Preview button: a fresh link, 24 hours from now. */
export const previewAdminPages = new Hono<AppEnv>().get('/admin/articles/:id{[0-9]+}/preview', adminPage, async (c) => {
  const id = pageId(c.req.param('id'), ADMIN_ARTICLE_MESSAGES.notFound);
  const article = await articleOr404(c, id);
  if (previewOutcome(article.status) === 'live') return c.redirect(articleHref(article.id, article.title, article.slug), 303);
  const { href } = await previewLink(c.env.SHARE_PASS_SECRET, id, nowSeconds());
  return c.redirect(href, 303);
});

export const previewPages = new Hono<AppEnv>().get('/preview/article/:id', async (c) => {
  // Whatever happens below, this page is about one link: never kept, never indexed.
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  const id = pageId(c.req.param('id'), ADMIN_ARTICLE_MESSAGES.notFound);
  const now = nowSeconds();
  // The signature is checked before anything is read: a bad link costs no D1 round trip.
  if (!(await previewAllowed(c.env.SHARE_PASS_SECRET, c.req.query(PREVIEW_PARAM), id, now))) {
    c.status(403);
    return c.render(<PreviewRefusedPage title={PREVIEW_MESSAGES.refusedTitle} message={PREVIEW_MESSAGES.refused} />, {
      title: `${PREVIEW_MESSAGES.refusedTitle} · Edgewire`,
      noindex: true,
    });
  }
  const db = c.get('db');
  // The same one batch as a reader's page: the article, its first comments and the stories after it.
  const found = await getArticle(db, id, null, {
    nowSeconds: now,
    comments: firstPageQueries(db, id, PLAIN, null),
    extra: readNextQueries(db, id),
  });
  if (!found) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
  if (previewOutcome(found.row.status) === 'live') return c.redirect(articleHref(id, found.row.title, found.row.slug), 303);
  // As a reader the paywall lets in sees it: the link stands in for a share pass here.
  // Dated as it will be: a scheduled draft goes out at its schedule (publishing/scheduled.ts).
  const row = { ...found.row, date: found.row.scheduledDate ?? found.row.date };
  const read = assembleRead({ ...found, row, passValid: true }, prepareBody(id, found.row, null), null, now, PLAIN);
  const { article } = read;
  const meta = articleMeta(article, {
    siteUrl: c.env.SITE_URL,
    modified: read.modified,
    description: read.description,
    editorial: read.editorial,
  });
  return c.render(
    <>
      <PreviewBanner message={PREVIEW_MESSAGES.banner} />
      <ArticlePage
        article={article}
        comments={{ ...read.comments!, reader: 'guest', blockedText: COMMENT_MESSAGES.mayNotComment, draft: null }}
        gateMessage={null}
        overlayMessage={null}
        signedIn={false}
        nowSeconds={now}
        original={originalStory(article, c.env.SITE_URL)}
        dek={read.dek}
        next={read.next}
      />
    </>,
    { title: `Preview: ${meta.title} · Edgewire`, description: meta.description || undefined, og: meta.og, noindex: true },
  );
});
