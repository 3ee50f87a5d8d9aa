/**
 * @module The trending feed: today's date as heading, the active view's zones in order with the
 * reader's promo banners between them, then 'In Case You Missed It'.
 */
import type { ReactNode } from 'react';
import type { ArticleDto } from '../../worker/contracts/articles';
import { promoSlots } from '../../worker/contracts/layouts';
import { IcymiList } from '../components/Icymi';
import { PromoBanner, type PromoBannerContent } from '../components/PromoBanner';
import { Island } from '../islands';

export function formatHeadingDate(nowSeconds: number): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(nowSeconds * 1000));
}

export type TrendingPageProps = {
  /** The server's cached render of each zone, in order (trusted markup, see trending/cache.tsx). */
  zoneHtml: string[];
  nowSeconds: number;
  /** The reader's banner; null for Plus readers, who never see one. */
  banner: PromoBannerContent | null;
  /** Ids of the articles the zones show: 'In Case You Missed It' leaves them out. */
  shownIds: number[];
  /** Server-rendered 'In Case You Missed It' (the no-JavaScript fallback, /trending?icymi=1). */
  icymi: ArticleDto[] | null;
};

/** Zones with banners between them: consecutive zones stay one HTML chunk (one wrapper element). */
function ZonesWithBanners({ zoneHtml, banner }: { zoneHtml: string[]; banner: PromoBannerContent | null }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const slot of banner ? promoSlots(zoneHtml.length) : []) {
    parts.push(<div key={`z${from}`} className="contents" dangerouslySetInnerHTML={{ __html: zoneHtml.slice(from, slot.after).join('') }} />);
    parts.push(<PromoBanner key={`b${slot.after}`} banner={banner!} small={slot.small} wide={slot.wide} />);
    from = slot.after;
  }
  if (from < zoneHtml.length) parts.push(<div key={`z${from}`} className="contents" dangerouslySetInnerHTML={{ __html: zoneHtml.slice(from).join('') }} />);
  return <div className="flex flex-col gap-10">{parts}</div>;
}

export function TrendingPage({ zoneHtml, nowSeconds, banner, shownIds, icymi }: TrendingPageProps) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-6 text-3xl font-black tracking-tight text-slate-900 dark:text-white">{formatHeadingDate(nowSeconds)}</h1>
      {zoneHtml.length > 0 ? (
        <ZonesWithBanners zoneHtml={zoneHtml} banner={banner} />
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No stories are trending right now. Please check back soon.
        </p>
      )}
      <section id="icymi" aria-labelledby="icymi-heading" className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h2 id="icymi-heading" className="mb-4 text-sm font-black uppercase tracking-widest text-slate-800 dark:text-slate-200">
          In Case You Missed It
        </h2>
        {icymi ? <IcymiList articles={icymi} nowSeconds={nowSeconds} /> : <Island name="Icymi" props={{ exclude: shownIds }} />}
      </section>
    </main>
  );
}
