/** @module The trending feed: today's date as heading, then the active view's zones in order. */
import type { TrendingViewDto } from '../../worker/contracts/articles';
import { Zone } from '../components/Zone';

export function formatHeadingDate(nowSeconds: number): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(nowSeconds * 1000));
}

export function Zones({ view, nowSeconds }: { view: TrendingViewDto; nowSeconds: number }) {
  return (
    <div className="flex flex-col gap-10">
      {view.zones.map((z) => (
        <Zone key={z.id} zone={z} nowSeconds={nowSeconds} />
      ))}
    </div>
  );
}

/** `zonesHtml` is the server's cached render of <Zones> for this view version (trusted markup). */
export function TrendingPage({ view, zonesHtml, nowSeconds }: { view: TrendingViewDto | null; zonesHtml: string; nowSeconds: number }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-6 text-3xl font-black tracking-tight text-slate-900 dark:text-white">{formatHeadingDate(nowSeconds)}</h1>
      {view && view.zones.length > 0 ? (
        <div dangerouslySetInnerHTML={{ __html: zonesHtml }} />
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No stories are trending right now. Please check back soon.
        </p>
      )}
    </main>
  );
}
