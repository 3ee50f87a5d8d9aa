/**
 * @module The popup editor's Preview: sends the form as it is now (unsaved) to
 * `POST /admin/api/popups/preview`, which checks and sanitizes it exactly as a save would, and
 * shows the answer on a reader page opened with `?popupPreview=1`. That page says when it is ready
 * (components/popups/preview.tsx); the popup is posted to it only then, only to this site's origin.
 * The window is opened at the click, before the check answers, so pop-up blockers let it through.
 * Nothing renders without JavaScript (the page says previews need it).
 */
import { useEffect, useRef, useState } from 'react';
import type { ReaderPopupDto } from '../../../worker/contracts/admin-popups';
import { PREVIEW_POPUP, PREVIEW_READY } from '../components/popups/preview-messages';
import { callApi } from '../lib/api';
import { formValues } from '../lib/form';
import { useHydrated } from '../lib/hydrated';
import { bodyFromValues, valuesFromFields } from './popup-form';

export function PopupPreview() {
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const listener = useRef<((event: MessageEvent) => void) | null>(null);
  useEffect(
    () => () => {
      if (listener.current) window.removeEventListener('message', listener.current);
    },
    [],
  );
  if (!hydrated) return null;

  async function preview(form: HTMLFormElement | null) {
    if (!form) return;
    const body = bodyFromValues(valuesFromFields(formValues(form)));
    const win = window.open('/?popupPreview=1', 'edgewire-popup-preview');
    if (!win) {
      setStatus('The browser blocked the preview window: allow pop-ups for this site and try again.');
      return;
    }
    setStatus('Checking the popup…');
    const answer = callApi<ReaderPopupDto>('/admin/api/popups/preview', body);
    if (listener.current) window.removeEventListener('message', listener.current);
    // Kept until the next preview: a reload of the preview window asks again and gets the same popup.
    listener.current = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== win) return;
      if ((event.data as { type?: unknown } | null)?.type !== PREVIEW_READY) return;
      void answer.then((res) => {
        if (res.ok) win.postMessage({ type: PREVIEW_POPUP, popup: res.data }, location.origin);
      });
    };
    window.addEventListener('message', listener.current);
    const res = await answer;
    if (res.ok) {
      setStatus('The preview is open in another window.');
      return;
    }
    win.close();
    const problems = res.errors.length ? res.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)) : [res.message];
    setStatus(`Cannot preview: ${problems.join('; ')}`);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-secondary btn-md" onClick={(e) => void preview(e.currentTarget.form)}>
        Preview
      </button>
      <p className="text-sm text-ink-3" aria-live="polite" data-preview-status>
        {status}
      </p>
    </div>
  );
}
