/** @module Article cards in every style the layouts use: jumbo, landscape, portrait, mini, action. */

import { BADGE_LABELS } from '../../../worker/contracts/access';
import { isValidBlurhash } from '../../../worker/contracts/blurhash';
import type { CardViewModel } from '../../../worker/contracts/cards';
import { cardImageSrc } from '../../../worker/contracts/images';
import { tagLabel } from '../../../worker/contracts/labels';
import type { CardStyle } from '../../../worker/contracts/layouts';
import { blurhashAverageColor } from '../../../worker/contracts/placeholder';
import { topicHref } from '../../../worker/contracts/search';
import { ActionBar } from './ActionBar';

/** `priority`: the page's likely largest paint (first card of the first zone) loads eagerly. */
type Props = { card: CardViewModel; style: CardStyle; showImage: boolean; priority?: boolean };

/**
 * The card's picture through the image proxy, sized for its box. The box shows the blurhash's
 * average colour at once; client/enhance-images.ts paints the full blurhash, fades the image in and
 * swaps a broken one for /placeholder.svg. Without JavaScript the image simply shows.
 */
function CardImage({
  card,
  className,
  width,
  height,
  priority = false,
}: {
  card: CardViewModel;
  className: string;
  width: number;
  height: number;
  priority?: boolean;
}) {
  if (!card.image) return null;
  const bg = blurhashAverageColor(card.blurhash);
  const hash = card.blurhash && isValidBlurhash(card.blurhash) ? card.blurhash : undefined;
  return (
    <div className={`card-img ${className}`} style={bg ? { backgroundColor: bg } : undefined} data-blurhash={hash}>
      <img
        src={cardImageSrc(card.image, width, height)}
        alt=""
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        data-priority={priority ? '' : undefined}
      />
    </div>
  );
}

function Meta({ card }: { card: CardViewModel }) {
  return (
    <p className="card-meta">
      {/* lazy: React would otherwise add a <link rel=preload> to the head for every logo. */}
      {/* Sized by .card-logo in the stylesheet, so no width/height attributes are needed. */}
      {card.logo ? <img src={card.logo} alt="" loading="lazy" className="card-logo" /> : null}
      {card.publication ? <span className="card-pub">{card.publication}</span> : null}
      {card.tag ? (
        <a href={topicHref(card.tag)} className="card-tag">
          {tagLabel(card.tag)}
        </a>
      ) : null}
      <span data-time>{card.timeLapse}</span>
      <AccessBadge card={card} />
    </p>
  );
}

/** .card-plus / .card-account: the access rule's badge (contracts/access.ts accessBadge), on every card style. */
function AccessBadge({ card }: { card: CardViewModel }) {
  return card.access ? <span className={`card-${card.access}`}>{BADGE_LABELS[card.access]}</span> : null;
}

function CardActions({ card }: { card: CardViewModel }) {
  // A gated card (a paywalled zone, contracts/zone-gate.ts) leads only to the plans.
  if (card.gated) return null;
  return (
    <ActionBar
      id={card.id}
      upvotes={card.upvotes}
      downvotes={card.downvotes}
      comments={card.comments}
      commentsHref={`${card.href}#comments`}
      voted={card.voted === 'up' ? 1 : card.voted === 'down' ? -1 : 0}
      bookmarked={card.bookmarked}
      share={{ title: card.title, paid: card.paid }}
    />
  );
}

/**
 * The card's one link to its article. Its ::after stretches over the whole card (.card-stretch in
 * app.css), so the picture is clickable too without a second, duplicate link in the tab order.
 */
function Headline({ card }: { card: CardViewModel }) {
  return (
    <a href={card.href} className="card-stretch">
      {/* Its size comes from the card style (.card-mini .card-h, … in app.css). */}
      <h3 className="card-h">{card.headline}</h3>
    </a>
  );
}

const MINI_IMAGE = { className: 'card-img-mini', width: 80, height: 80 };
const WIDE_IMAGE = { className: 'card-img-wide', width: 284, height: 160 };

export function ArticleCard({ card, style, showImage, priority = false }: Props) {
  if (style === 'jumbo') {
    return (
      <article className="card-jumbo">
        <a href={card.href} className="block">
          {showImage ? <CardImage priority={priority} card={card} className="card-img-jumbo" width={640} height={360} /> : null}
          <h3 className="card-h-jumbo">{card.headline}</h3>
        </a>
        <Meta card={card} />
        <CardActions card={card} />
      </article>
    );
  }
  if (style === 'action') {
    return (
      <article className="card-action">
        <Headline card={card} />
        {/* This style has no meta line; a gated story still says so. */}
        {card.access ? (
          <p className="card-meta">
            <AccessBadge card={card} />
          </p>
        ) : null}
        <CardActions card={card} />
      </article>
    );
  }
  // Mini, landscape and portrait differ only in the picture's size and the mini card's lack of an action bar.
  const mini = style === 'mini';
  return (
    <article className={mini ? 'card-mini' : style === 'landscape' ? 'card-landscape' : 'card-portrait'}>
      {showImage ? <CardImage priority={priority} card={card} {...(mini ? MINI_IMAGE : WIDE_IMAGE)} /> : null}
      <div>
        <Headline card={card} />
        <Meta card={card} />
        {mini ? null : <CardActions card={card} />}
      </div>
    </article>
  );
}
