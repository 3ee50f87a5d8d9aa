/**
 * @module The support form (an island over a real form that posts to the help page without
 * JavaScript). The server validates and names each bad field; those messages are shown beside the
 * fields, so the rules and their wording live only in the API. After a 201 (or the no-JavaScript
 * post's redirect) the form becomes a thank-you note.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormFeedback } from '../../../worker/contracts/forms';
import { callApi } from '../lib/api';
import { useEnhancedForm } from '../lib/form';
import { Field, FormError, TextAreaField } from './ui/Field';

type FieldName = 'name' | 'email' | 'subject' | 'message';
export type SupportFormProps = {
  limits: Record<FieldName, number>;
  /** Prefilled for signed-in readers (their own data only). */
  initial: { name: string; email: string };
  feedback?: FormFeedback;
  /** Set after a post without JavaScript went through: the address the reply goes to. */
  sentTo?: string;
};

const FIELDS: readonly FieldName[] = ['name', 'email', 'subject', 'message'];
const LABELS: Record<FieldName, string> = { name: 'Name', email: 'E-mail', subject: 'Subject', message: 'Message' };

export function SupportForm({ limits, initial, feedback, sentTo }: SupportFormProps) {
  const id = useId();
  const [sent, setSent] = useState<string | null>(sentTo ?? null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const form = useEnhancedForm<{ id: number }>({
    fields: FIELDS,
    initial: feedback,
    send: (v) => callApi('/api/support', { name: v.name, email: v.email, subject: v.subject, message: v.message }),
    done: (_data, v) => setSent(v.email ?? ''),
  });

  // Move focus to the thank-you note once it is on screen (not on first render), so screen readers announce it.
  useEffect(() => {
    if (sent !== null && sent !== sentTo) thanksRef.current?.focus();
  }, [sent, sentTo]);

  if (sent !== null) {
    return (
      <div className="rounded-panel border border-success/30 bg-success-soft p-6 text-ink" data-support-thanks>
        <h2 ref={thanksRef} tabIndex={-1} className="text-xl font-bold">
          Thank you! Your message has been sent.
        </h2>
        <p className="mt-2">We usually reply within one business day, to {sent}.</p>
      </div>
    );
  }

  const common = (key: FieldName) => ({
    id: `${id}-${key}`,
    name: key,
    label: LABELS[key],
    maxLength: limits[key],
    required: true,
    defaultValue: form.value(key, key === 'name' || key === 'email' ? initial[key] : ''),
    error: form.fieldError(key),
  });

  return (
    <form method="post" action="/help" onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" data-support-form>
      <Field {...common('name')} type="text" autoComplete="name" />
      <Field {...common('email')} type="email" autoComplete="email" />
      <Field {...common('subject')} type="text" autoComplete="off" />
      <TextAreaField {...common('message')} rows={6} />
      <FormError id={`${id}-form-error`} message={form.formError} />
      <p>
        <button type="submit" disabled={form.busy} className="btn btn-primary btn-md">
          {form.busy ? 'Sending…' : 'Send Message'}
        </button>
      </p>
    </form>
  );
}
