/**
 * @module The profile's details (username, e-mail, phone) as one form with one Save. Without
 * JavaScript the Save is a plain enabled submit that posts all three to /account/profile; once
 * hydrated it is disabled only while nothing differs from what is saved, runs the shared rules
 * and sends PATCH /api/profile with just the changed fields. Problems land on their fields.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ACCOUNT_MESSAGES as A, isPhone, isUsername } from '../../../../worker/contracts/account';
import { isProfileEmail, AUTH_MESSAGES as M } from '../../../../worker/contracts/auth';
import { type FormFeedback, fieldMessage } from '../../../../worker/contracts/forms';
import { changedDetails, DETAIL_FIELDS, type DetailField, type Details, detailsSaved } from '../../../../worker/contracts/profile-details';
import { callApi } from '../../lib/api';
import { formValues } from '../../lib/form';
import { useHydrated } from '../../lib/hydrated';
import { toast } from '../../lib/toast';
import { Field, SubmitButton } from '../ui/Field';

const SAVE = 'self-start btn btn-primary btn-md';

/** Each field's control and the rule the API applies to it. */
const FIELDS: Record<DetailField, { label: string; type: string; autoComplete: string; check: (v: string) => string | null }> = {
  username: { label: 'Username', type: 'text', autoComplete: 'username', check: (v) => (isUsername(v) ? null : A.usernameInvalid) },
  email: { label: 'E-mail', type: 'email', autoComplete: 'email', check: (v) => (isProfileEmail(v) ? null : M.profileEmail) },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', check: (v) => (v === '' || isPhone(v) ? null : A.phoneInvalid) },
};

type Errors = Partial<Record<DetailField, string>>;

type Props = {
  initial: Details;
  /** Under a field, e.g. what a new phone number does to text alerts. */
  hints?: Partial<Record<DetailField, ReactNode>>;
  /** What the server said after this form posted without JavaScript. */
  feedback?: FormFeedback;
};

const errorsOf = (feedback?: FormFeedback): Errors =>
  Object.fromEntries(DETAIL_FIELDS.map((f) => [f, feedback ? (fieldMessage(feedback.errors, f) ?? undefined) : undefined]));

export function DetailsForm({ initial, hints, feedback }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<Details>({ ...initial, ...feedback?.values });
  const [errors, setErrors] = useState<Errors>(errorsOf(feedback));
  const [busy, setBusy] = useState(false);
  const changed = changedDetails(saved, values);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the form holds now, even if it was filled before the script ran.
    const typed = formValues(event.currentTarget) as Partial<Details>;
    const fields = changedDetails(saved, typed);
    const problems: Errors = {};
    for (const f of fields) problems[f] = FIELDS[f].check((typed[f] ?? '').trim()) ?? undefined;
    setErrors(problems);
    const first = fields.find((f) => problems[f]);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    if (fields.length === 0) return;
    setBusy(true);
    const body = Object.fromEntries(fields.map((f) => [f, (typed[f] ?? '').trim()]));
    const res = await callApi<Record<string, string | null>>('/api/profile', body, 'PATCH');
    setBusy(false);
    if (res.ok) {
      const now = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, res.data[f] ?? ''])) as Details;
      setSaved(now);
      setValues(now);
      return toast('success', detailsSaved(fields));
    }
    if (res.path && res.path in FIELDS) setErrors({ [res.path]: res.message });
    toast('error', res.status === 401 ? res.message : M.userUpdateFailed);
  }

  return (
    <form method="post" action="/account/profile" onSubmit={submit} noValidate className="flex flex-col gap-5" data-profile-form="details">
      {DETAIL_FIELDS.map((f) => (
        <div key={f} className="flex flex-col gap-1.5">
          <Field
            id={`${id}-${f}`}
            label={FIELDS[f].label}
            name={f}
            type={FIELDS[f].type}
            autoComplete={FIELDS[f].autoComplete}
            value={values[f]}
            onChange={(e) => {
              setValues({ ...values, [f]: e.target.value });
              if (errors[f]) setErrors({ ...errors, [f]: undefined });
            }}
            error={errors[f]}
          />
          {hints?.[f] ? <div className="text-sm text-ink-2">{hints[f]}</div> : null}
        </div>
      ))}
      {/* Enabled until the script runs, so the form always posts without it. */}
      <SubmitButton className={SAVE} busy={busy} disabled={hydrated && changed.length === 0} busyLabel="Saving…" label="Save details" />
    </form>
  );
}
