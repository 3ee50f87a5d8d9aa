/**
 * @module The /account layout: the sidebar island (sections, help links, Sign Out) beside the
 * server-rendered section. On phones the AccountNav island flips `data-menu` on the layout to
 * show either the section list or the section; from md up both show.
 */
import type { ReactNode } from 'react';
import { ACCOUNT_SECTIONS, type AccountSection } from '../../../worker/contracts/account';
import { ACCOUNT_LAYOUT_ID } from '../../browser/components/account/AccountNav';
import { containerClass } from '../../browser/components/ui/Container';
import { Island } from '../islands';

type Props = { section: AccountSection; version: string; intro?: string; children: ReactNode };

export function AccountPage({ section, version, intro, children }: Props) {
  const label = ACCOUNT_SECTIONS.find((s) => s.slug === section)!.label;
  return (
    <main id="main" className={containerClass('wide', 'py-6 md:py-10')}>
      <div id={ACCOUNT_LAYOUT_ID} data-menu="closed" className="group grid gap-6 md:grid-cols-[220px_minmax(0,1fr)] md:gap-10">
        <aside aria-label="Account" className="md:sticky md:top-24 md:self-start">
          {/* The page's h1 stays visible on phones whichever of list and section shows. */}
          <h1 className="mb-3 text-xs font-bold uppercase tracking-wider text-ink-2">Your Account</h1>
          <Island
            name="AccountNav"
            props={{ current: section, sections: ACCOUNT_SECTIONS.map((s) => ({ slug: s.slug, label: s.label })), version }}
          />
        </aside>
        <section
          aria-labelledby="account-section-title"
          className="min-w-0 group-data-[menu=open]:hidden md:group-data-[menu=open]:block"
          data-account-section={section}
        >
          <h2 id="account-section-title" className="text-3xl font-black tracking-tight text-ink">
            {label}
          </h2>
          {intro ? <p className="mt-2 text-ink-2">{intro}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </main>
  );
}
