/**
 * @module Article pages: `/article/{id}`, `/articles/{id}`, `/news/{id}`. Any query text is
 * accepted (the title slug, comment_id/reply_id scroll targets, a share pass as `pass`); the
 * canonical URL is `/article/{id}` (docs/decisions/009).
 */
import { Hono } from 'hono';
import { renderToString } from 'react-dom/server';
import { ArticlePage } from '../../../client/server/pages/ArticlePage';
import type { AppEnv } from '../../env';
import { pageGeneration } from '../../http/edge-cache';
import { notFound } from '../../http/errors';
import { nowSeconds } from '../../http/time';
import { renderWholePage } from '../../pages/render-whole';
import { SHARE_PASS_PARAM } from '../share/pass';
import { ACCESS_MESSAGES } from './access';
import { type ArticleRead, readArticle } from './read';
import { articleMeta } from './seo';

export const pages = new Hono<AppEnv>();

const guestMarkup = new WeakMap<ArticleRead, string>();

for (const base of ['/article', '/articles', '/news']) {
  pages.get(`${base}/:id`, async (c) => {
    const raw = c.req.param('id');
    // Non-numeric or absurd ids are simply pages that do not exist.
    if (!/^\d{1,15}$/.test(raw)) throw notFound('No article with that id.');
    const viewer = c.var.viewer;
    const now = nowSeconds();
    const passToken = c.req.query(SHARE_PASS_PARAM);
    const read = await readArticle(c.get('db'), c.env.SHARE_PASS_SECRET, Number(raw), viewer, passToken, now, await pageGeneration(c.env));
    if (!read) throw notFound('No article with that id.');
    const { article } = read;
    // A page opened with a pass may hold a body its URL unlocked: never let a shared cache keep it.
    if (passToken !== undefined) c.header('Cache-Control', 'private, no-store');
    const { canonical, og, jsonLd } = articleMeta(article, {
      siteUrl: c.env.SITE_URL,
      modified: read.modified,
      description: read.description,
    });
    const page = (
      <ArticlePage
        article={article}
        gateMessage={article.locked ? ACCESS_MESSAGES[article.locked] : null}
        overlayMessage={article.locked === 'subscription' ? ACCESS_MESSAGES.overlay : null}
        signedIn={viewer !== null}
        nowSeconds={now}
      />
    );
    const props = {
      title: `${article.title} · Edgewire`,
      description: read.description || undefined,
      canonical,
      og,
      jsonLd,
      engagement: true as const,
    };
    if (viewer !== null || passToken !== undefined) return renderWholePage(c, page, props);
    // Every guest gets the same markup for the same read (read.ts keeps one per article for a
    // few seconds), so it is rendered once per read, like the trending zones.
    let markup = guestMarkup.get(read);
    if (markup === undefined) guestMarkup.set(read, (markup = renderToString(page)));
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own React output for this page, rendered once per read
    return renderWholePage(c, <div className="contents" dangerouslySetInnerHTML={{ __html: markup }} />, props);
  });
}
