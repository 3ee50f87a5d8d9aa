/**
 * @module Account deletion on /account/profile. A real form: without JavaScript the reader ticks a
 * confirmation box and the server deletes (then /). Hydrated, a confirmation modal asks instead.
 * Success → /. If the deletion fails the session is still cleared and the reader goes to / (spec §8).
 */
import { useId, useState } from 'react';
import { type FormFeedback, fieldMessage, formMessage } from '../../../../worker/contracts/forms';
import { callApi } from '../../lib/api';
import { useHydrated } from '../../lib/hydrated';
import { clearLocalCaches } from '../../lib/local-caches';
import { FormError } from '../ui/Field';
import { Modal } from '../ui/Modal';

const DANGER = 'btn btn-md bg-danger text-canvas hover:brightness-110';

export type DeleteAccountProps = {
  /** What the server said after the form posted without JavaScript. */
  feedback?: FormFeedback;
};

export function DeleteAccount({ feedback }: DeleteAccountProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = feedback?.errors ?? [];
  const confirmError = fieldMessage(errors, 'confirm');

  async function remove() {
    setBusy(true);
    const res = await callApi('/api/profile', undefined, 'DELETE');
    if (!res.ok) await callApi('/api/auth/sign-out', {});
    // Signed out either way: the reader's local caches go too (spec §4).
    clearLocalCaches();
    window.location.assign('/');
  }

  return (
    <div data-delete-account>
      <form
        method="post"
        action="/account/delete"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="flex flex-col items-start gap-3"
      >
        <p className="text-ink-2">Deleting your account removes your profile, follows and saved articles. This cannot be undone.</p>
        <FormError id={`${id}-error`} message={formMessage(errors, ['confirm'])} />
        {hydrated ? null : (
          <div>
            <label className="flex items-center gap-2 text-ink-2">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
                className="h-4 w-4 accent-danger"
              />
              Yes, delete my account for good
            </label>
            {confirmError ? (
              <p id={`${id}-confirm-error`} className="mt-1 text-sm font-medium text-danger" data-field-error="confirm">
                {confirmError}
              </p>
            ) : null}
          </div>
        )}
        <button type="submit" className={DANGER} aria-haspopup={hydrated ? 'dialog' : undefined}>
          Delete Account
        </button>
      </form>
      <Modal open={open} onClose={() => setOpen(false)} title="Delete your account?" size="small" closeButton>
        {(close) => (
          <>
            <p className="text-ink-2">Your profile, follows and saved articles will be deleted for good. Are you sure?</p>
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                onClick={close}
                className="rounded-md border border-outline px-5 py-2 font-semibold text-ink-2 hover:bg-sunken"
              >
                Cancel
              </button>
              <button type="button" onClick={() => void remove()} className={DANGER} disabled={busy}>
                {busy ? 'Deleting…' : 'Delete my account'}
              </button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
