/**
 * @module A promo banner between trending zones: sign-up for guests, subscribe for free readers.
 * Plain text from the promotional UI block (see worker/features/front-page/banners.ts); it can switch
 * to the rich-content renderer once that exists. `small`/`wide` say on which layouts it shows
 * (worker/contracts/layouts.ts promoSlots): below 720px only small ones, from 720px only wide ones.
 */
import { type AdminToolbar, BlockToolbar } from './BlockToolbar';

export type PromoBannerContent = {
  /** 'gate': a paywalled zone's gate, merged into the prompt after it (contracts/prompts.ts). */
  kind: 'signup' | 'subscribe' | 'gate';
  headline: string;
  body: string;
  cta: { label: string; href: string };
  /** The block's admin toolbar, for admins only (features/front-page/promo.ts adminBanner). */
  tools?: AdminToolbar | null;
};

const VISIBILITY = { both: 'flex', small: 'flex sm:hidden', wide: 'hidden sm:flex' } as const;
const TOOLS_VISIBILITY = { both: 'block', small: 'block sm:hidden', wide: 'hidden sm:block' } as const;

export function PromoBanner({ banner, small, wide }: { banner: PromoBannerContent; small: boolean; wide: boolean }) {
  const show = small && wide ? 'both' : small ? 'small' : 'wide';
  if (banner.tools)
    return (
      <div className={TOOLS_VISIBILITY[show]}>
        <BlockToolbar toolbar={banner.tools} className="mb-2" />
        <PromoBanner banner={{ ...banner, tools: null }} small={small} wide={wide} />
      </div>
    );
  return (
    <div data-promo={banner.kind} data-promo-layouts={show} className={`${VISIBILITY[show]} promo promo-${banner.kind}`}>
      <div className="min-w-0 flex-1">
        <p className="promo-title">{banner.headline}</p>
        {banner.body ? <p className="mt-0.5 text-sm">{banner.body}</p> : null}
      </div>
      <a href={banner.cta.href} className="promo-cta">
        {banner.cta.label}
      </a>
    </div>
  );
}
