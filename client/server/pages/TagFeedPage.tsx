/** @module The feed of one tag: a header naming it (type, logo for publications), cards, prev/next links. */
import type { ArticleDto, TagDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import { ArticleCard } from '../../browser/components/ArticleCard';

export type TagFeedPaging = { page: number; pages: number; total: number; base: string };

const pageHref = (base: string, page: number) => (page === 1 ? base : `${base}?page=${page}`);

function Pagination({ paging }: { paging: TagFeedPaging }) {
  if (paging.pages <= 1) return null;
  const link =
    'rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-900';
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
      {paging.page > 1 ? (
        <a href={pageHref(paging.base, paging.page - 1)} rel="prev" className={link}>
          ← Newer stories
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{`Page ${paging.page} of ${paging.pages}`}</p>
      {paging.page < paging.pages ? (
        <a href={pageHref(paging.base, paging.page + 1)} rel="next" className={link}>
          Older stories →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function TagFeedPage({
  tag,
  typeLabel,
  articles,
  paging,
  nowSeconds,
}: {
  tag: TagDto;
  typeLabel: string;
  articles: ArticleDto[];
  paging: TagFeedPaging;
  nowSeconds: number;
}) {
  const image = tag.image_url && (tag.type === 'publication' || tag.type === 'curator' || tag.type === 'author') ? tag.image_url : null;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <div className="max-w-4xl">
        <header data-tag-header={tag.type} className="mb-8 flex items-center gap-4 border-b border-slate-200 pb-6 dark:border-slate-800">
          {image ? (
            <img
              src={image}
              alt=""
              width={56}
              height={56}
              className={`h-14 w-14 shrink-0 bg-slate-100 ${tag.type === 'publication' ? 'rounded-lg' : 'rounded-full'}`}
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-xs font-bold uppercase tracking-widest text-sky-800 dark:text-sky-300">{typeLabel}</p>
            <h1 className="text-3xl font-black tracking-tight text-slate-900 dark:text-white">{tag.name}</h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{paging.total === 1 ? '1 story' : `${paging.total} stories`}</p>
          </div>
        </header>
        <h2 className="zone-title">{paging.page > 1 ? `Latest stories · page ${paging.page}` : 'Latest stories'}</h2>
        {articles.length ? (
          <div data-tag-feed className="flex flex-col gap-8">
            {articles.map((a) => (
              <ArticleCard key={a.id} card={toCard(a, nowSeconds)} style="landscape" showImage />
            ))}
          </div>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            No stories for this tag yet.
          </p>
        )}
        <Pagination paging={paging} />
      </div>
    </main>
  );
}
