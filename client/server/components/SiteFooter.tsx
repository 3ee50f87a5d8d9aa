/**
 * @module Site footer: the spec's links, © 2025 and the two app-store badges, except on the pages
 * that show the badges themselves (the account screens), so no page shows a store twice.
 */
import { useRequestContext } from '@hono/react-renderer';
import { StoreBadges, type StoreLinks } from '../../browser/components/ui/StoreBadge';
import { showsStoreBadges } from '../pages/AuthPages';

/**
 * The path of the page being rendered, or null when it is rendered whole (pages/render-whole.ts:
 * trending and article pages render their layout without the renderer's request context; none of
 * them is an account screen).
 */
function useRequestPath(): string | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render, in the same place; only the missing context's error is caught
    return useRequestContext().req.path;
  } catch {
    return null;
  }
}

const LINKS = [
  ['/trending', 'Trending'],
  ['/foryou', 'For You'],
  ['/about', 'About'],
  ['/help', 'Support'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms'],
] as const;

export function SiteFooter({ appStoreUrl, playStoreUrl }: StoreLinks) {
  const path = useRequestPath();
  const badges = path === null || !showsStoreBadges(path);
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
        {badges ? <StoreBadges appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} size="sm" /> : null}
      </div>
      <p className="pb-8 text-center text-xs text-slate-600 dark:text-slate-400">© 2025 Edgewire</p>
    </footer>
  );
}
