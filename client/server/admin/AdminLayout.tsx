/**
 * @module The back office's frame: a sidebar of sections (a scrolling strip on a phone), a top bar
 * with the way back to the reader site, and the page's own heading. Same tokens and components as
 * the reader side; denser spacing, because editors work on tables.
 */
import type { ReactNode } from 'react';
import { ButtonLink } from '../../browser/components/ui/Button';
import { Logo } from '../../browser/components/ui/Logo';

export const ADMIN_SECTIONS = [
  ['/admin', 'Dashboard'],
  ['/admin/articles', 'Articles'],
  ['/admin/views', 'Views'],
  ['/admin/tags', 'Tags'],
  ['/admin/users', 'Users'],
  ['/admin/push', 'Push'],
  ['/admin/popups', 'Popups'],
  ['/admin/ui-blocks', 'UI blocks'],
  ['/admin/promotionals', 'Promotionals'],
  ['/admin/newsletter', 'Newsletter'],
  ['/admin/comments', 'Comments'],
  ['/admin/audit', 'Audit log'],
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number][0];

export function AdminLayout({
  section,
  title,
  admin,
  link,
  actions = link ? <HeadingAction href={link[0]}>{link[1]}</HeadingAction> : null,
  children,
}: {
  section: AdminSection;
  title: string;
  admin: string;
  /** The one link most list pages put beside the heading: [href, label] ("New block"). */
  link?: readonly [href: string, label: string];
  /** Buttons beside the heading (New article, Export CSV), when there is more than one link. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col lg:flex-row">
      <aside aria-label="Back office sections" className="border-b border-line bg-raised lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <Logo href="/admin" size="sm" tag="Back office" />
        </div>
        <nav aria-label="Back office">
          <ul className="flex gap-1 overflow-x-auto px-2 pb-2 lg:flex-col lg:overflow-visible">
            {ADMIN_SECTIONS.map(([href, label]) => (
              <li key={href}>
                <a
                  href={href}
                  aria-current={href === section ? 'page' : undefined}
                  className="block whitespace-nowrap rounded-control px-3 py-1.5 text-sm font-medium text-ink-2 hover:bg-sunken hover:text-ink aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-ink"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-2 text-sm text-ink-3">
          <span>
            Signed in as <strong className="text-ink-2">{admin}</strong>
          </span>
          <a href="/" className="font-medium text-accent-ink hover:underline">
            View site
          </a>
        </header>
        <main id="main" className="flex-1 px-4 py-5 sm:px-6">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h1 className="font-headline text-2xl font-bold text-ink">{title}</h1>
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}

/** A quiet link-button for the heading's actions. */
export const HeadingAction = ({ href, children, download }: { href: string; children: ReactNode; download?: boolean }) => (
  <ButtonLink href={href} variant="secondary" size="sm" download={download || undefined}>
    {children}
  </ButtonLink>
);
