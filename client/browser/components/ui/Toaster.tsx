/**
 * @module Toasts (an island on every page). Server-known toasts (e.g. the login redirect notice)
 * arrive as props and are in the HTML from the first paint; others come from client/lib/toast.ts.
 * Each closes after TOAST_MS or with its button; errors are announced assertively.
 */
import { useEffect, useRef, useState } from 'react';
import { drainToasts, PENDING_TOAST_KEY, TOAST_EVENT, TOAST_MS, type Toast, type ToastInit, toast } from '../../lib/toast';

export type ToasterProps = { initial: ToastInit[] };

function takePending() {
  try {
    const raw = sessionStorage.getItem(PENDING_TOAST_KEY);
    sessionStorage.removeItem(PENDING_TOAST_KEY);
    const t = raw ? (JSON.parse(raw) as ToastInit) : null;
    if (t && typeof t.message === 'string' && ['info', 'success', 'warning', 'error'].includes(t.type)) toast(t.type, t.message);
  } catch {
    // storage blocked or a bad value: nothing to show
  }
}

// Whole class names (client/styles/components.css), so Tailwind emits them; colours follow the theme.
const STYLE: Record<Toast['type'], string> = {
  info: 'toast-info',
  success: 'toast-success',
  warning: 'toast-warning',
  error: 'toast-error',
};

export function Toaster({ initial }: ToasterProps) {
  const [items, setItems] = useState<Toast[]>(() => initial.map((t, i) => ({ ...t, key: `initial-${i}`, timestamp: 0 })));

  useEffect(() => {
    const take = () => setItems((list) => [...list, ...drainToasts()]);
    takePending();
    take();
    window.addEventListener(TOAST_EVENT, take);
    return () => window.removeEventListener(TOAST_EVENT, take);
  }, []);

  // One timer per toast, started when it first shows (a new toast does not restart the others).
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const t of items) {
      if (!timers.current.has(t.key))
        timers.current.set(
          t.key,
          setTimeout(() => setItems((list) => list.filter((x) => x.key !== t.key)), TOAST_MS),
        );
    }
  }, [items]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // Above an open modal dialog too (the share dialog's "Link copied"): a dialog sits in the top
  // layer, so the stack joins it as a manual popover, shown again after the dialog to be on top.
  // Only once hydrated: without JavaScript the server's toasts show as a plain fixed box.
  const stack = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = stack.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (!el.hasAttribute('popover')) el.setAttribute('popover', 'manual');
    if (el.matches(':popover-open')) el.hidePopover();
    if (items.length) el.showPopover();
  }, [items]);

  const close = (key: string) => setItems((list) => list.filter((x) => x.key !== key));
  return (
    <div ref={stack} className="toast-stack" data-toaster>
      {items.map((t) => (
        <div key={t.key} role={t.type === 'error' ? 'alert' : 'status'} className={`toast ${STYLE[t.type]}`} data-toast={t.type}>
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            onClick={() => close(t.key)}
            className="-my-1 rounded-control px-1 text-lg leading-none"
            aria-label="Close notification"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
