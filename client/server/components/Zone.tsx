/** @module One trending zone drawn with its layout: count, card style, columns, images or not. */
import type { ZoneDto } from '../../../worker/contracts/articles';
import { inZone, toCard } from '../../../worker/contracts/cards';
import { layoutFor } from '../../../worker/contracts/layouts';
import { gatedCard } from '../../../worker/contracts/zone-gate';
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

/**
 * How a zone is drawn from 1024px (client/styles/cards.css), so the desktop page stays within a few
 * screens (issue 28): a zone of six or more portrait stories is a list of rows with thumbnails
 * (the secondary stories of a newspaper's section), not rows of big pictures.
 */
export function deskShape(layout: { count: number; style: string }): '' | 'zone-list' {
  return layout.style === 'portrait' && layout.count >= 6 ? 'zone-list' : '';
}

/**
 * `first`: the top zone of the page, whose first image is the likely largest contentful paint.
 * `gated`: a paywalled zone drawn for a reader without Plus (contracts/zone-gate.ts): its cards lead
 * to the plans and its title wears the Plus badge; the page's next prompt says why.
 */
export function Zone({
  zone,
  nowSeconds,
  first = false,
  gated = false,
}: {
  zone: ZoneDto;
  nowSeconds: number;
  first?: boolean;
  gated?: boolean;
}) {
  const layout = layoutFor(zone.web_layout);
  const headingId = `zone-${zone.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-zone={zone.id}
      data-layout={layout.id}
      data-gated={gated ? '' : undefined}
      className={first ? 'zone zone-lead' : 'zone'}
    >
      <h2 id={headingId} className={zone.hide_title || !zone.title ? 'sr-only' : 'zone-title'}>
        {zone.title || 'Top stories'}
        {/* The gate's words and the plans are in the page's next prompt (contracts/prompts.ts). */}
        {gated ? <span className="zone-plus">Plus</span> : null}
      </h2>
      <div className={`zone-grid ${phoneShape(layout)} ${deskShape(layout)} ${GRID_COLUMNS[layout.columns]}`}>
        {zone.articles.map((a, i) => {
          const card = inZone(toCard(a, nowSeconds), zone.hide_title ? null : zone.title);
          return (
            <ArticleCard
              key={a.id}
              card={gated ? gatedCard(card) : card}
              style={layout.style}
              showImage={layout.images}
              priority={first && i === 0}
            />
          );
        })}
      </div>
    </section>
  );
}
