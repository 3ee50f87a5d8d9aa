/**
 * @module The support form (an island). It posts JSON to `/api/support`; the server validates
 * and answers 400 naming each bad field, and those messages are shown beside the fields, so the
 * rules and their wording live only in the API. After a 201 the form becomes a thank-you note.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

type Field = 'name' | 'email' | 'subject' | 'message';
export type SupportFormProps = {
  limits: Record<Field, number>;
  /** Prefilled for signed-in readers (their own data only). */
  initial: { name: string; email: string };
};

type ApiError = { message: string; path?: string };
const FIELDS: { key: Field; label: string; type?: 'email' }[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'subject', label: 'Subject' },
  { key: 'message', label: 'Message' },
];
const INPUT =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-sky-700 dark:bg-slate-900 dark:text-slate-100';

export function SupportForm({ limits, initial }: SupportFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: initial.name, email: initial.email, subject: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  // Move focus to the thank-you note once it is on screen, so screen readers announce it.
  useEffect(() => {
    if (state === 'sent') thanksRef.current?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('sending');
    setFormError(null);
    try {
      const res = await fetch('/api/support', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (res.status === 201) {
        setErrors({});
        setState('sent');
        return;
      }
      const body = (await res.json().catch(() => ({}))) as { errors?: ApiError[] };
      const next: Partial<Record<Field, string>> = {};
      for (const e of body.errors ?? []) {
        const key = e.path as Field;
        if (FIELDS.some((f) => f.key === key) && !next[key]) next[key] = e.message;
      }
      setErrors(next);
      const first = FIELDS.find((f) => next[f.key]);
      if (first) fieldRefs.current[first.key]?.focus();
      else setFormError(body.errors?.[0]?.message ?? 'Something went wrong. Please try again.');
    } catch {
      setFormError('Something went wrong. Please check your connection and try again.');
    }
    setState('idle');
  }

  if (state === 'sent') {
    return (
      <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-6 text-slate-900" data-support-thanks>
        <h2 ref={thanksRef} tabIndex={-1} className="text-xl font-bold">
          Thank you! Your message has been sent.
        </h2>
        <p className="mt-2">We usually reply within one business day, to {values.email}.</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-describedby={formError ? `${id}-form-error` : undefined}
      data-support-form
    >
      {FIELDS.map((f) => {
        const error = errors[f.key];
        const common = {
          id: `${id}-${f.key}`,
          name: f.key,
          value: values[f.key],
          maxLength: limits[f.key],
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${f.key}-error` : undefined,
          className: `${INPUT} ${error ? 'border-red-700' : 'border-slate-400 dark:border-slate-600'}`,
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f.key]: e.target.value })),
        };
        return (
          <div key={f.key}>
            <label htmlFor={common.id} className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
              {f.label}
            </label>
            {f.key === 'message' ? (
              <textarea {...common} rows={6} ref={(el) => void (fieldRefs.current.message = el)} />
            ) : (
              <input
                {...common}
                type={f.type ?? 'text'}
                autoComplete={f.key === 'subject' ? 'off' : f.key}
                ref={(el) => void (fieldRefs.current[f.key] = el)}
              />
            )}
            {error ? (
              <p id={`${id}-${f.key}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-field-error={f.key}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {formError ? (
        <p id={`${id}-form-error`} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <p>
        <button
          type="submit"
          disabled={state === 'sending'}
          className="rounded-md bg-sky-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
        >
          {state === 'sending' ? 'Sending…' : 'Send Message'}
        </button>
      </p>
    </form>
  );
}
