/**
 * @module An /account section without an island: saved articles (bookmarks as cards, 100 a page).
 * Billing has its own module (BillingSection.tsx).
 */
import { ACCOUNT_MESSAGES } from '../../../worker/contracts/account';
import type { ArticleDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import { ArticleCard } from '../../browser/components/ArticleCard';
import { TEXT_LINK as LINK } from '../../browser/components/links';
import { Island } from '../islands';

export type SavedProps = { articles: ArticleDto[]; page: number; pages: number; total: number; nowSeconds: number };

export function SavedSection({ articles, page, pages, total, nowSeconds }: SavedProps) {
  if (total === 0) {
    return (
      <div className="flex flex-col items-start gap-4" data-saved="empty">
        <p className="text-ink-2">{ACCOUNT_MESSAGES.noBookmarks}</p>
        <a href="/trending" className={LINK}>
          Find something to read on Trending
        </a>
      </div>
    );
  }
  return (
    <div data-saved={total}>
      <p className="font-semibold text-ink-2">{total === 1 ? '1 saved article' : `${total} saved articles`}</p>
      <ul className="mt-4 flex flex-col gap-6">
        {articles.map((a) => (
          <li key={a.id}>
            <ArticleCard card={toCard(a, nowSeconds)} style="landscape" showImage />
            <Island name="SavedRemove" props={{ articleId: a.id, title: a.title }} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Saved articles pages" className="mt-8 flex items-center gap-4">
          {page > 1 ? (
            <a href={`/account/saved?page=${page - 1}`} className={LINK} rel="prev">
              Newer
            </a>
          ) : null}
          <span className="text-sm text-ink-2">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <a href={`/account/saved?page=${page + 1}`} className={LINK} rel="next">
              Older
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
