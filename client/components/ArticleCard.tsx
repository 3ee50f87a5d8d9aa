/** @module Article cards in every style the layouts use: jumbo, landscape, portrait, mini, action. */
import type { CardStyle } from '../../worker/contracts/layouts';
import type { CardViewModel } from '../../worker/contracts/cards';
import { blurhashAverageColor } from '../../worker/contracts/placeholder';

type Props = { card: CardViewModel; style: CardStyle; showImage: boolean; headingLevel?: 'h2' | 'h3' };

function CardImage({ card, className, width, height }: { card: CardViewModel; className: string; width: number; height: number }) {
  if (!card.image) return null;
  return (
    <div className={`overflow-hidden bg-slate-200 dark:bg-slate-800 ${className}`} style={{ backgroundColor: blurhashAverageColor(card.blurhash) ?? undefined }}>
      <img src={card.image} alt="" width={width} height={height} loading="lazy" decoding="async" className="h-full w-full object-cover" />
    </div>
  );
}

function Meta({ card }: { card: CardViewModel }) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
      {card.logo ? <img src={card.logo} alt="" width={16} height={16} className="h-4 w-4 rounded-sm" /> : null}
      {card.publication ? <span className="font-semibold text-slate-800 dark:text-slate-200">{card.publication}</span> : null}
      {card.tag ? <span className="uppercase tracking-wide">{card.tag.name}</span> : null}
      <span>{card.timeLapse}</span>
      {!card.isFree ? <span className="rounded bg-amber-100 px-1 font-semibold text-amber-900">Plus</span> : null}
    </p>
  );
}

function ActionBar({ card }: { card: CardViewModel }) {
  return (
    <p className="mt-2 flex gap-4 text-xs text-slate-600 dark:text-slate-400" aria-label="Article stats">
      <span>
        <span aria-hidden="true">▲</span> {card.upvotes} <span className="sr-only">up votes</span>
      </span>
      <span>
        <span aria-hidden="true">▼</span> {card.downvotes} <span className="sr-only">down votes</span>
      </span>
      <a href={`${card.href}#comments`} className="hover:underline">
        {card.comments} comments
      </a>
    </p>
  );
}

export function ArticleCard({ card, style, showImage, headingLevel: H = 'h3' }: Props) {
  if (style === 'jumbo') {
    return (
      <article className="overflow-hidden rounded-lg">
        <a href={card.href} className="block">
          {showImage ? <CardImage card={card} className="aspect-[16/9] max-h-[237px] w-full" width={640} height={360} /> : null}
          <H className="bg-sky-100 px-4 py-3 text-lg font-black uppercase tracking-tight text-slate-900 dark:bg-sky-950 dark:text-sky-50">{card.headline}</H>
        </a>
        <div className="px-1">
          <Meta card={card} />
          <ActionBar card={card} />
        </div>
      </article>
    );
  }
  if (style === 'action') {
    return (
      <article className="border-b border-slate-200 py-2 dark:border-slate-800">
        <a href={card.href} className="hover:underline">
          <H className="text-sm font-semibold text-slate-900 dark:text-slate-100">{card.headline}</H>
        </a>
        <ActionBar card={card} />
      </article>
    );
  }
  if (style === 'mini') {
    return (
      <article className="flex gap-3">
        {showImage ? (
          <a href={card.href} className="shrink-0" tabIndex={-1} aria-hidden="true">
            <CardImage card={card} className="h-20 w-20 rounded-md" width={80} height={80} />
          </a>
        ) : null}
        <div className="min-w-0">
          <a href={card.href} className="hover:underline">
            <H className="line-clamp-3 text-sm font-semibold leading-snug text-slate-900 dark:text-slate-100">{card.headline}</H>
          </a>
          <Meta card={card} />
        </div>
      </article>
    );
  }
  const landscape = style === 'landscape';
  return (
    <article className={landscape ? 'grid gap-3 sm:grid-cols-[2fr_3fr]' : 'flex flex-col'}>
      {showImage ? (
        <a href={card.href} tabIndex={-1} aria-hidden="true">
          <CardImage card={card} className="aspect-[16/9] max-h-40 w-full rounded-md" width={284} height={160} />
        </a>
      ) : null}
      <div className="mt-2 min-w-0 sm:mt-0">
        <a href={card.href} className="hover:underline">
          <H className={`${landscape ? 'text-lg' : 'text-base'} font-bold leading-snug text-slate-900 dark:text-slate-100`}>{card.headline}</H>
        </a>
        <Meta card={card} />
        <ActionBar card={card} />
      </div>
    </article>
  );
}
