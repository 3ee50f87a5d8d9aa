/** @module Labelled form fields with their error line, shared by the account screens. */
import type { InputHTMLAttributes, Ref } from 'react';

export const INPUT =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-sky-700 dark:bg-slate-900 dark:text-slate-100';

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | null; inputRef?: Ref<HTMLInputElement> };

export function Field({ id, label, error, inputRef, className, ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${INPUT} ${error ? 'border-red-700' : 'border-slate-400 dark:border-slate-600'} ${className ?? ''}`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-field-error={input.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-form-error>
      {message}
    </p>
  );
}

export const PRIMARY_BUTTON = 'w-full rounded-md bg-sky-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800 disabled:opacity-60';
