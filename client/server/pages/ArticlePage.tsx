/**
 * @module Article view. `article.content` is the already-sanitized body, or null when the reader
 * may not see it; then only the server-clipped excerpt with a fade and the access prompt are
 * rendered. The body is never an island: it never travels as hydration data. The action bar is
 * static (counts and states, a link to the comments) until voting and bookmarking land; guests get
 * the small GuestActions island, whose vote and save buttons open the sign-up prompt.
 */
import type { ArticleDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import { proxiedImage } from '../../../worker/contracts/images';
import { blurhashAverageColor } from '../../../worker/contracts/placeholder';
import { Island } from '../islands';

type Props = {
  article: ArticleDto;
  gateMessage: string | null;
  overlayMessage: string | null;
  signedIn: boolean;
  nowSeconds: number;
};

const HERO = { width: 800, height: 450 };
// Built once per isolate: an Intl.DateTimeFormat costs more to construct than to use.
const DAY_MONTH = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function ArticlePage({ article, gateMessage, overlayMessage, signedIn, nowSeconds }: Props) {
  const card = toCard(article, nowSeconds);
  const published = new Date(article.date * 1000);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <article aria-labelledby="article-title">
        {card.publication ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
            {card.logo ? <img src={card.logo} alt="" width={20} height={20} className="h-5 w-5 rounded-sm" /> : null}
            {card.publication}
          </p>
        ) : null}
        <h1 id="article-title" className="mt-2 text-3xl font-black leading-tight tracking-tight text-slate-900 dark:text-white">
          {article.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={published.toISOString()}>{DAY_MONTH.format(published)}</time>
          {' · '}
          {card.timeLapse}
        </p>
        {article.image_url ? (
          <div
            className="mt-4 overflow-hidden rounded-lg"
            style={{ backgroundColor: blurhashAverageColor(article.blur_hash) ?? undefined }}
          >
            <img
              src={proxiedImage(article.image_url, HERO.width, HERO.height)}
              alt=""
              width={HERO.width}
              height={HERO.height}
              fetchPriority="high"
              className="aspect-[16/9] w-full object-cover"
            />
          </div>
        ) : null}
        {article.tags.length ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {article.tags.map((t) => (
              <li key={t.id}>
                <a
                  href={`/trending/${encodeURIComponent(t.tag)}`}
                  className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800 hover:underline dark:bg-slate-800 dark:text-slate-200"
                >
                  {t.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <ActionBar article={article} signedIn={signedIn} voted={card.voted} />
        {/* `.paywall` marks the gated part for search engines (NewsArticle hasPart, see seo.ts). */}
        <div className={card.isFree ? 'mt-6' : 'paywall mt-6'}>
          {article.content !== null ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: article bodies are sanitized on the server (features/articles/sanitize.ts) and only sent when access allows
            <div className="article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
          ) : (
            <Gate article={article} gateMessage={gateMessage} overlayMessage={overlayMessage} signedIn={signedIn} />
          )}
        </div>
      </article>
      <section
        id="comments"
        aria-labelledby="comments-heading"
        className="mt-10 scroll-mt-28 border-t border-slate-200 pt-6 dark:border-slate-800"
      >
        <h2 id="comments-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Comments <span className="font-medium text-slate-600 dark:text-slate-400">{`(${article.comments})`}</span>
        </h2>
        {article.comments === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">No comments. Be the first to share something.</p>
        ) : null}
      </section>
    </main>
  );
}

/** Counts and the reader's own state, as text: nothing here pretends to be a working button. */
function ActionBar({ article, signedIn, voted }: { article: ArticleDto; signedIn: boolean; voted: 'up' | 'down' | null }) {
  const mine = (on: boolean) => (on ? 'font-bold text-sky-800 dark:text-sky-300' : undefined);
  return (
    <ul aria-label="Reactions" className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
      <li className={mine(voted === 'up')}>
        <span aria-hidden="true">▲ </span>
        {plural(article.upvotes, 'upvote')}
        {voted === 'up' ? <span className="sr-only"> (including yours)</span> : null}
      </li>
      <li className={mine(voted === 'down')}>
        <span aria-hidden="true">▼ </span>
        {plural(article.downvotes, 'downvote')}
        {voted === 'down' ? <span className="sr-only"> (including yours)</span> : null}
      </li>
      <li>
        <a href="#comments" className="font-semibold text-sky-800 underline dark:text-sky-300">
          {plural(article.comments, 'comment')}
        </a>
      </li>
      {signedIn ? (
        <li className={mine(article.bookmarked)}>{article.bookmarked ? 'Saved' : 'Not saved'}</li>
      ) : (
        <li>
          <Island name="GuestActions" props={{}} />
        </li>
      )}
    </ul>
  );
}

function Gate({
  article,
  gateMessage,
  overlayMessage,
  signedIn,
}: {
  article: ArticleDto;
  gateMessage: string | null;
  overlayMessage: string | null;
  signedIn: boolean;
}) {
  // A subscriber-only story offers a plan; the rest ask a guest to sign up.
  const offer = article.locked === 'subscription' ? { href: '/subscribe', label: 'Subscribe' } : { href: '/signup', label: 'Sign Up' };
  return (
    <>
      <div className="relative max-h-40 overflow-hidden" data-excerpt="">
        <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{article.excerpt}</p>
        <div
          className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-b from-transparent to-white dark:to-slate-950"
          data-fade=""
        />
      </div>
      <div
        className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-6 text-center dark:border-sky-900 dark:bg-sky-950"
        data-paywall={article.locked ?? ''}
      >
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">{gateMessage}</h2>
        {overlayMessage ? <p className="mt-1 text-slate-700 dark:text-slate-300">{overlayMessage}</p> : null}
        <p className="mt-4 flex justify-center gap-3">
          {signedIn ? null : (
            <a
              href="/login"
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 dark:border-slate-600 dark:text-white"
            >
              Login
            </a>
          )}
          <a href={offer.href} className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800">
            {offer.label}
          </a>
        </p>
      </div>
    </>
  );
}
