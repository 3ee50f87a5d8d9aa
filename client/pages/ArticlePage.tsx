/**
 * @module Article view. `html` is the already-sanitized body, or null when the reader may not see
 * it; then only the server-clipped excerpt with a fade and the access prompt are rendered.
 */
import type { ArticleDto } from '../../worker/contracts/articles';
import { toCard } from '../../worker/contracts/cards';
import { blurhashAverageColor } from '../../worker/contracts/placeholder';

type Props = { article: ArticleDto; html: string | null; gateMessage: string | null; overlayMessage: string | null; nowSeconds: number };

export function ArticlePage({ article, html, gateMessage, overlayMessage, nowSeconds }: Props) {
  const card = toCard(article, nowSeconds);
  const published = new Date(article.date * 1000);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <article>
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
          {card.logo ? <img src={card.logo} alt="" width={20} height={20} className="h-5 w-5 rounded-sm" /> : null}
          {card.publication}
        </p>
        <h1 className="mt-2 text-3xl font-black leading-tight tracking-tight text-slate-900 dark:text-white">{article.title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={published.toISOString()}>{new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(published)}</time>
          {' · '}
          {card.timeLapse}
        </p>
        {article.image_url ? (
          <div className="mt-4 overflow-hidden rounded-lg" style={{ backgroundColor: blurhashAverageColor(article.blur_hash) ?? undefined }}>
            <img src={article.image_url} alt="" width={640} height={360} className="aspect-[16/9] w-full object-cover" />
          </div>
        ) : null}
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {article.tags.map((t) => (
            <li key={t.id}>
              <a href={`/trending/${encodeURIComponent(t.tag)}`} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                {t.name}
              </a>
            </li>
          ))}
        </ul>
        {html !== null ? (
          <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <div className="mt-6">
            <div className="relative max-h-40 overflow-hidden">
              <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{article.excerpt}</p>
              <div className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-b from-transparent to-white dark:to-slate-950" />
            </div>
            <div className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-6 text-center dark:border-sky-900 dark:bg-sky-950" data-paywall={article.locked ?? ''}>
              <p className="text-lg font-bold text-slate-900 dark:text-white">{gateMessage}</p>
              {overlayMessage ? <p className="mt-1 text-slate-700 dark:text-slate-300">{overlayMessage}</p> : null}
              <p className="mt-4 flex justify-center gap-3">
                <a href="/login" className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 dark:border-slate-600 dark:text-white">
                  Login
                </a>
                <a href="/subscribe" className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white">
                  Subscribe
                </a>
              </p>
            </div>
          </div>
        )}
        <p className="mt-8 flex gap-4 text-sm text-slate-600 dark:text-slate-400">
          <span>▲ {article.upvotes}</span>
          <span>▼ {article.downvotes}</span>
          <span id="comments">{article.comments} comments</span>
        </p>
      </article>
    </main>
  );
}
