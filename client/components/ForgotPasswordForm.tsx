/**
 * @module Forgot password (an island). Spec: empty e-mail → 'Please enter a valid email.'; a
 * request always answers 'If {email} exists, …' and goes to /login (the answer travels there as a
 * toast); failure → 'Could not reset password.'. Links: sign up, login, 'Continue as Guest'.
 */
import { type FormEvent, useId, useState } from 'react';
import { AUTH_MESSAGES } from '../../worker/contracts/auth';
import { callApi } from '../lib/api';
import { navigateWithToast } from '../lib/toast';
import { Field, FormError, PRIMARY_BUTTON } from './fields';

export function ForgotPasswordForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setFieldError(AUTH_MESSAGES.resetEmpty);
      return;
    }
    setFieldError(null);
    setBusy(true);
    const res = await callApi<{ message: string }>('/api/auth/password-reset', { email: email.trim() });
    if (res.ok) {
      navigateWithToast('/login', { type: 'success', message: res.data.message });
      return;
    }
    setBusy(false);
    if (res.status === 400) setFieldError(res.message);
    else setError(res.status === 429 ? res.message : AUTH_MESSAGES.resetFailed);
  }

  return (
    <div className="flex flex-col gap-6" data-forgot-form>
      <h1 className="text-3xl font-black tracking-tight text-slate-900 dark:text-white">Forgot your password?</h1>
      <p className="text-slate-700 dark:text-slate-300">
        Enter the e-mail of your account and we will send you a link to set a new password.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          id={`${id}-email`}
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
        />
        <FormError id={`${id}-error`} message={error} />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? 'Sending…' : 'Request Reset Link'}
        </button>
      </form>
      <nav aria-label="Other options" className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold text-sky-800 dark:text-sky-300">
        <a className="underline" href="/signup">
          Sign up
        </a>
        <a className="underline" href="/login">
          Log in
        </a>
        <a className="underline" href="/trending">
          Continue as Guest
        </a>
      </nav>
    </div>
  );
}
