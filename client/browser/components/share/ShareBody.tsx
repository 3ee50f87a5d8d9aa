/**
 * @module What sharing offers, the same on the share page (without JavaScript) and in the share
 * modal: the title (cut to 140 characters), the eight network links, the WeChat QR code of the
 * article's address, and sharing by e-mail (signed-in readers; a paid article, Plus readers).
 */
import { type ReactNode, useId, useState } from 'react';
import { SHARE_MESSAGES, shareLinks, shareTitle } from '../../../../worker/contracts/share';
import { QrCode } from './QrCode';
import { ShareLinks } from './ShareLinks';

/** Who is sharing, as far as e-mail goes. */
export type EmailSharing = 'guest' | 'plus-only' | 'allowed';

export const SHARE_TEXT = {
  heading: 'Share',
  wechat: 'Scan with WeChat to share',
  qrLabel: 'QR code of the article’s address',
  email: 'Share by e-mail',
  signIn: 'Login to share by e-mail',
  plans: 'See Plans',
} as const;

type Props = {
  articleId: number;
  title: string;
  /** The article's public address: what the links and the QR code carry (never a share pass). */
  url: string;
  email: EmailSharing;
  /** The e-mail form (an island on the page, the component itself in the modal). */
  form: ReactNode;
  /** 'modal': the WeChat link shows the code in place; 'page': the code is always shown. */
  mode: 'page' | 'modal';
};

export function ShareBody({ articleId, title, url, email, form, mode }: Props) {
  const panel = useId();
  const [wechat, setWechat] = useState(mode === 'page');
  const links = shareLinks(url, title, `/share/${articleId}#wechat`);
  // Under the page's h1, or under the modal's h2 title.
  const Heading = mode === 'page' ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-5" data-share-body>
      <p className="font-headline text-lg font-bold leading-snug text-ink" data-share-title>
        {shareTitle(title)}
      </p>
      <ShareLinks
        links={links}
        {...(mode === 'modal'
          ? {
              onWechat: (e) => {
                e.preventDefault();
                setWechat((open) => !open);
              },
              wechatOpen: wechat,
              wechatPanel: panel,
            }
          : {})}
      />
      {wechat ? (
        <figure id={mode === 'page' ? 'wechat' : panel} className="flex items-center gap-4 rounded-card bg-raised p-4" data-wechat>
          <QrCode value={url} label={SHARE_TEXT.qrLabel} className="size-32 shrink-0 rounded-md" />
          <figcaption className="text-sm font-semibold text-ink-2">{SHARE_TEXT.wechat}</figcaption>
        </figure>
      ) : null}
      <section aria-labelledby={`${panel}-email`} className="flex flex-col gap-3 border-t border-line pt-4">
        <Heading id={`${panel}-email`} className="font-bold text-ink">
          {SHARE_TEXT.email}
        </Heading>
        {email === 'allowed' ? (
          form
        ) : email === 'guest' ? (
          <p>
            <a href="/login" className="btn btn-secondary btn-md">
              {SHARE_TEXT.signIn}
            </a>
          </p>
        ) : (
          <>
            <p className="text-ink-2">{SHARE_MESSAGES.plusOnly}</p>
            <p>
              <a href="/landing" className="btn btn-primary btn-md">
                {SHARE_TEXT.plans}
              </a>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
