/**
 * @module Popup preview (spec §2): a reader page opened with `?popupPreview` by the back office's
 * popup editor. It tells its opener it is ready, then shows the popup the opener sends, in place
 * at the top of the page instead of as an overlay. Messages are taken only from this site's own
 * origin and only from the window that opened this one.
 */
import { createRoot } from 'react-dom/client';
import type { ReaderPopupDto } from '../../../../worker/contracts/admin-popups';
import { profileAsk } from '../../../../worker/contracts/popup-chain';
import { PopupView } from './PopupView';
import { PREVIEW_POPUP, PREVIEW_READY } from './preview-messages';

type PreviewMessage = { type: typeof PREVIEW_POPUP; popup: ReaderPopupDto };

const isPreview = (data: unknown): data is PreviewMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as PreviewMessage).type === PREVIEW_POPUP &&
  typeof (data as PreviewMessage).popup?.config?.title === 'string';

export function mountPopupPreview() {
  const host = document.createElement('div');
  host.id = 'popup-preview';
  host.className = 'px-4 py-6';
  host.setAttribute('aria-live', 'polite');
  const main = document.getElementById('main');
  (main ?? document.body).prepend(host);
  const root = createRoot(host);
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.source !== window.opener || !isPreview(event.data)) return;
    const popup = event.data.popup;
    root.render(
      <div className="mx-auto max-w-7xl">
        <p className="mb-3 text-center text-xs font-bold uppercase tracking-widest text-accent-ink">Popup preview</p>
        <PopupView popup={popup} inPlace ask={profileAsk(popup.config.trigger, null)} onClose={() => root.render(null)} />
      </div>,
    );
  });
  window.opener?.postMessage({ type: PREVIEW_READY }, location.origin);
}
