/**
 * @module Puts one popup on the page as a dialog (PopupDialog) in a root of its own, and takes it
 * away when it closes. Loaded by the runtime only when a popup is about to show.
 */
import { createRoot } from 'react-dom/client';
import type { ReaderPopupDto } from '../../../../worker/contracts/admin-popups';
import type { ProfileDto } from '../../../../worker/contracts/profile';
import { PopupDialog } from './PopupDialog';

export function showPopup(popup: ReaderPopupDto, ask: 'email' | 'phone' | null, onSaved: (profile: ProfileDto) => void) {
  const host = document.createElement('div');
  host.dataset.popupHost = String(popup.id);
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <PopupDialog
      popup={popup}
      ask={ask}
      onSaved={onSaved}
      onClose={() => {
        // Unmounted after this event's handlers have run.
        setTimeout(() => {
          root.unmount();
          host.remove();
        });
      }}
    />,
  );
}
