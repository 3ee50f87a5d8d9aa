/**
 * @module The two /account sections without an island: billing (plan and renewal once there is a
 * subscription, else the way to Edgewire Plus) and saved articles (bookmarks as cards, 100 a page).
 */
import { ACCOUNT_MESSAGES } from '../../../worker/contracts/account';
import type { ArticleDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import { ArticleCard } from '../../browser/components/ArticleCard';
import { TEXT_LINK as LINK } from '../../browser/components/links';
import { Island } from '../islands';

const BUTTON = 'btn btn-primary btn-md';
const DATE = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export type BillingProps = { subscriptionEnd: number | null; subscribed: boolean; plan: 'monthly' | 'annual' | null; renews: boolean };

export function BillingSection({ subscriptionEnd, subscribed, plan, renews }: BillingProps) {
  if (subscriptionEnd === null) {
    return (
      <div className="flex flex-col items-start gap-4" data-billing="free">
        <p className="text-ink-2">You are on the free plan.</p>
        <p className="text-ink-2">Edgewire Plus removes ads, unlocks Plus stories and unlimited local news. The first month is free.</p>
        <a href="/landing" className={BUTTON}>
          See Edgewire Plus plans
        </a>
      </div>
    );
  }
  const date = DATE.format(new Date(subscriptionEnd * 1000));
  const planName = plan === 'annual' ? 'Edgewire Plus, annual' : plan === 'monthly' ? 'Edgewire Plus, monthly' : 'Edgewire Plus';
  return (
    <dl className="grid max-w-lg grid-cols-[auto_1fr] gap-x-6 gap-y-3" data-billing={subscribed ? 'active' : 'ended'}>
      <dt className="font-semibold text-ink">Plan</dt>
      <dd className="text-ink-2">{planName}</dd>
      <dt className="font-semibold text-ink">{subscribed ? (renews ? 'Renews on' : 'Ends on') : 'Ended on'}</dt>
      <dd className="text-ink-2">
        <time dateTime={new Date(subscriptionEnd * 1000).toISOString()}>{date}</time>
      </dd>
      {subscribed ? null : (
        <dd className="col-span-2">
          <a href="/landing" className={LINK}>
            Renew Edgewire Plus
          </a>
        </dd>
      )}
    </dl>
  );
}

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
