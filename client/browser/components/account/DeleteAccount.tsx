/**
 * @module Account deletion on /account/profile, after a confirmation modal. Success → /. If the
 * deletion fails the session is still cleared and the reader goes to / (spec §8).
 */
import { useState } from 'react';
import { callApi } from '../../lib/api';
import { Modal } from '../Modal';

const DANGER = 'rounded-md bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    const res = await callApi('/api/profile', undefined, 'DELETE');
    if (!res.ok) await callApi('/api/auth/sign-out', {});
    window.location.assign('/');
  }

  return (
    <div className="flex flex-col items-start gap-3" data-delete-account>
      <p className="text-slate-700 dark:text-slate-300">
        Deleting your account removes your profile, follows and saved articles. This cannot be undone.
      </p>
      <button type="button" className={DANGER} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Delete Account
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Delete your account?" size="small" closeButton>
        {(close) => (
          <>
            <p className="text-slate-700 dark:text-slate-300">
              Your profile, follows and saved articles will be deleted for good. Are you sure?
            </p>
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                onClick={close}
                className="rounded-md border border-slate-400 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
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
