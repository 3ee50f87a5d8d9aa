/**
 * @module Changing the password on /account/profile: the new-password rules and messages (Save
 * disabled while the field is empty, once hydrated), then POST /api/profile/password, which signs every
 * other browser out and keeps this one in.
 */
import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_MESSAGES as A } from '../../../../worker/contracts/account';
import { AUTH_MESSAGES as M, newPasswordError } from '../../../../worker/contracts/auth';
import type { FormFeedback } from '../../../../worker/contracts/forms';
import { callApi } from '../../lib/api';
import { formValues } from '../../lib/form';
import { useHydrated } from '../../lib/hydrated';
import { toast } from '../../lib/toast';
import { NewPasswordPair, SubmitButton } from '../ui/Field';

const SAVE = 'self-start btn btn-primary btn-md';

export function PasswordForm({ feedback }: { feedback?: FormFeedback }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const first = feedback?.errors[0];
  const [error, setError] = useState<{ message: string; field: 'password' | 'confirm_password' } | null>(
    first ? { message: first.message, field: first.path === 'confirm_password' ? 'confirm_password' : 'password' } : null,
  );
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the form holds now, even if it was filled before the script ran.
    const { password = '', confirm_password: confirm = '' } = formValues(event.currentTarget);
    const problem = newPasswordError(password, confirm);
    if (problem) return setError({ message: problem, field: problem === M.newPasswordMismatch ? 'confirm_password' : 'password' });
    setError(null);
    setBusy(true);
    const res = await callApi('/api/profile/password', { password, confirm_password: confirm });
    setBusy(false);
    if (res.ok) {
      setPassword('');
      setConfirm('');
      return toast('success', A.passwordUpdated);
    }
    if (res.path === 'password' || res.path === 'confirm_password') setError({ message: res.message, field: res.path });
    toast('error', res.status === 401 ? res.message : M.userUpdateFailed);
  }

  return (
    <form method="post" action="/account/password" onSubmit={submit} noValidate className="flex flex-col gap-3" data-password-form>
      <NewPasswordPair
        id={id}
        password={{
          id: `${id}-pw`,
          value: password,
          onChange: (e) => setPassword(e.target.value),
          error: error?.field === 'password' ? error.message : null,
        }}
        confirm={{
          value: confirm,
          onChange: (e) => setConfirm(e.target.value),
          error: error?.field === 'confirm_password' ? error.message : null,
        }}
      />
      {/* Disabled while empty (spec) once the script runs; without it the server says so instead. */}
      <SubmitButton className={SAVE} busy={busy} disabled={hydrated && !password} busyLabel="Saving…" label="Save Password" />
    </form>
  );
}
