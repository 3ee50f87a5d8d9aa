/**
 * @module Site header (an island: the mobile menu toggles and the search box searches in the
 * browser). On phones the search box is a row of its own under the logo and the Menu button.
 */
import { useState } from 'react';
import { menuToggle } from '../lib/disclosure';
import { SearchBox } from './SearchBox';

export type SiteHeaderProps = { signedIn: boolean; active: 'trending' | 'foryou' | 'local' | null };

const NAV = [
  { key: 'trending', href: '/trending', label: 'Trending' },
  { key: 'foryou', href: '/foryou', label: 'For You' },
  { key: 'local', href: '/local', label: 'Local' },
] as const;

const MENU_ID = 'site-nav';

export function SiteHeader({ signedIn, active }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <a href="/trending" className="text-xl font-black tracking-tight text-slate-900 dark:text-white" aria-label="Edgewire home">
          Edge<span className="text-sky-700 dark:text-sky-400">wire</span>
        </a>
        <SearchBox />
        <a className="site-menu-button" {...menuToggle(MENU_ID, open, setOpen)}>
          Menu
        </a>
        <nav id={MENU_ID} aria-label="Main" className={`${open ? 'flex' : 'hidden'} site-nav target:flex md:flex`}>
          {NAV.map((n) => (
            <a
              key={n.key}
              href={n.href}
              aria-current={active === n.key ? 'page' : undefined}
              className={active === n.key ? 'nav-link nav-link-active' : 'nav-link'}
            >
              {n.label}
            </a>
          ))}
          {signedIn ? (
            <a
              href="/account/profile"
              className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white dark:bg-white dark:text-slate-900"
            >
              Your Account
            </a>
          ) : (
            <span className="flex gap-2">
              <a href="/login" className="nav-button">
                Login
              </a>
              <a href="/signup" className="nav-button-primary">
                Sign Up
              </a>
            </span>
          )}
        </nav>
      </div>
    </header>
  );
}
