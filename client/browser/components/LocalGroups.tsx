/**
 * @module One page of the local feed drawn in its groups (spec §9: 3, 3, 6 and the rest; see
 * localSplit), each group in a zone layout's grid and card style. Server-rendered for the first
 * page and drawn by the FeedMore island for each page endless loading appends.
 */
import type { ArticleDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import { localSplit } from '../../../worker/contracts/feeds';
import { layoutFor } from '../../../worker/contracts/layouts';
import { ArticleCard } from './ArticleCard';
import { GRID_COLUMNS } from './grid';

/**
 * On a phone every group stays a column of compact rows (no sideways strips as on the front
 * page): a personal feed is read top to bottom, and strips under strips would hide most stories.
 */
export function LocalGroups({ articles, nowSeconds, page = 1 }: { articles: ArticleDto[]; nowSeconds: number; page?: number }) {
  return (
    <div className="flex flex-col gap-8" data-local-page={page}>
      {localSplit(articles).map((group, i) => {
        const layout = layoutFor(group.layout);
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the groups of a page are fixed by position
            key={i}
            className={`zone-grid ${GRID_COLUMNS[layout.columns]}`}
            data-local-group={i}
            data-layout={layout.id}
          >
            {group.cards.map((a, j) => (
              <ArticleCard
                key={a.id}
                card={toCard(a, nowSeconds)}
                style={layout.style}
                showImage={layout.images}
                priority={page === 1 && i === 0 && j === 0}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
