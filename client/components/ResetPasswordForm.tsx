/** @module Setting a new password from a reset link (an island): the new-password rules, then /login. */
import { type FormEvent, useId, useState } from 'react';
import { newPasswordError } from '../../worker/contracts/auth';
import { callApi } from '../lib/api';
import { navigateWithToast } from '../lib/toast';
import { Field, FormError, PRIMARY_BUTTON } from './fields';

export type ResetPasswordFormProps = { token: string };

export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = newPasswordError(password, confirm);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    const res = await callApi<{ message: string }>('/api/auth/password-reset/confirm', { token, password, confirm_password: confirm });
    if (res.ok) {
      navigateWithToast('/login', { type: 'success', message: res.data.message });
      return;
    }
    setBusy(false);
    if (res.path === 'password') setFieldError(res.message);
    else setError(res.message);
  }

  return (
    <div className="flex flex-col gap-6" data-reset-form>
      <h1 className="text-3xl font-black tracking-tight text-slate-900 dark:text-white">Set a new password</h1>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          id={`${id}-password`}
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldError}
        />
        <Field
          id={`${id}-confirm`}
          label="Confirm password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <FormError id={`${id}-error`} message={error} />
        <button type="submit" disabled={busy || !password} className={PRIMARY_BUTTON}>
          {busy ? 'Saving…' : 'Save Password'}
        </button>
      </form>
      <p className="text-sm">
        <a className="font-semibold text-sky-800 underline dark:text-sky-300" href="/forgotpassword">
          Request a new link
        </a>
      </p>
    </div>
  );
}
