/** @module Article pages: `/article/{id}`, `/articles/{id}`, `/news/{id}`. */
import { Hono } from 'hono';
import { ArticlePage } from '../../../client/pages/ArticlePage';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { nowSeconds } from '../../http/time';
import { ACCESS_MESSAGES } from './access';
import { groupTags, toArticleDto } from './dto';
import { getArticle } from './queries';
import { sanitizeArticleHtml } from './sanitize';

export const articlePages = new Hono<AppEnv>();

for (const base of ['/article', '/articles', '/news']) {
  articlePages.get(`${base}/:id`, async (c) => {
    const raw = c.req.param('id');
    // Non-numeric or absurd ids are simply pages that do not exist.
    if (!/^\d{1,15}$/.test(raw)) throw notFound('No article with that id.');
    const viewer = c.get('viewer');
    const found = await getArticle(c.get('db'), Number(raw), viewer?.id ?? null);
    if (!found || found.row.status !== 'published') throw notFound('No article with that id.');
    const now = nowSeconds();
    const article = toArticleDto(found.row, groupTags(found.tagRows), found.marks, viewer, found.row, now);
    const html = article.content === null ? null : sanitizeArticleHtml(article.content);
    return c.render(
      <ArticlePage
        article={article}
        html={html}
        gateMessage={article.locked ? ACCESS_MESSAGES[article.locked] : null}
        overlayMessage={article.locked === 'subscription' ? ACCESS_MESSAGES.overlay : null}
        nowSeconds={now}
      />,
      { title: `${article.title} · Edgewire`, description: article.excerpt ?? undefined, canonical: `${c.env.SITE_URL}/article/${article.id}` },
    );
  });
}
