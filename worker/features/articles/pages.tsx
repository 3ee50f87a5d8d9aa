/**
 * @module Article pages: `/article/{id}`, `/articles/{id}`, `/news/{id}`. Any query text is
 * accepted (the title slug, comment_id/reply_id scroll targets, a share pass as `pass`); the
 * canonical URL is `/article/{id}` (docs/decisions/009).
 */
import { type Context, Hono } from 'hono';
import { renderToString } from 'react-dom/server';
import { ArticlePage } from '../../../client/server/pages/ArticlePage';
import { pageGeneration } from '../../cache';
import type { ArticleDto } from '../../contracts/articles';
import { COMMENT_MESSAGES, DRAFT_KEYS } from '../../contracts/comments';
import { idFromText } from '../../contracts/ids';
import { type ReaderTier, readerTier } from '../../contracts/plus';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { pageId } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { fillTemplate, keptGuestPage, keptTemplate } from '../../pages/page-cache';
import { htmlBytes, renderPageBytes, renderPageHtml, renderWholePage } from '../../pages/render-whole';
import { pageAds } from '../ads/source';
import { sessionInBatch } from '../auth/session-batch';
import { decideSession } from '../auth/session-state';
import { isPlainPage, readFocus } from '../comments/first-page';
import { SHARE_PASS_PARAM } from '../share/pass';
import { ACCESS_MESSAGES, may } from './access';
import { originalStory } from './original';
import { type ArticleRead, readArticle } from './read';
import { readerOnArticle, readForReader, sharedMarkup } from './reader-read';
import { articleMeta } from './seo';

export const pages = new Hono<AppEnv>();

const NO_ARTICLE = 'No article with that id.';

/** Who may take part below the article: guests log in; readers the access table refuses may not comment. */
function commentsReader(article: ArticleDto, tier: ReaderTier) {
  const reader = tier === 'guest' ? 'guest' : may('comment', article, { tier }) ? 'reader' : 'blocked';
  return { reader, blockedText: COMMENT_MESSAGES.mayNotComment } as const;
}

/** The text of a post the server refused, handed back through the flash (comments/forms.ts). */
function commentDraft(c: Context<AppEnv>) {
  const data = c.var.flash?.data;
  const body = data?.[DRAFT_KEYS.body];
  if (!body) return null;
  return { body, replyTo: idFromText(data[DRAFT_KEYS.replyTo]) };
}

const guestMarkup = new WeakMap<ArticleRead, string>();

/** Our own React output, rendered once and spliced in as it is. */
// biome-ignore lint/security/noDangerouslySetInnerHtml: our own React output for this page, rendered once per read
const asRendered = (markup: string) => <div className="contents" dangerouslySetInnerHTML={{ __html: markup }} />;

for (const base of ['/article', '/articles', '/news']) {
  // The session is checked in the page's own query (sessionInBatch, reader-read.ts).
  pages.get(`${base}/:id`, sessionInBatch, async (c) => {
    // A malformed id is simply a page that does not exist.
    const id = pageId(c.req.param('id'), NO_ARTICLE);
    const now = nowSeconds();
    const passToken = c.req.query(SHARE_PASS_PARAM);
    const focus = readFocus((name) => c.req.query(name));
    const generation = await pageGeneration(c.env);
    const claims = c.var.claims;
    const reader = claims ? await readerOnArticle(c.env.DB, claims, id, now) : null;
    decideSession(c, reader?.viewer ?? null);
    const viewer = c.var.viewer;
    // Read alongside the article (memo or KV, never D1 on the way: features/ads/house.ts); null for Plus.
    const adsReady = pageAds(c, `article:${id}`);
    const plain = passToken === undefined && isPlainPage(focus);
    // A signed-in reader's plain page comes from the copy every reader shares; anything else reads for itself.
    const shared = reader && plain ? await readForReader(c.get('db'), id, reader, now, generation) : null;
    const read = shared?.read ?? (await readArticle(c.get('db'), c.env.SHARE_PASS_SECRET, id, viewer, passToken, now, generation, focus));
    if (!read) throw notFound(NO_ARTICLE);
    const { article } = read;
    // A page opened with a pass may hold a body its URL unlocked: never let a shared cache keep it.
    if (passToken !== undefined) c.header('Cache-Control', 'private, no-store');
    const draft = commentDraft(c);
    // The page and its head are drawn only when no kept page answers (below).
    const page = () => (
      <ArticlePage
        article={article}
        comments={{ ...read.comments!, ...commentsReader(article, readerTier(viewer, now)), draft }}
        gateMessage={article.locked ? ACCESS_MESSAGES[article.locked] : null}
        overlayMessage={article.locked === 'subscription' ? ACCESS_MESSAGES.overlay : null}
        signedIn={viewer !== null}
        nowSeconds={now}
        original={originalStory(article, c.env.SITE_URL)}
        dek={read.dek}
        next={read.next}
      />
    );
    const ads = await adsReady;
    const props = () => {
      const meta = articleMeta(article, {
        siteUrl: c.env.SITE_URL,
        modified: read.modified,
        description: read.description,
        editorial: read.editorial,
      });
      const { canonical, og, jsonLd } = meta;
      return {
        title: `${meta.title} · Edgewire`,
        description: meta.description || undefined,
        canonical,
        og,
        jsonLd,
        engagement: true as const,
        ads,
      };
    };
    if (shared && viewer && !draft) {
      const markup = sharedMarkup(shared.copy, read, viewer, () => renderToString(page()));
      // Without a flash to show, the whole page is the one kept for readers drawn alike (the path
      // too: the footer's newsletter form returns to it, pages/header.ts footerSignUpBack).
      if (markup && !c.var.flash)
        return htmlBytes(
          c,
          fillTemplate(
            keptTemplate(
              `${markup.key}|${c.req.path}|${ads?.id}`,
              generation,
              [],
              () => renderPageHtml(c, asRendered(markup.html), props()) ?? '',
            ),
            {},
          ),
        );
      if (markup) return renderWholePage(c, asRendered(markup.html), props());
    }
    // A comment the server handed back (a reader whose session ended between the post and this
    // page) is this browser's alone: such a page is drawn for itself, never kept for other guests.
    if (viewer !== null || !plain || draft) return renderWholePage(c, page(), props());
    // Every other guest gets the same markup for the same read (read.ts keeps one per article for
    // a few seconds), so it is rendered once per read, like the trending zones.
    let markup = guestMarkup.get(read);
    if (markup === undefined) guestMarkup.set(read, (markup = renderToString(page())));
    const guestPage = asRendered(markup);
    // And so is the whole page around it, kept beside the read (pages/page-cache.ts): what else it
    // shows is its path (the footer's newsletter form returns to it) and the ad fill.
    if (!c.var.flash) {
      const bytes = keptGuestPage(read, `${c.req.path}|${ads?.id}`, () => renderPageBytes(c, guestPage, props()));
      if (bytes) return htmlBytes(c, bytes);
    }
    return renderWholePage(c, guestPage, props());
  });
}
