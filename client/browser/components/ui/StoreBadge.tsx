/**
 * @module App-store badges drawn in the stores' badge shape: a black rounded rectangle with a grey
 * rim (so it holds on a dark page too), the store's logo, a small line ("Download on the",
 * "GET IT ON") and the store's name. Drawn in HTML rather than as the stores' badge images, so
 * they cost no request and scale with the text. The URLs come from configuration
 * (APP_STORE_URL, PLAY_STORE_URL in wrangler.toml [vars]).
 */
import type { ReactNode } from 'react';
import { siApple } from 'simple-icons';
import { BrandIcon, type MarkProps } from './BrandIcon';

export type StoreLinks = { appStoreUrl: string; playStoreUrl: string };
export type Store = 'app-store' | 'google-play';
export type BadgeSize = 'sm' | 'md';

/**
 * The Google Play triangle in its four colours: simple-icons' googleplay path cut at its four
 * sub-paths (written absolute, so each stands alone) so every part takes its own fill.
 */
function GooglePlayMark({ className }: MarkProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} data-brand-icon="googleplay">
      <path fill="#4285F4" d="M1.337.924a1.486 1.486 0 0 0-.112.568v21.017c0 .217.045.419.124.6l11.155-11.087L1.337.924z" />
      <path fill="#34A853" d="M13.544 10.989l3.258-3.238L3.45.195a1.466 1.466 0 0 0-.946-.179l11.04 10.973z" />
      <path fill="#FBBC04" d="M22.018 13.298l-3.919 2.218-3.515-3.493 3.543-3.521 3.891 2.202a1.49 1.49 0 0 1 0 2.594z" />
      <path fill="#EA4335" d="M13.544 13.056l-11 10.933c.298.036.612-.016.906-.183l13.324-7.54-3.23-3.21z" />
    </svg>
  );
}

type Face = { label: string; small: string; name: string; mark: (size: BadgeSize) => ReactNode };

const FACES: Record<Store, Face> = {
  'app-store': {
    label: 'Download on the App Store',
    small: 'Download on the',
    name: 'App Store',
    mark: (size) => <BrandIcon icon={siApple} className={size === 'sm' ? 'size-5' : 'size-7'} />,
  },
  'google-play': {
    label: 'Get it on Google Play',
    small: 'GET IT ON',
    name: 'Google Play',
    mark: (size) => <GooglePlayMark className={size === 'sm' ? 'size-5' : 'size-6'} />,
  },
};

const SIZES: Record<BadgeSize, { box: string; small: string; name: string }> = {
  sm: { box: 'h-10 gap-1.5 rounded-md px-2.5', small: 'text-[9px]', name: 'text-base' },
  md: { box: 'h-12 gap-2 rounded-lg px-3', small: 'text-[10px]', name: 'text-xl' },
};

/** One store's badge, a link to the app's page there (named by its whole line for screen readers). */
export function StoreBadge({ store, href, size = 'md' }: { store: Store; href: string; size?: BadgeSize }) {
  const face = FACES[store];
  const s = SIZES[size];
  return (
    <a
      href={href}
      aria-label={face.label}
      data-store-badge={store}
      className={`inline-flex shrink-0 items-center border border-[#a6a6a6] bg-black text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${s.box}`}
    >
      {face.mark(size)}
      <span className="flex flex-col items-start text-left">
        <span className={`${s.small} font-medium leading-none tracking-wide`}>{face.small}</span>
        <span className={`${s.name} font-semibold leading-tight tracking-tight`}>{face.name}</span>
      </span>
    </a>
  );
}

/** Both badges side by side (wrapping when the line is too narrow). */
export function StoreBadges({
  appStoreUrl,
  playStoreUrl,
  size = 'md',
  className = '',
}: StoreLinks & { size?: BadgeSize; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`} data-store-badges>
      <StoreBadge store="app-store" href={appStoreUrl} size={size} />
      <StoreBadge store="google-play" href={playStoreUrl} size={size} />
    </div>
  );
}
