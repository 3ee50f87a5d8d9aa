/**
 * @module Site footer: the spec's links, © 2025 and the two app-store badges, except on the pages
 * that show the badges themselves (the account screens, `badges` false), so no page shows a store
 * twice. At 390 px the links wrap in two rows and the badges sit side by side under them. Above
 * them, the newsletter's sign-up (a plain form post) on every page but the newsletter's own.
 */

import { containerClass } from '../../browser/components/ui/Container';
import { StoreBadges, type StoreLinks } from '../../browser/components/ui/StoreBadge';
import { NewsletterForm } from './NewsletterForm';

const LINKS = [
  ['/trending', 'Trending'],
  ['/foryou', 'For You'],
  ['/about', 'About'],
  ['/help', 'Support'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms'],
] as const;

type FooterProps = StoreLinks & {
  badges: boolean /** The page a sign-up returns to; null: no sign-up form. */;
  newsletterBack: string | null;
};

export function SiteFooter({ appStoreUrl, playStoreUrl, badges, newsletterBack }: FooterProps) {
  return (
    <footer className="mt-16 border-t border-line bg-raised">
      {newsletterBack !== null ? (
        <section aria-labelledby="footer-newsletter-title" className="border-b border-line">
          <div className={containerClass('wide', 'flex flex-col gap-3 py-6 md:flex-row md:items-end md:justify-between md:gap-8')}>
            <div className="max-w-md">
              <h2 id="footer-newsletter-title" className="font-serif text-xl font-bold text-ink">
                The Edgewire newsletter
              </h2>
              <p className="mt-1 text-sm text-ink-2">
                The day’s top stories, once a day. You confirm by e‑mail first; every e‑mail has a one‑click unsubscribe.
              </p>
            </div>
            <NewsletterForm id="footer-newsletter-email" back={newsletterBack} compact />
          </div>
        </section>
      ) : null}
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
