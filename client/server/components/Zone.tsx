/** @module One trending zone drawn with its layout: count, card style, columns, images or not. */
import type { ZoneDto } from '../../../worker/contracts/articles';
import { inZone, toCard } from '../../../worker/contracts/cards';
import { layoutFor } from '../../../worker/contracts/layouts';
import { ArticleCard } from '../../browser/components/ArticleCard';
import { GRID_COLUMNS } from '../../browser/components/grid';

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
      <div className={`zone-grid ${phoneShape(layout)} ${GRID_COLUMNS[layout.columns]}`}>
        {zone.articles.map((a, i) => (
          <ArticleCard
            key={a.id}
            card={inZone(toCard(a, nowSeconds), zone.hide_title ? null : zone.title)}
            style={layout.style}
            showImage={layout.images}
            priority={first && i === 0}
          />
        ))}
      </div>
    </section>
  );
}
