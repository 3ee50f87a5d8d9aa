/** @module One trending zone drawn with its layout: count, card style, columns, images or not. */
import type { ZoneDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import { layoutFor } from '../../../worker/contracts/layouts';
import { ArticleCard } from '../../browser/components/ArticleCard';

// Small (<720px): one column; medium (<800px): two; large: the layout's own count. Four-column
// layouts (4 or 8 cards) stay at two until 1024px: four ~175px columns are too narrow for a mini
// card, and three would leave an orphan.
const COLUMNS = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/**
 * How a zone is drawn on a phone (client/styles/cards.css), so the front page stays scannable: three
 * or more stories with wide pictures make one swipeable strip; four or more mini cards (small
 * thumbnails, or none) a strip two rows high; fewer stories, and the one-line action layout,
 * stay a column of rows. Three zones still fill a screen, so the banners between them (every third
 * zone, spec) come at most once per screenful.
 */
export function phoneShape(layout: { count: number; style: string }): '' | 'zone-strip' | 'zone-strip zone-strip-2' {
  if (layout.style === 'mini') return layout.count >= 4 ? 'zone-strip zone-strip-2' : '';
  if (layout.style === 'portrait' || layout.style === 'landscape') return layout.count >= 3 ? 'zone-strip' : '';
  return '';
}

/** `first`: the top zone of the page, whose first image is the likely largest contentful paint. */
export function Zone({ zone, nowSeconds, first = false }: { zone: ZoneDto; nowSeconds: number; first?: boolean }) {
  const layout = layoutFor(zone.web_layout);
  const headingId = `zone-${zone.id}`;
  return (
    <section aria-labelledby={headingId} data-zone={zone.id} data-layout={layout.id} className="zone">
      <h2 id={headingId} className={zone.hide_title || !zone.title ? 'sr-only' : 'zone-title'}>
        {zone.title || 'Top stories'}
      </h2>
      <div className={`zone-grid ${phoneShape(layout)} ${COLUMNS[layout.columns]}`}>
        {zone.articles.map((a, i) => (
          <ArticleCard key={a.id} card={toCard(a, nowSeconds)} style={layout.style} showImage={layout.images} priority={first && i === 0} />
        ))}
      </div>
    </section>
  );
}
