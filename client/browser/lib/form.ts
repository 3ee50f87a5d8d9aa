/**
 * @module Progressive enhancement for every form: the server renders a real
 * `<form method="post" action>` that works before and without JavaScript; once hydrated, the
 * island's submit reads the form's current values with `new FormData(form)` (never React state,
 * which a password manager's fill before hydration never reached), runs the shared rules, calls the
 * JSON API and shows the answer on the fields. See docs/ARCHITECTURE.md, Forms.
 */
import { type FormEvent, useState } from 'react';
import type { ApiErrorItem } from '../../../worker/contracts/envelope';
import { type FormFeedback, fieldMessage, formMessage, NO_FEEDBACK } from '../../../worker/contracts/forms';
import type { ApiResult } from './api';

/** The form's current values: every named control, as the browser would post them. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

type Options<T> = {
  /** Fields that show their own message; anything else is shown above the form. */
  fields: readonly string[];
  /** What the server said after a post without JavaScript (errors, values to show again). */
  initial?: FormFeedback;
  /** The shared rules first (worker/contracts): a problem here sends nothing. */
  check?: (values: Record<string, string>) => ApiErrorItem | null;
  send: (values: Record<string, string>) => Promise<ApiResult<T>>;
  /** After success: usually a navigation. The form stays busy (no second submit meanwhile). */
  done: (data: T, values: Record<string, string>) => void;
  /** A failed answer's message may be reworded for this form (e.g. login's catalogue). */
  reword?: (res: Extract<ApiResult<T>, { ok: false }>) => ApiErrorItem[];
};

export function useEnhancedForm<T>({ fields, initial = NO_FEEDBACK, check, send, done, reword }: Options<T>) {
  const [errors, setErrors] = useState<ApiErrorItem[]>(initial.errors);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = formValues(form);
    const local = check?.(values);
    if (local) return show(form, [local]);
    setBusy(true);
    setErrors([]);
    const res = await send(values);
    if (res.ok) return done(res.data, values);
    setBusy(false);
    show(form, reword ? reword(res) : res.errors.length ? res.errors : [{ message: res.message, code: 'internal' }]);
  }

  function show(form: HTMLFormElement, items: ApiErrorItem[]) {
    setErrors(items);
    // Focus the first field with a problem, so keyboard and screen-reader users land on it.
    const first = items.find((e) => e.path && fields.includes(e.path));
    if (first) form.querySelector<HTMLElement>(`[name="${first.path}"]`)?.focus();
  }

  return {
    onSubmit,
    busy,
    fieldError: (name: string) => fieldMessage(errors, name),
    formError: formMessage(errors, fields),
    /** Initial value of a field: what the server sent back after a failed post, else `fallback`. */
    value: (name: string, fallback = '') => initial.values[name] ?? fallback,
  };
}
