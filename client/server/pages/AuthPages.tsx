/**
 * @module The account screens' layout (login, sign-up, forgot and reset password): the form beside
 * a device image and 'Get the App' with the two store badges. The header is hidden on these
 * screens, and the footer leaves out its own badges (see showsStoreBadges), so each store shows
 * once. On a phone the logo comes first, then the form, then the app; on a wide screen the logo
 * and the app stand together beside the form (the source order is the phone's, so reading and
 * tabbing follow it everywhere).
 */
import type { ReactNode } from 'react';
import { Logo } from '../../browser/components/ui/Logo';
import { StoreBadges, type StoreLinks } from '../../browser/components/ui/StoreBadge';

export type AuthLayoutProps = StoreLinks & { children: ReactNode };

/** The paths that render AuthLayout (GET, and POST when a form without JavaScript comes back). */
const AUTH_SCREENS = new Set(['/login', '/signup', '/forgotpassword', '/reset-password']);

/** True when the page at `path` shows the store badges itself, so the footer need not repeat them. */
export const showsStoreBadges = (path: string) => AUTH_SCREENS.has(path);

export function AuthLayout({ appStoreUrl, playStoreUrl, children }: AuthLayoutProps) {
  return (
    <main
      id="main"
      className="mx-auto grid min-h-[80vh] max-w-5xl content-center gap-8 px-4 py-8 md:grid-cols-2 md:grid-rows-[1fr_auto_1fr] md:gap-x-10 md:gap-y-6 md:py-10"
    >
      <Logo size="lg" className="justify-self-center md:col-start-1 md:row-start-1 md:self-end" />
      <div className="w-full max-w-md justify-self-center md:col-start-2 md:row-span-3 md:row-start-1 md:self-center">{children}</div>
      <section
        aria-labelledby="get-the-app"
        className="flex items-center gap-5 justify-self-center md:col-start-1 md:row-start-2 md:flex-col md:gap-4"
        data-get-app
      >
        <img src="/device.svg" alt="The Edgewire app on a phone" width="240" height="440" className="h-auto w-20 shrink-0 md:w-56" />
        <div className="flex flex-col gap-3 md:items-center">
          <h2 id="get-the-app" className="text-xl font-bold text-ink">
            Get the App
          </h2>
          <StoreBadges appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} className="md:justify-center" />
        </div>
      </section>
    </main>
  );
}
