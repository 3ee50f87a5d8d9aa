/** @module Site footer: the spec's links, © 2025 and the two app-store links. */
export type StoreLinks = { appStoreUrl: string; playStoreUrl: string };

const LINKS = [
  ['/trending', 'Trending'],
  ['/foryou', 'For You'],
  ['/about', 'About'],
  ['/help', 'Support'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms'],
] as const;

export function SiteFooter({ appStoreUrl, playStoreUrl }: StoreLinks) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            {LINKS.map(([href, label]) => (
              <li key={href}>
                <a href={href} className="hover:underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <a href={appStoreUrl} className="rounded-md bg-slate-900 px-3 py-2 font-semibold text-white dark:bg-white dark:text-slate-900">
            Download on the App Store
          </a>
          <a href={playStoreUrl} className="rounded-md bg-slate-900 px-3 py-2 font-semibold text-white dark:bg-white dark:text-slate-900">
            Get it on Google Play
          </a>
        </div>
      </div>
      <p className="pb-8 text-center text-xs text-slate-600 dark:text-slate-400">© 2025 Edgewire</p>
    </footer>
  );
}
