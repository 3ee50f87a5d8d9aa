/**
 * @module "Continue with …" links for the four social providers, each in its provider's own look
 * as far as their brand rules go: Google neutral (white, or Google's dark theme) with the
 * four-colour G; Facebook blue with the white mark; X black with the white X; Apple black with
 * the white logo (white with black on a dark page, as Apple asks). Facebook's blue is #0866FF,
 * its current brand blue: the older #1877F2 under white text is 4.2:1, below WCAG AA's 4.5:1.
 */
import type { ReactNode } from 'react';
import { siApple, siFacebook, siX } from 'simple-icons';
import type { SocialProvider } from '../../../../worker/contracts/auth';
import { BrandIcon, type MarkProps } from './BrandIcon';

/**
 * Google's four-colour "G", from the official sign-in button artwork (48 × 48 grid): simple-icons'
 * Google mark is one colour, which Google's button rules do not allow.
 */
function GoogleMark({ className }: MarkProps) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className} data-brand-icon="google">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

type Look = { label: string; mark: ReactNode; className: string };

const MARK = 'size-5 shrink-0';

const LOOKS: Record<SocialProvider, Look> = {
  google: {
    label: 'Google',
    mark: <GoogleMark className={MARK} />,
    className:
      'border-[#747775] bg-white text-[#1f1f1f] hover:bg-[#f2f2f2] dark:border-[#8e918f] dark:bg-[#131314] dark:text-[#e3e3e3] dark:hover:bg-[#1f1f20]',
  },
  facebook: {
    label: 'Facebook',
    mark: <BrandIcon icon={siFacebook} className={MARK} />,
    className: 'border-[#0866ff] bg-[#0866ff] text-white hover:bg-[#0757d6] hover:border-[#0757d6]',
  },
  twitter: {
    label: 'X (Twitter)',
    mark: <BrandIcon icon={siX} className={`${MARK} p-0.5`} />,
    className: 'border-black bg-black text-white hover:bg-slate-800 dark:border-slate-600 dark:hover:bg-slate-900',
  },
  apple: {
    label: 'Apple',
    mark: <BrandIcon icon={siApple} className={`${MARK} -mt-0.5`} />,
    className:
      'border-black bg-black text-white hover:bg-slate-800 dark:border-white dark:bg-white dark:text-black dark:hover:bg-slate-200',
  },
};

/** The provider's sign-in link: its mark, then "Continue with" and the provider's name. */
export function SocialButton({ provider, href }: { provider: SocialProvider; href: string }) {
  const look = LOOKS[provider];
  return (
    <a
      href={href}
      data-social={provider}
      className={`flex min-h-11 items-center justify-center gap-3 rounded-md border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:focus-visible:outline-sky-400 ${look.className}`}
    >
      {look.mark}
      <span>Continue with {look.label}</span>
    </a>
  );
}
