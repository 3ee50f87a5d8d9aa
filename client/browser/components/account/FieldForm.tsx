/**
 * @module One profile value with its own Save (username, e-mail, phone): the shared rules run
 * first, then PATCH /api/profile; the server's message lands on the field, a toast tells the rest.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { AUTH_MESSAGES } from '../../../../worker/contracts/auth';
import { type FormFeedback, fieldMessage } from '../../../../worker/contracts/forms';
import { callApi } from '../../lib/api';
import { formValues } from '../../lib/form';
import { toast } from '../../lib/toast';
import { Field, SubmitButton } from '../ui/Field';

const SAVE = 'shrink-0 btn btn-primary btn-md';

type Props = {
  name: 'username' | 'email' | 'phone';
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  initial: string;
  /** The first problem with the value, or null (the same rule the API applies). */
  validate: (value: string) => string | null;
  success: string;
  hint?: ReactNode;
  /** What the server said after this form posted without JavaScript. */
  feedback?: FormFeedback;
};

export function FieldForm({ name, label, type, autoComplete, initial, validate, success, hint, feedback }: Props) {
  const id = useId();
  const [value, setValue] = useState(feedback?.values[name] ?? initial);
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | null>(feedback ? fieldMessage(feedback.errors, name) : null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the form holds now, even if it was filled before the script ran.
    const v = (formValues(event.currentTarget)[name] ?? '').trim();
    const problem = validate(v);
    setError(problem);
    if (problem) return document.getElementById(`${id}-input`)?.focus();
    setBusy(true);
    const res = await callApi<Record<string, string | null>>('/api/profile', { [name]: v }, 'PATCH');
    setBusy(false);
    if (res.ok) {
      const now = res.data[name] ?? '';
      setSaved(now);
      setValue(now);
      return toast('success', success);
    }
    if (res.path === name) setError(res.message);
    toast('error', res.status === 401 ? res.message : AUTH_MESSAGES.userUpdateFailed);
  }

  return (
    <form method="post" action="/account/profile" onSubmit={submit} noValidate className="flex flex-col gap-2" data-profile-form={name}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field
            id={`${id}-input`}
            label={label}
            name={name}
            type={type}
            autoComplete={autoComplete}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
            error={error}
          />
        </div>
        <SubmitButton className={SAVE} busy={busy} disabled={value.trim() === saved} busyLabel="Saving…" label="Save">
          <span className="sr-only"> {label.toLowerCase()}</span>
        </SubmitButton>
      </div>
      {hint ? <div className="text-sm text-ink-2">{hint}</div> : null}
    </form>
  );
}
