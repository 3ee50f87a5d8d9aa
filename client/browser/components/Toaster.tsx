/**
 * @module Toasts (an island on every page). Server-known toasts (e.g. the login redirect notice)
 * arrive as props and are in the HTML from the first paint; others come from client/lib/toast.ts.
 * Each closes after TOAST_MS or with its button; errors are announced assertively.
 */
import { useEffect, useRef, useState } from 'react';
import { drainToasts, PENDING_TOAST_KEY, TOAST_EVENT, TOAST_MS, type Toast, type ToastInit, toast } from '../lib/toast';

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

const STYLE: Record<Toast['type'], string> = {
  info: 'border-sky-300 bg-sky-50 text-sky-950',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-950',
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

  const close = (key: string) => setItems((list) => list.filter((x) => x.key !== key));
  return (
    <div className="pointer-events-none fixed inset-x-3 top-3 z-50 flex flex-col items-end gap-2 md:left-auto md:w-[346px]" data-toaster>
      {items.map((t) => (
        <div
          key={t.key}
          role={t.type === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-lg ${STYLE[t.type]}`}
          data-toast={t.type}
        >
          <p className="flex-1">{t.message}</p>
          <button type="button" onClick={() => close(t.key)} className="rounded px-1 font-bold" aria-label="Close notification">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
