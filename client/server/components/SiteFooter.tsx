/**
 * @module Site footer: the spec's links, © 2025 and the two app-store badges, except on the pages
 * that show the badges themselves (the account screens, `badges` false), so no page shows a store
 * twice. At 390 px the links wrap in two rows and the badges sit side by side under them.
 */

import { containerClass } from '../../browser/components/ui/Container';
import { StoreBadges, type StoreLinks } from '../../browser/components/ui/StoreBadge';

const LINKS = [
  ['/trending', 'Trending'],
  ['/foryou', 'For You'],
  ['/about', 'About'],
  ['/help', 'Support'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms'],
] as const;

export function SiteFooter({ appStoreUrl, playStoreUrl, badges }: StoreLinks & { badges: boolean }) {
  return (
    <footer className="mt-16 border-t border-line bg-raised">
      <div className={containerClass('wide', 'flex flex-col gap-5 pt-6 pb-4 md:flex-row md:items-center md:justify-between md:py-8')}>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-3 gap-x-5 gap-y-2 text-sm font-medium text-ink-2 sm:flex sm:flex-wrap">
            {LINKS.map(([href, label]) => (
              <li key={href}>
                <a href={href} className="hover:text-ink hover:underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {badges ? <StoreBadges appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} size="sm" /> : null}
      </div>
      <p className="pb-6 text-center text-meta text-ink-3">© 2025 Edgewire</p>
    </footer>
  );
}
