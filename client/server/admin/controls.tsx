/**
 * @module Form pieces every back-office editor shares: a labelled select,
 * a checkbox, the error summary above a form, and the confirm page every delete goes through
 * without JavaScript (the AdminConfirm island opens the same form in a Modal when it can).
 */
import type { ReactNode } from 'react';
import type { ApiErrorItem } from '../../../worker/contracts/envelope';
import { FieldError } from '../../browser/components/ui/Field';
import { type OptionPair, Options } from '../../browser/components/ui/Options';
import { AdminLayout, type AdminSection } from './AdminLayout';

export function Select({
  id,
  name,
  label,
  value,
  options,
  error,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly OptionPair[];
  error?: string | null;
  hint?: string;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="field-input"
      >
        <Options items={options} />
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} name={name} error={error} />
    </div>
  );
}

/** A field with a plain line of help under it; `wide` spans both columns of a two-column panel. */
export function Hinted({ hint, wide, children }: { hint?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      {children}
      {hint ? <p className="field-hint">{hint}</p> : null}
    </div>
  );
}

export function Check({ name, label, checked, hint }: { name: string; label: string; checked: boolean; hint?: string }) {
  return (
    <label className="flex items-start gap-2">
      <input type="checkbox" name={name} value="true" defaultChecked={checked} className="mt-1 size-4 accent-accent" />
      <span>
        <span className="block font-medium text-ink">{label}</span>
        {hint ? <span className="block text-sm text-ink-3">{hint}</span> : null}
      </span>
    </label>
  );
}

/**
 * Every problem of a refused save, above the form (each is also on its field): a screen reader
 * hears them at once, and a long form's problem far below is not missed. `idOf` links to the field.
 */
export function ErrorSummary({ errors, idOf }: { errors: readonly ApiErrorItem[]; idOf?: (path: string) => string }) {
  if (!errors.length) return null;
  return (
    <div role="alert" className="form-error" data-error-summary>
      <p className="font-semibold">Not saved. Please fix:</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((e) => (
          <li key={`${e.path}:${e.message}`}>
            {e.path && idOf ? (
              <a className="underline" href={`#${idOf(e.path)}`}>
                {e.path}
              </a>
            ) : (
              e.path
            )}
            {e.path ? ': ' : null}
            {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A notice above the page (a refused delete): not a field's problem, so not in a form. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="form-error mb-4" data-notice>
      {children}
    </p>
  );
}

/** The no-JavaScript confirm step of a delete: what goes, and a form that posts `confirm=yes`. */
export function ConfirmPage({
  admin,
  section,
  title,
  message,
  action,
  cancel,
  label,
  back,
}: {
  admin: string;
  section: AdminSection;
  title: string;
  message: string;
  action: string;
  cancel: string;
  label: string;
  back?: string;
}) {
  return (
    <AdminLayout section={section} title={title} admin={admin}>
      <form method="post" action={action} className="panel flex max-w-xl flex-col gap-4">
        <p className="text-ink-2">{message}</p>
        <input type="hidden" name="confirm" value="yes" />
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-danger btn-md">
            {label}
          </button>
          <a href={cancel} className="btn btn-secondary btn-md">
            Cancel
          </a>
        </div>
      </form>
    </AdminLayout>
  );
}
