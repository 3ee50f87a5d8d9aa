/**
 * @module The eight share networks as links (worker/contracts/share.ts builds them), on the share
 * page and in the share modal. Every entry is a real link, so it works without JavaScript; WeChat
 * has no web share URL, so its link points at the QR code, which the modal shows in place, as it
 * shows the e-mail panel in place of the mail app's link (ShareBody).
 */
import type { MouseEvent, ReactNode } from 'react';
import { siFacebook, siMessenger, siPinterest, siWechat, siX } from 'simple-icons';
import type { ShareLink, ShareNetwork } from '../../../../worker/contracts/share';
import { BrandIcon } from '../ui/BrandIcon';

const ICON = 'size-5';

/** Our own line drawings for the three that are not brands (mail, text message, "share this"). */
function Glyph({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className={`${ICON} fill-none stroke-current stroke-[1.6]`}>
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const MARKS: Record<ShareNetwork, ReactNode> = {
  messenger: <BrandIcon icon={siMessenger} className={ICON} />,
  email: <Glyph d="M3 5h14v10H3zM3 5l7 6 7-6" />,
  twitter: <BrandIcon icon={siX} className={ICON} />,
  facebook: <BrandIcon icon={siFacebook} className={ICON} />,
  pinterest: <BrandIcon icon={siPinterest} className={ICON} />,
  sms: <Glyph d="M3 4h14v9H8l-4 3v-3H3zM7 8.5h.01M10 8.5h.01M13 8.5h.01" />,
  wechat: <BrandIcon icon={siWechat} className={ICON} />,
  sharethis: <Glyph d="M14.5 6.5a2 2 0 1 0 0-.01M5.5 10a2 2 0 1 0 0-.01M14.5 13.5a2 2 0 1 0 0-.01M7.3 9l5.4-2.6M7.3 11l5.4 2.6" />,
};

/** Opens in a new tab where the link is a web page; app links (mailto:, sms:, fb-messenger:) open in place. */
const isWeb = (href: string) => /^https:/.test(href);

/** A network whose link the modal turns into a panel shown in place (WeChat's code, the e-mail form). */
export type ShareToggle = { onClick: (event: MouseEvent<HTMLAnchorElement>) => void; open: boolean; panel: string };

type Props = {
  links: ShareLink[];
  toggles?: Partial<Record<ShareNetwork, ShareToggle>>;
};

export function ShareLinks({ links, toggles = {} }: Props) {
  return (
    <ul className="grid grid-cols-4 gap-1.5 sm:gap-2" aria-label="Share on">
      {links.map(({ network, label, href }) => {
        const toggle = toggles[network];
        return (
          <li key={network}>
            <a
              href={href}
              data-share-network={network}
              className="flex flex-col items-center gap-1.5 rounded-card border border-line px-0 py-2.5 text-xs max-sm:tracking-tight sm:p-2.5 font-semibold text-ink-2 hover:border-line-strong hover:bg-sunken hover:text-ink aria-expanded:border-accent aria-expanded:text-ink"
              {...(isWeb(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              {...(toggle ? { onClick: toggle.onClick, 'aria-expanded': toggle.open, 'aria-controls': toggle.panel } : {})}
            >
              {MARKS[network]}
              <span>{label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
