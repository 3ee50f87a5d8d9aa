/**
 * @module After an admin write to articles: what readers are shown must follow within seconds.
 * The write's own batch already moved what D1 decides by (the article's `modified`, which keys the
 * bodies kept per isolate; the `version` of the views that show it, which keys the trending memo
 * and its KV copy). Left: the page generation, which keys the edge cache and the kept guest and
 * reader reads (every isolate re-reads it within 5 s), and this isolate's trending memo, which
 * would otherwise look at the view's version again only after its own 5 s.
 */
import type { ArticleListStatus } from '../../contracts/article-list';
import { bumpPageGeneration } from '../../http/edge-cache';
import { resetTrendingMemo } from '../front-page/cache';

/**
 * `statuses`: the article's status before and after the write. Readers never see a draft (every
 * reader query asks for published), so a write that leaves a draft a draft keeps every cached page.
 */
export async function articlesChanged(env: Pick<Env, 'CACHE'>, ...statuses: ArticleListStatus[]): Promise<void> {
  if (!statuses.includes('published')) return;
  resetTrendingMemo();
  await bumpPageGeneration(env);
}
