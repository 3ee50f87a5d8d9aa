/**
 * @module `GET /share/{id}`: the share page, for readers without JavaScript (and anyone
 * who opens the Share link in a new tab). Its e-mail form posts back here (forms.ts).
 */
import { type Context, Hono } from 'hono';
import { SharePage } from '../../../client/server/pages/SharePage';
import type { FormFeedback } from '../../contracts/forms';
import { readerTier } from '../../contracts/plus';
import { SHARE_MESSAGES } from '../../contracts/share';
import type { ToastInit } from '../../contracts/toasts';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { takeFlash } from '../../http/flash';
import { pageId } from '../../http/schemas';
import { siteOrigin } from '../../http/site-origin';
import { nowSeconds } from '../../http/time';
import { may } from '../articles/access';
import { shareArticle } from './queries';

export const pages = new Hono<AppEnv>();

/** The share page; `feedback` when the e-mail form came back with a problem. */
export async function shareScreen<E extends AppEnv>(c: Context<E>, articleId: number, feedback?: FormFeedback, toasts: ToastInit[] = []) {
  const article = await shareArticle(c.get('db'), articleId);
  if (!article) throw notFound(SHARE_MESSAGES.notFound);
  const viewer = c.var.viewer;
  const access = { content_type: article.contentType, paywall: article.paywall };
  const email = !viewer ? 'guest' : may('share', access, { tier: readerTier(viewer, nowSeconds()) }) ? 'allowed' : 'plus-only';
  const flash = await takeFlash(c);
  // The page is about this reader (their form, their toasts): never kept by a shared cache.
  if (viewer || feedback) c.header('Cache-Control', 'private, no-store');
  const url = `${siteOrigin(c)}/article/${article.id}`;
  return c.render(
    <SharePage
      articleId={article.id}
      title={article.title}
      url={url}
      email={email}
      form={{ articleId: article.id, url, ...(feedback ? { feedback } : {}) }}
    />,
    {
      title: `Share: ${article.title} · Edgewire`,
      canonical: `${c.env.SITE_URL}/article/${article.id}`,
      noindex: true,
      toasts: [...(flash.toasts ?? []), ...toasts],
    },
  );
}

pages.get('/share/:id', (c) => shareScreen(c, pageId(c.req.param('id'), SHARE_MESSAGES.notFound)));
