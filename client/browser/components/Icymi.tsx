/**
 * @module 'In Case You Missed It' (an island): loads 25 articles the zones do not show, lazily.
 * Spec: "Infinite scroll triggers after 2 s and 10 percent visibility", so the request goes out
 * once the section is at least 10% in view and at least 2 s have passed since hydration. Until
 * then (and without JavaScript) it shows a link to the server-rendered list at /trending?icymi=1.
 */
import { useCallback, useRef, useState } from 'react';
import type { ArticleDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import { callApi } from '../lib/api';
import { useLazyTrigger } from '../lib/lazy-trigger';
import { ArticleCard } from './ArticleCard';

export type IcymiProps = { exclude: number[] };

export const ICYMI_FALLBACK_HREF = '/trending?icymi=1#icymi';

export function IcymiList({ articles, nowSeconds }: { articles: ArticleDto[]; nowSeconds: number }) {
  if (!articles.length) return <p className="text-ink-3">You are all caught up.</p>;
  return (
    <div data-icymi-list className="grid gap-x-6 gap-y-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
      {articles.map((a) => (
        <ArticleCard key={a.id} card={toCard(a, nowSeconds)} style="mini" showImage />
      ))}
    </div>
  );
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; articles: ArticleDto[]; nowSeconds: number };

export function Icymi({ exclude }: IcymiProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const ref = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const res = await callApi<ArticleDto[]>(`/aux/articles/icymi?exclude=${exclude.join(',')}`);
    setState(res.ok ? { kind: 'done', articles: res.data, nowSeconds: Math.floor(Date.now() / 1000) } : { kind: 'error' });
  }, [exclude]);

  const fire = useCallback(() => void load(), [load]);
  useLazyTrigger(ref, fire, { enabled: state.kind === 'idle' });

  return (
    <div ref={ref} data-icymi={state.kind} className="min-h-24">
      {state.kind === 'idle' ? (
        <p className="flex min-h-24 items-center justify-center rounded-panel border border-dashed border-line-strong p-4 text-center">
          <a href={ICYMI_FALLBACK_HREF} className="font-semibold text-accent-ink underline">
            Show the stories you may have missed
          </a>
        </p>
      ) : state.kind === 'loading' ? (
        <div role="status" className="grid gap-x-6 gap-y-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          <span className="sr-only">Loading stories…</span>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder boxes that never reorder
            <div key={i} aria-hidden="true" className="flex animate-pulse gap-3">
              <div className="h-20 w-20 shrink-0 rounded-md bg-sunken" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-3 rounded bg-sunken" />
                <div className="h-3 w-2/3 rounded bg-sunken" />
              </div>
            </div>
          ))}
        </div>
      ) : state.kind === 'error' ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-4 rounded-panel border border-danger/30 bg-danger-soft p-4 text-danger"
        >
          <p>These stories could not be loaded.</p>
          <button type="button" onClick={() => void load()} className="btn btn-secondary btn-sm">
            Try again
          </button>
        </div>
      ) : (
        <IcymiList articles={state.articles} nowSeconds={state.nowSeconds} />
      )}
    </div>
  );
}
