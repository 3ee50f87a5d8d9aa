/**
 * @module After an admin write to articles: what readers are shown must follow within seconds.
 * The write's own batch already moved what D1 decides by (the article's `modified`, which keys the
 * bodies kept per isolate; the `version` of the views that show it). Left: telling the cache
 * registry (worker/cache) that articles changed, which moves the page generation and drops this
 * isolate's copies at once.
 */
import { invalidate } from '../../cache';
import type { ArticleListStatus } from '../../contracts/article-list';

/**
 * `statuses`: the article's status before and after the write. Readers never see a draft (every
 * reader query asks for published), so a write that leaves a draft a draft keeps every cached page.
 */
export async function articlesChanged(env: Pick<Env, 'CACHE'>, ...statuses: ArticleListStatus[]): Promise<void> {
  if (statuses.includes('published')) await invalidate(env, 'articles');
}
