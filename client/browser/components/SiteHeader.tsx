/**
 * @module Site header (an island: the mobile menu toggles and the search box searches in the
 * browser). On phones the search box is a row of its own under the logo and the Menu button.
 */
import { useDisclosure } from '../lib/disclosure';
import { SearchBox } from './SearchBox';
import { Logo } from './ui/Logo';

/** `search`: false on /search, whose page has its own search form (one search box per page). */
export type SiteHeaderProps = { signedIn: boolean; active: 'trending' | 'foryou' | 'local' | null; search?: boolean };

const NAV = [
  { key: 'trending', href: '/trending', label: 'Trending' },
  { key: 'foryou', href: '/foryou', label: 'For You' },
  { key: 'local', href: '/local', label: 'Local' },
] as const;

const MENU_ID = 'site-nav';

/** Three bars, or a cross while the menu is open (the label says the same in words). */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
    </svg>
  );
}

export function SiteHeader({ signedIn, active, search = true }: SiteHeaderProps) {
  const { open, toggleProps } = useDisclosure(MENU_ID);
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Logo className="site-logo" />
        {search ? <SearchBox /> : null}
        <a className="site-menu-button" {...toggleProps}>
          <MenuIcon open={open} />
          {open ? 'Close' : 'Menu'}
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
            <a href="/account/profile" className="nav-button">
              Your Account
            </a>
          ) : (
            <span className="site-nav-auth">
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
