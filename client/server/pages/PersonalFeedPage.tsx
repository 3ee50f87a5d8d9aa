/**
 * @module 'Your News' (/foryou) and 'Local News' (/local) for signed-in readers: the first page of
 * the reader's feed as cards. Free readers see the subscribe notice (PRODUCT.md: further pages are
 * Plus); paging, filter chips and endless loading belong to the personal-feeds work.
 */
import type { ArticleDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import { ArticleCard } from '../../browser/components/ArticleCard';

export type PersonalFeedProps = {
  kind: 'foryou' | 'local';
  articles: ArticleDto[];
  chips: { name: string; href: string }[];
  subscribed: boolean;
  nowSeconds: number;
};

const CHIP = 'chip';

export function PersonalFeedPage({ kind, articles, chips, subscribed, nowSeconds }: PersonalFeedProps) {
  const local = kind === 'local';
  return (
    <main id="main" className="mx-auto w-full max-w-feed px-4 py-6 sm:px-6" data-personal-feed={kind}>
      <h1 className="mb-4 text-3xl font-black tracking-tight text-ink">{local ? 'Local News' : 'Your News'}</h1>
      <nav aria-label="Filters" className="mb-6 flex flex-wrap gap-2">
        <span className={`${CHIP} border-ink bg-ink text-canvas`} aria-current="true">
          All
        </span>
        {chips.map((c) => (
          <a key={c.href} href={c.href} className={CHIP}>
            {c.name}
          </a>
        ))}
        <a href={local ? '/account/locations' : '/account/interests'} className={CHIP}>
          {local ? 'Select More Locations' : 'Manage Preferences'}
        </a>
      </nav>
      {!subscribed ? (
        <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" data-subscribe-notice>
          {local ? 'Subscribe to the paid tier to access local news.' : 'Subscribe to the paid tier to access this content.'}{' '}
          <a className="font-semibold underline" href="/landing">
            See plans
          </a>
        </p>
      ) : null}
      <h2 className="zone-title">Latest stories</h2>
      {articles.length ? (
        <div className="flex flex-col gap-8">
          {articles.map((a) => (
            <ArticleCard key={a.id} card={toCard(a, nowSeconds)} style="landscape" showImage />
          ))}
        </div>
      ) : (
        <div className="rounded-lg border border-dashed border-line-strong p-8 text-center text-ink-2">
          <p>
            {local ? 'No local articles available for your selected locations.' : 'No stories yet. Follow a few topics to fill your feed.'}
          </p>
          <a
            href={local ? '/account/locations' : '/account/interests'}
            className="mt-4 inline-block rounded-md bg-sky-700 px-4 py-2 font-semibold text-white"
          >
            {local ? 'Select More Locations' : 'Manage Preferences'}
          </a>
        </div>
      )}
    </main>
  );
}
