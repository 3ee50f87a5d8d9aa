/**
 * @module Modal dialogs on the native <dialog> with showModal(): the page behind is inert and the
 * browser handles stacking. On top of that: sizes (small, medium, otherwise large), the
 * close-button and blurred-background flags, a 170 ms close animation, Escape and a backdrop click
 * to close, Tab kept inside the dialog, and focus returned to whatever opened it.
 */
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

export type ModalSize = 'small' | 'medium' | 'large';
/** The close animation's length (spec: 170 ms). */
export const MODAL_CLOSE_MS = 170;

/** small → max-w-md, medium → max-w-4xl, anything else → max-w-7xl (spec: "otherwise large"). */
export const modalWidth = (size: string | undefined) => (size === 'small' ? 'max-w-md' : size === 'medium' ? 'max-w-4xl' : 'max-w-7xl');

export type ModalProps = {
  open: boolean;
  /** Called once the dialog has closed (after the animation). */
  onClose: () => void;
  title: string;
  size?: ModalSize;
  closeButton?: boolean;
  blurred?: boolean;
  /** Content; a function receives `close`, which runs the animated close (e.g. from a button). */
  children: ReactNode | ((close: () => void) => ReactNode);
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ open, onClose, title, size = 'large', closeButton = true, blurred = false, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [closing, setClosing] = useState(false);
  const titleId = useId();

  // Reads refs only, so one function for the component's life (a stable effect dependency).
  const restoreFocus = useCallback(() => {
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) el.focus();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      restoreFocus();
    }
  }, [open, restoreFocus]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function close() {
    if (timer.current) return;
    setClosing(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setClosing(false);
      ref.current?.close();
      restoreFocus();
      onClose();
    }, MODAL_CLOSE_MS);
  }

  // Escape is handled here rather than left to the dialog's `cancel` event: Chromium's close
  // watcher skips `cancel` (and closes at once) when it judges there was no recent user activation.
  // Chromium's dialog also lets Tab leave for the browser's own UI; keep it cycling inside instead.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
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

  const backdrop = blurred ? 'backdrop:bg-slate-950/50 backdrop:backdrop-blur-sm' : 'backdrop:bg-slate-950/50';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-modal={size}
      data-closing={closing ? '' : undefined}
      className={`m-auto w-[calc(100%-2rem)] ${modalWidth(size)} rounded-panel bg-canvas p-0 text-ink shadow-overlay transition-[opacity,transform] duration-[170ms] ease-out ${backdrop} ${closing ? 'scale-95 opacity-0' : 'scale-100 opacity-100'}`}
      onCancel={(event) => {
        // Escape: run the animated close instead of the browser's instant one.
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-black tracking-tight text-ink">
            {title}
          </h2>
          {closeButton ? (
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="-m-1 rounded-md p-1 text-2xl leading-none text-ink-2 hover:bg-sunken"
              data-modal-close
            >
              ×
            </button>
          ) : null}
        </div>
        {open ? (typeof children === 'function' ? children(close) : children) : null}
      </div>
    </dialog>
  );
}
