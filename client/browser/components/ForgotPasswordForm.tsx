/**
 * @module Forgot password (an island over a real form that posts to /forgotpassword without
 * JavaScript). Spec: empty e-mail → 'Please enter a valid email.'; a request always answers
 * 'If {email} exists, …' and goes to /login (the answer travels there as a toast); failure →
 * 'Could not reset password.'. Links: sign up, login, 'Continue as Guest'.
 */
import { useId } from 'react';
import { AUTH_MESSAGES } from '../../../worker/contracts/auth';
import type { FormFeedback } from '../../../worker/contracts/forms';
import { callApi } from '../lib/api';
import { useEnhancedForm } from '../lib/form';
import { navigateWithToast } from '../lib/toast';
import { EmailField, FormError, SubmitButton } from './ui/Field';

export type ForgotPasswordFormProps = { feedback?: FormFeedback };

export function ForgotPasswordForm({ feedback }: ForgotPasswordFormProps) {
  const id = useId();
  const form = useEnhancedForm<{ message: string }>({
    fields: ['email'],
    initial: feedback,
    check: (v) => (v.email?.trim() ? null : { message: AUTH_MESSAGES.resetEmpty, code: 'validation', path: 'email' }),
    send: (v) => callApi('/api/auth/password-reset', { email: (v.email ?? '').trim() }),
    done: (data) => navigateWithToast('/login', { type: 'success', message: data.message }),
    // A refused address stays on its field; anything else but a rate limit is the spec's failure line.
    reword: (res) => [
      res.status === 400
        ? { message: res.message, code: 'validation', path: 'email' }
        : { message: res.status === 429 ? res.message : AUTH_MESSAGES.resetFailed, code: 'internal' },
    ],
  });

  return (
    <div className="flex flex-col gap-6" data-forgot-form>
      <h1 className="text-3xl font-black tracking-tight text-ink">Forgot your password?</h1>
      <p className="text-ink-2">Enter the e-mail of your account and we will send you a link to set a new password.</p>
      <form method="post" action="/forgotpassword" onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <EmailField id={`${id}-email`} defaultValue={form.value('email')} error={form.fieldError('email')} />
        <FormError id={`${id}-error`} message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Sending…" label="Request Reset Link" />
      </form>
      <nav aria-label="Other options" className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold text-accent-ink">
        <a className="underline" href="/signup">
          Sign Up
        </a>
        <a className="underline" href="/login">
          Login
        </a>
        <a className="underline" href="/trending">
          Continue as Guest
        </a>
      </nav>
    </div>
  );
}
