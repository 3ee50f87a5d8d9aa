/**
 * @module The first things a share dialog offers: the article's address with "Copy link" (the
 * clipboard, then a toast), and the device's own share sheet (`navigator.share`) where there is
 * one. The address is a read-only field, so without JavaScript (the share page) it can still be
 * selected and copied by hand; the buttons appear once the code runs. The link is the canonical
 * address (decision 009): no slug, never a share pass.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { SHARE_MESSAGES, shareTitle } from '../../../../worker/contracts/share';
import { toast } from '../../lib/toast';

export const QUICK_SHARE = {
  address: 'Link to this article',
  copy: 'Copy link',
  copied: 'Copied',
  native: 'Share via…',
} as const;

export type QuickShareProps = { url: string; title: string };

type NativeShare = (data: { title?: string; text?: string; url?: string }) => Promise<void>;

/** The device's share sheet, where the browser offers one for a link (phones, some desktops). */
function nativeShare(url: string): NativeShare | null {
  const nav = navigator as Navigator & { share?: NativeShare; canShare?: (data: { url: string }) => boolean };
  if (typeof nav.share !== 'function') return null;
  if (typeof nav.canShare === 'function' && !nav.canShare({ url })) return null;
  return nav.share.bind(nav);
}

export function QuickShare({ url, title }: QuickShareProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // Decided after mount: the server (and a browser without JavaScript) draws the field alone.
  const [ready, setReady] = useState(false);
  const [share, setShare] = useState<NativeShare | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setReady(true);
    setShare(() => nativeShare(url));
  }, [url]);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(t);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast('success', SHARE_MESSAGES.copied);
    } catch {
      // No clipboard (a denied permission, an old browser): the address is selected to copy by hand.
      field.current?.select();
      toast('error', SHARE_MESSAGES.copyFailed);
    }
  }

  async function openSheet() {
    if (!share) return;
    try {
      await share({ title: shareTitle(title), url });
    } catch (err) {
      // Closing the sheet without choosing rejects with AbortError: nothing went wrong.
      if ((err as Error | null)?.name !== 'AbortError') toast('error', SHARE_MESSAGES.failed);
    }
  }

  return (
    <div className="flex flex-col gap-2" data-quick-share="">
      <label htmlFor={`${id}-url`} className="text-sm font-semibold text-ink-2">
        {QUICK_SHARE.address}
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={`${id}-url`}
          type="url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="field-input min-w-0 flex-1 text-sm text-ink-2"
          data-share-url=""
        />
        {ready ? (
          <button type="button" onClick={copy} className="btn btn-primary btn-md shrink-0" data-copy-link="">
            {/* The word changes for a moment; the toast (and this live region) say so to everyone. */}
            <span aria-live="polite">{copied ? QUICK_SHARE.copied : QUICK_SHARE.copy}</span>
          </button>
        ) : null}
      </div>
      {share ? (
        <button type="button" onClick={openSheet} className="btn btn-secondary btn-md w-full" data-native-share="">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-none stroke-current stroke-[1.6]">
            <path d="M8 10V2.5M5 5l3-3 3 3M3.5 8v5.5h9V8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {QUICK_SHARE.native}
        </button>
      ) : null}
    </div>
  );
}
