/**
 * @module Endless loading under a Plus reader's For You or Local feed (an island): the next page
 * of the same feed and filters loads once the end of the list is in view (2 s after the page is
 * ready, 10% visible), with a loading state, an end-of-feed line and a retry after a failure.
 * Free readers never get it (their first page ends with the subscribe notice); the API refuses
 * them further pages too.
 */
import { useCallback, useRef, useState } from 'react';
import type { ArticleDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import type { FeedKind } from '../../../worker/contracts/feeds';
import { callApi } from '../lib/api';
import { useLazyTrigger } from '../lib/lazy-trigger';
import { ArticleCard } from './ArticleCard';
import { LocalGroups } from './LocalGroups';
import { Button } from './ui/Button';

export type FeedMoreProps = {
  kind: FeedKind;
  scope: string;
  tags: number[];
  /** Local: the location filter's state code (null: 'Any State'). */
  state?: string | null;
  pageSize: number;
  shown: number;
  total: number;
};

type Status = 'idle' | 'loading' | 'error' | 'end';

export function FeedMore({ kind, scope, tags, state = null, pageSize, shown, total }: FeedMoreProps) {
  const [pages, setPages] = useState<ArticleDto[][]>([]);
  const [status, setStatus] = useState<Status>(shown >= total ? 'end' : 'idle');
  const ref = useRef<HTMLDivElement>(null);
  const now = Math.floor(Date.now() / 1000);

  const load = useCallback(async () => {
    setStatus('loading');
    const page = pages.length + 2;
    const query = `scope=${encodeURIComponent(scope)}${tags.length ? `&tags=${tags.join(',')}` : ''}${state ? `&state=${state}` : ''}&page=${page}&count=${pageSize}`;
    const res = await callApi<ArticleDto[]>(`/api/articles?${query}`);
    if (!res.ok) return setStatus('error');
    const loaded = shown + pages.reduce((n, p) => n + p.length, 0) + res.data.length;
    setPages((p) => [...p, res.data]);
    setStatus(res.data.length < pageSize || loaded >= total ? 'end' : 'idle');
  }, [pages, scope, tags, state, pageSize, shown, total]);

  const fire = useCallback(() => void load(), [load]);
  useLazyTrigger(ref, fire, { enabled: status === 'idle' });

  return (
    <div data-feed-more={status} data-feed-pages={pages.length + 1}>
      {pages.map((articles, i) =>
        // Local pages keep the split of the first page (3, 3, 6, the rest), each page on its own.
        kind === 'local' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pages only ever append, in order
          <div key={i} className="mt-8">
            <LocalGroups articles={articles} nowSeconds={now} page={i + 2} />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pages only ever append, in order
          <div key={i} className="mt-8 flex flex-col gap-8">
            {articles.map((a) => (
              <ArticleCard key={a.id} card={toCard(a, now)} style="landscape" showImage />
            ))}
          </div>
        ),
      )}
      <div ref={ref} className="mt-8 min-h-16">
        {status === 'loading' ? (
          <p role="status" className="flex items-center justify-center gap-2 p-4 text-ink-3">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-line-strong border-t-accent" />
            Loading more stories…
          </p>
        ) : status === 'error' ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-center gap-4 rounded-panel border border-danger/30 bg-danger-soft p-4 text-danger"
          >
            <p>More stories could not be loaded.</p>
            <Button variant="secondary" size="sm" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        ) : status === 'end' ? (
          <p className="p-4 text-center text-ink-3" data-feed-end>
            You are all caught up.
          </p>
        ) : null}
      </div>
    </div>
  );
}
