/**
 * @module The update-profile popup's form: asks for the e-mail or phone the reader lacks and saves
 * it through the profile API (PATCH /api/profile), showing its refusals in the popup. A real form
 * (the profile page's no-JavaScript route, one field) that the script enhances; the same rules and
 * messages as the profile page. In the admin's preview it is shown but does not save.
 */
import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_MESSAGES as A, isPhone } from '../../../../worker/contracts/account';
import { isProfileEmail, AUTH_MESSAGES as M } from '../../../../worker/contracts/auth';
import type { ProfileDto } from '../../../../worker/contracts/profile';
import { callApi } from '../../lib/api';
import { formValues } from '../../lib/form';

export type ProfileAskProps = {
  field: 'email' | 'phone';
  actionText: string;
  preview?: boolean;
  onSaved?: (profile: ProfileDto) => void;
};

const FIELD = {
  email: { label: 'E-mail', type: 'email', autoComplete: 'email', check: isProfileEmail, invalid: M.profileEmail, saved: A.emailUpdated },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', check: isPhone, invalid: A.phoneInvalid, saved: A.phoneUpdated },
} as const;

export function ProfileAsk({ field, actionText, preview = false, onSaved }: ProfileAskProps) {
  const id = useId();
  const f = FIELD[field];
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preview || busy) return;
    const value = (formValues(event.currentTarget)[field] ?? '').trim();
    if (!f.check(value)) {
      setError(f.invalid);
      document.getElementById(`${id}-input`)?.focus();
      return;
    }
    setBusy(true);
    const res = await callApi<ProfileDto>('/api/profile', { [field]: value }, 'PATCH');
    setBusy(false);
    if (!res.ok) {
      setError(res.message);
      document.getElementById(`${id}-input`)?.focus();
      return;
    }
    setError('');
    setSaved(true);
    onSaved?.(res.data);
  }

  if (saved)
    return (
      <p role="status" className="font-semibold" data-popup-saved>
        {f.saved}
      </p>
    );
  return (
    <form method="post" action="/account/profile" onSubmit={submit} noValidate className="flex flex-col gap-2" data-popup-form={field}>
      <label htmlFor={`${id}-input`} className="field-label">
        {f.label}
      </label>
      <div className="flex flex-col gap-2 min-[720px]:flex-row">
        <input
          id={`${id}-input`}
          name={field}
          type={f.type}
          autoComplete={f.autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="field-input mt-0 min-w-0 flex-1 min-[720px]:w-auto"
        />
        <button type="submit" className="btn btn-primary btn-md" disabled={busy || preview} aria-disabled={busy || undefined}>
          {actionText || 'Save'}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {preview ? <p className="text-xs opacity-80">Preview: the form does not save.</p> : null}
    </form>
  );
}
