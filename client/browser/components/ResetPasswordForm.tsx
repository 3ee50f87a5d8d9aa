/**
 * @module Setting a new password from a reset link (an island over a real form that posts to
 * /reset-password without JavaScript; the token travels in a hidden field, never in the post's
 * URL): the new-password rules, then /login.
 */
import { useId } from 'react';
import { newPasswordError } from '../../../worker/contracts/auth';
import type { FormFeedback } from '../../../worker/contracts/forms';
import { callApi } from '../lib/api';
import { useEnhancedForm } from '../lib/form';
import { navigateWithToast } from '../lib/toast';
import { TEXT_LINK } from './links';
import { FormError, NewPasswordPair, SubmitButton } from './ui/Field';

export type ResetPasswordFormProps = { token: string; feedback?: FormFeedback };

export function ResetPasswordForm({ token, feedback }: ResetPasswordFormProps) {
  const id = useId();
  const form = useEnhancedForm<{ message: string }>({
    fields: ['password'],
    initial: feedback,
    check: (v) => {
      const problem = newPasswordError(v.password, v.confirm_password);
      return problem ? { message: problem, code: 'validation', path: 'password' } : null;
    },
    send: (v) =>
      callApi('/api/auth/password-reset/confirm', { token: v.token, password: v.password, confirm_password: v.confirm_password }),
    done: (data) => navigateWithToast('/login', { type: 'success', message: data.message }),
  });

  return (
    <div className="flex flex-col gap-6" data-reset-form>
      <h1 className="text-3xl font-black tracking-tight text-ink">Set a new password</h1>
      <form method="post" action="/reset-password" onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <NewPasswordPair id={id} password={{ error: form.fieldError('password') }} />
        <FormError id={`${id}-error`} message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Saving…" label="Save Password" />
      </form>
      <p className="text-sm">
        <a className={TEXT_LINK} href="/forgotpassword">
          Request a new link
        </a>
      </p>
    </div>
  );
}
