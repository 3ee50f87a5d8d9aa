/**
 * @module A popup shown to a reader as an accessible dialog: the native <dialog> opened with
 * showModal(), so the page behind is inert; focus moves into it and back to where it was when it
 * closes; Escape and the close button close it (Tab stays inside). Position center sits in the
 * middle, bottom is docked to the bottom edge (under 720 px it is a full-width sheet).
 */
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { ReaderPopupDto } from '../../../../worker/contracts/admin-popups';
import type { ProfileDto } from '../../../../worker/contracts/profile';
import { PopupView, popupWidth } from './PopupView';

export type PopupDialogProps = {
  popup: ReaderPopupDto;
  ask: 'email' | 'phone' | null;
  onClose: () => void;
  onSaved?: (profile: ProfileDto) => void;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

const PLACE = {
  center: 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] rounded-panel',
  // Docked: no margin below; under 720 px the full width with only the top corners rounded.
  bottom:
    'mx-auto mt-auto mb-0 max-h-[85dvh] w-full rounded-t-panel min-[720px]:mb-4 min-[720px]:w-[calc(100%-2rem)] min-[720px]:rounded-panel',
} as const;

export function PopupDialog({ popup, ask, onClose, onSaved }: PopupDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    opener.current = document.activeElement;
    dialog.showModal();
    // A popup that asks for something (update-profile) starts at its field, others at Close.
    dialog.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  function close() {
    ref.current?.close();
    const back = opener.current;
    // Focus goes back where it was; a page where nothing had focus gets it on the body again.
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    onClose();
  }

  // Escape handled here as well as by `cancel`: Chromium's close watcher may skip `cancel` when
  // there was no recent user activation (a popup opens on its own, so there often was none).
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const position = popup.config.position === 'bottom' ? 'bottom' : 'center';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-popup-dialog={popup.id}
      data-position={position}
      className={`${PLACE[position]} ${popupWidth(popup)} overflow-hidden border border-line bg-canvas p-0 text-ink shadow-overlay backdrop:bg-slate-950/50`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
    >
      <PopupView popup={popup} titleId={titleId} ask={ask} onClose={close} onSaved={onSaved} />
    </dialog>
  );
}
