/**
 * @module What sharing offers, the same on the share page (without JavaScript) and in the share
 * modal: the title (cut to 140 characters), the link to copy and the device's own share sheet
 * (QuickShare), the eight network links, the WeChat QR code of the article's address, and e-mail,
 * offered once: the Email entry opens the e-mail panel (the modal shows it in place; the page
 * links to it), which holds what this reader may do by e-mail (the form for signed-in readers,
 * for a paid article Plus ones) and the mail app's own link for everyone.
 */
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { SHARE_MESSAGES, type ShareNetwork, shareLinks, shareTitle } from '../../../../worker/contracts/share';
import { QrCode } from './QrCode';
import { ShareLinks, type ShareToggle } from './ShareLinks';

/** Who is sharing, as far as e-mail goes. */
export type EmailSharing = 'guest' | 'plus-only' | 'allowed';

export const SHARE_TEXT = {
  heading: 'Share',
  wechat: 'Scan with WeChat to share',
  qrLabel: 'QR code of the article’s address',
  email: 'Share by e-mail',
  signIn: 'Login to share by e-mail',
  plans: 'See Plans',
  mailApp: 'Write it in your own mail app',
} as const;

type Props = {
  articleId: number;
  title: string;
  /** The article's public address: what the links and the QR code carry (never a share pass). */
  url: string;
  email: EmailSharing;
  /** The e-mail form (an island on the page, the component itself in the modal). */
  form: ReactNode;
  /** The link to copy and the native share sheet (an island on the page, the component itself in the modal). */
  quick: ReactNode;
  /** 'modal': WeChat and Email open their panels in place; 'page': both panels are always shown. */
  mode: 'page' | 'modal';
};

type Panel = Extract<ShareNetwork, 'wechat' | 'email'>;

export function ShareBody({ articleId, title, url, email, form, quick, mode }: Props) {
  const ids = useId();
  const page = mode === 'page';
  const [open, setOpen] = useState<Panel | null>(null);
  const shown = (panel: Panel) => page || open === panel;
  const panelId = (panel: Panel) => (page ? panel : `${ids}-${panel}`);
  const links = shareLinks(url, title, `/share/${articleId}#wechat`);
  const mailto = links.find((l) => l.network === 'email')?.href ?? '';
  // On the page, Email leads to the e-mail panel below, where the mail app's link is too.
  const entries = page ? links.map((l) => (l.network === 'email' ? { ...l, href: '#email' } : l)) : links;
  const toggle = (panel: Panel): ShareToggle => ({
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      e.preventDefault();
      setOpen((now) => (now === panel ? null : panel));
    },
    open: open === panel,
    panel: panelId(panel),
  });
  // Under the page's h1, or under the modal's h2 title.
  const Heading = page ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-5" data-share-body>
      <p className="font-headline text-lg font-bold leading-snug wrap-anywhere text-ink" data-share-title>
        {shareTitle(title)}
      </p>
      {quick}
      <ShareLinks links={entries} toggles={page ? {} : { wechat: toggle('wechat'), email: toggle('email') }} />
      {shown('wechat') ? (
        <figure id={panelId('wechat')} className="flex items-center gap-4 rounded-card bg-raised p-4" data-wechat>
          <QrCode value={url} label={SHARE_TEXT.qrLabel} className="size-32 shrink-0 rounded-md" />
          <figcaption className="text-sm font-semibold text-ink-2">{SHARE_TEXT.wechat}</figcaption>
        </figure>
      ) : null}
      {shown('email') ? (
        <section
          id={panelId('email')}
          aria-labelledby={`${ids}-email-title`}
          className="flex flex-col gap-3 border-t border-line pt-4"
          data-email-panel=""
        >
          <Heading id={`${ids}-email-title`} className="font-bold text-ink">
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
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-2">
              {SHARE_MESSAGES.plusOnly}
              <a href="/landing" className="font-semibold text-accent-ink hover:underline">
                {SHARE_TEXT.plans}
              </a>
            </p>
          )}
          <p className="text-sm">
            <a href={mailto} className="font-semibold text-accent-ink hover:underline" data-mail-app="">
              {SHARE_TEXT.mailApp}
            </a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
