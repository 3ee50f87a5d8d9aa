/**
 * @module Site header (an island: the mobile menu toggles and the search box searches in the
 * browser). On phones the search box is a row of its own under the logo and the Menu button.
 */
import { useId, useState } from 'react';
import { SearchBox } from './SearchBox';

export type SiteHeaderProps = { signedIn: boolean; active: 'trending' | 'foryou' | 'local' | null };

const NAV = [
  { key: 'trending', href: '/trending', label: 'Trending' },
  { key: 'foryou', href: '/foryou', label: 'For You' },
  { key: 'local', href: '/local', label: 'Local' },
] as const;

export function SiteHeader({ signedIn, active }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 md:flex-nowrap">
        <a href="/trending" className="text-xl font-black tracking-tight text-slate-900 dark:text-white" aria-label="Edgewire home">
          Edge<span className="text-sky-700 dark:text-sky-400">wire</span>
        </a>
        <SearchBox />
        <button
          type="button"
          className="ml-auto rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 md:hidden dark:border-slate-700 dark:text-slate-100"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          Menu
        </button>
        <nav id={menuId} aria-label="Main" className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 md:static md:ml-auto md:flex md:flex-row md:items-center md:gap-5 md:border-0 md:bg-transparent md:p-0 dark:border-slate-800 dark:bg-slate-950`}>
          {NAV.map((n) => (
            <a
              key={n.key}
              href={n.href}
              aria-current={active === n.key ? 'page' : undefined}
              className={`py-1 text-sm font-semibold ${active === n.key ? 'text-sky-800 dark:text-sky-300' : 'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'}`}
            >
              {n.label}
            </a>
          ))}
          {signedIn ? (
            <a href="/account/profile" className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white dark:bg-white dark:text-slate-900">
              Your Account
            </a>
          ) : (
            <span className="flex gap-2">
              <a href="/login" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 dark:border-slate-600 dark:text-slate-100">
                Login
              </a>
              <a href="/signup" className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-800">
                Sign Up
              </a>
            </span>
          )}
        </nav>
      </div>
    </header>
  );
}
