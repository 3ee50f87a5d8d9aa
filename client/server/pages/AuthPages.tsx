/**
 * @module The account screens' layout (login, sign-up, forgot and reset password): the form beside
 * a device image and 'Get the App' with the store links. The header is hidden on these screens.
 */
import type { ReactNode } from 'react';

export type AuthLayoutProps = { appStoreUrl: string; playStoreUrl: string; children: ReactNode };

export function AuthLayout({ appStoreUrl, playStoreUrl, children }: AuthLayoutProps) {
  return (
    <main id="main" className="mx-auto grid min-h-[80vh] max-w-5xl items-center gap-10 px-4 py-10 md:grid-cols-2">
      <div className="order-last flex flex-col items-center gap-4 text-center md:order-none">
        <a href="/trending" className="text-3xl font-black tracking-tight text-slate-900 dark:text-white" aria-label="Edgewire home">
          Edge<span className="text-sky-700 dark:text-sky-400">wire</span>
        </a>
        <img src="/device.svg" alt="The Edgewire app on a phone" width="240" height="440" className="h-auto w-40 md:w-56" />
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">Get the App</h2>
        <p className="flex gap-3 text-sm font-semibold">
          <a className="rounded-md bg-slate-900 px-3 py-2 text-white dark:bg-white dark:text-slate-900" href={appStoreUrl}>
            App Store
          </a>
          <a className="rounded-md bg-slate-900 px-3 py-2 text-white dark:bg-white dark:text-slate-900" href={playStoreUrl}>
            Google Play
          </a>
        </p>
      </div>
      <div className="w-full max-w-md justify-self-center">{children}</div>
    </main>
  );
}
