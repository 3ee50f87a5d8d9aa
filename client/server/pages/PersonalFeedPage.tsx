/**
 * @module 'Your News' (/foryou) and 'Local News' (/local) for signed-in readers: filter chips
 * ('All', the reader's interests or locations, then the link to manage them), the first page of the
 * feed as cards, and for free readers the subscribe notice (PRODUCT.md: further pages are Plus).
 * The chips are links carrying the selection (`?tags=`), so they work without JavaScript.
 */
import type { ArticleDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import { chipHref, chooseChip, FEED_TEXT, type FeedKind } from '../../../worker/contracts/feeds';
import { ArticleCard } from '../../browser/components/ArticleCard';
import { LocalGroups } from '../../browser/components/LocalGroups';
import { StateFilter } from '../../browser/components/StateFilter';
import { ButtonLink } from '../../browser/components/ui/Button';
import { Container } from '../../browser/components/ui/Container';
import { Island } from '../islands';

export type FeedChip = { id: number; name: string };

export type PersonalFeedProps = {
  kind: FeedKind;
  articles: ArticleDto[];
  chips: FeedChip[];
  selected: number[];
  /** /local only: the location filter's state code, null for 'Any State'. */
  state?: string | null;
  subscribed: boolean;
  /** Plus readers: what endless loading needs (the feed's scope, page size and total). */
  more: { scope: string; pageSize: number; total: number } | null;
  nowSeconds: number;
};

function Chips({ kind, chips, selected, state }: { kind: FeedKind; chips: FeedChip[]; selected: number[]; state: string | null }) {
  const text = FEED_TEXT[kind];
  // aria-current="true" marks a chosen filter (a link cannot be pressed); the chip utility draws it.
  const chip = (key: string, href: string, on: boolean, label: string) => (
    <li key={key}>
      <a href={href} className="chip" aria-current={on ? 'true' : undefined} data-chip={key}>
        {on ? <span aria-hidden="true">✓</span> : null}
        {label}
      </a>
    </li>
  );
  return (
    <nav aria-label="Filters" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {chip('all', chipHref(kind, chooseChip(selected, 'all'), state), selected.length === 0, 'All')}
        {chips.map((c) => chip(String(c.id), chipHref(kind, chooseChip(selected, c.id), state), selected.includes(c.id), c.name))}
        <li>
          <a href={text.manageHref} className="chip border-dashed">
            {text.manage}
          </a>
        </li>
      </ul>
    </nav>
  );
}

export function PersonalFeedPage({ kind, articles, chips, selected, state = null, subscribed, more, nowSeconds }: PersonalFeedProps) {
  const text = FEED_TEXT[kind];
  return (
    <Container width="feed" main className="py-6 sm:py-8" data-personal-feed={kind}>
      <h1 className="mb-4 font-headline text-3xl font-black tracking-tight text-ink">{text.title}</h1>
      <Chips kind={kind} chips={chips} selected={selected} state={state} />
      {kind === 'local' ? <StateFilter state={state} hrefOf={(code) => chipHref('local', selected, code)} /> : null}
      {!subscribed ? (
        <p className="panel-muted mb-6 text-ink-2" data-subscribe-notice>
          {`${text.subscribe} `}
          <a className="link" href="/landing">
            See plans
          </a>
        </p>
      ) : null}
      <h2 className="zone-title">Latest stories</h2>
      {articles.length ? (
        <div data-feed-list>
          {kind === 'local' ? (
            <LocalGroups articles={articles} nowSeconds={nowSeconds} />
          ) : (
            <div className="flex flex-col gap-8">
              {articles.map((a) => (
                <ArticleCard key={a.id} card={toCard(a, nowSeconds)} style="landscape" showImage />
              ))}
            </div>
          )}
        </div>
      ) : null}
      {articles.length && more ? (
        <Island
          name="FeedMore"
          props={{ kind, scope: more.scope, tags: selected, state, pageSize: more.pageSize, shown: articles.length, total: more.total }}
        />
      ) : null}
      {articles.length ? null : (
        <div className="empty-state">
          <p>{text.empty}</p>
          <ButtonLink variant="primary" href={text.manageHref} className="mt-4">
            {text.manage}
          </ButtonLink>
        </div>
      )}
    </Container>
  );
}
