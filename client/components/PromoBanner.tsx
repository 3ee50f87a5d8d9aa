/**
 * @module A promo banner between trending zones: sign-up for guests, subscribe for free readers.
 * Plain text from the promotional UI block (see worker/features/trending/banners.ts); it can switch
 * to the rich-content renderer once that exists. `small`/`wide` say on which layouts it shows
 * (worker/contracts/layouts.ts promoSlots): below 720px only small ones, from 720px only wide ones.
 */
export type PromoBannerContent = {
  kind: 'signup' | 'subscribe';
  headline: string;
  body: string;
  cta: { label: string; href: string };
};

const VISIBILITY = { both: 'flex', small: 'flex sm:hidden', wide: 'hidden sm:flex' } as const;

export function PromoBanner({ banner, small, wide }: { banner: PromoBannerContent; small: boolean; wide: boolean }) {
  const show = small && wide ? 'both' : small ? 'small' : 'wide';
  const tone = banner.kind === 'signup' ? 'bg-sky-50 text-slate-900 dark:bg-sky-950 dark:text-sky-50' : 'bg-slate-900 text-white dark:bg-slate-800';
  const button = banner.kind === 'signup' ? 'bg-sky-700 text-white hover:bg-sky-800' : 'bg-white text-slate-900 hover:bg-sky-50';
  return (
    <div data-promo={banner.kind} data-promo-layouts={show} className={`${VISIBILITY[show]} flex-col gap-4 rounded-xl px-6 py-5 sm:flex-row sm:items-center ${tone}`}>
      <div className="min-w-0 flex-1">
        <p className="text-lg font-extrabold leading-snug">{banner.headline}</p>
        {banner.body ? <p className="mt-1 text-sm">{banner.body}</p> : null}
      </div>
      <a href={banner.cta.href} className={`shrink-0 self-start rounded-md px-4 py-2 text-sm font-bold sm:self-center ${button}`}>
        {banner.cta.label}
      </a>
    </div>
  );
}
