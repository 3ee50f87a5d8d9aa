/**
 * @module The /account sidebar (an island): the eight sections, Help and Support, Privacy Policy,
 * About (with the version) and Sign Out. On phones only the section or the list shows at a time:
 * a Menu / Back toggle (aria-expanded) switches between them by marking the layout (see
 * AccountPage.tsx, `data-menu`), so the section itself stays server-rendered.
 */
import { type FormEvent, useEffect, useState } from 'react';
import type { AccountSection } from '../../../../worker/contracts/account';
import { PUSH_RECORD_KEY } from '../../../../worker/contracts/push-browser';
import { callApi } from '../../lib/api';
import { useDisclosure } from '../../lib/disclosure';
import { clearLocalCaches, localStore } from '../../lib/local-caches';
import { LinkItems } from '../links';

export type AccountNavProps = { current: AccountSection; sections: { slug: AccountSection; label: string }[]; version: string };

/** The element whose `data-menu` the layout's CSS reads. */
export const ACCOUNT_LAYOUT_ID = 'account-layout';

const ITEM = 'block rounded-md px-3 py-2 text-sm font-semibold';
const IDLE = `${ITEM} text-ink-2 hover:bg-sunken`;
const ACTIVE = `${ITEM} bg-accent-soft text-accent-ink`;
/** The site's pages listed under the sections ([href, label]); About follows with the version. */
const PAGES = [
  ['/help', 'Help and Support'],
  ['/privacy-policy', 'Privacy Policy'],
] as const;

const NAV_ID = 'account-nav';

export function AccountNav({ current, sections, version }: AccountNavProps) {
  const { open, toggleProps } = useDisclosure(NAV_ID);
  const [leaving, setLeaving] = useState(false);
  const currentLabel = sections.find((s) => s.slug === current)?.label ?? '';

  useEffect(() => {
    document.getElementById(ACCOUNT_LAYOUT_ID)?.setAttribute('data-menu', open ? 'open' : 'closed');
  }, [open]);

  async function signOut(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLeaving(true);
    // This browser's push registration goes while the session can still say whose it is.
    if (localStore()?.getItem(PUSH_RECORD_KEY)) {
      await import('../../push/device').then((m) => m.forgetOnSignOut()).catch((error) => console.warn('push', 'sign-out', error));
    }
    // Spec §4: sign-out clears local caches even if the server's sign-out fails.
    clearLocalCaches();
    // Spec: sign-out errors are only logged; the reader leaves either way.
    const res = await callApi('/api/auth/sign-out', {});
    if (!res.ok) console.warn('sign-out', res.status, res.message);
    window.location.assign('/');
  }

  return (
    <div className="flex flex-col gap-3" data-account-nav>
      <a
        className="self-start rounded-md border border-outline px-3 py-1.5 text-sm font-semibold text-ink-2 md:hidden"
        {...toggleProps}
        data-account-menu-toggle
      >
        {open ? (
          <>
            <span aria-hidden="true">← </span>Back to {currentLabel}
          </>
        ) : (
          <>
            <span aria-hidden="true">☰ </span>Settings menu
          </>
        )}
      </a>
      <nav id={NAV_ID} aria-label="Account settings" className={`${open ? 'block' : 'hidden'} target:block md:block`}>
        <ul className="flex flex-col gap-1">
          {sections.map((s) => (
            <li key={s.slug}>
              <a
                href={`/account/${s.slug}`}
                className={s.slug === current ? ACTIVE : IDLE}
                aria-current={s.slug === current ? 'page' : undefined}
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        <ul className="mt-4 flex flex-col gap-1 border-t border-line pt-4">
          <LinkItems links={PAGES} className={IDLE} />
          <li>
            <a href="/about" className={IDLE}>
              About <span className="font-normal text-ink-2">(version {version})</span>
            </a>
          </li>
          <li>
            {/* A real form, so Sign Out works before and without JavaScript (POST /sign-out). */}
            <form method="post" action="/sign-out" onSubmit={signOut}>
              <button type="submit" disabled={leaving} className={`${IDLE} w-full text-left disabled:opacity-60`} data-sign-out>
                {leaving ? 'Signing out…' : 'Sign Out'}
              </button>
            </form>
          </li>
        </ul>
      </nav>
    </div>
  );
}
