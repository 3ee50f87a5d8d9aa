/**
 * @module The controls of one row of a repeated editor form (a view's zone, a popup's trigger
 * step), drawn the same way before and after hydration: each field's label, control and message,
 * wired by the row's own naming (the element id the error summary links to, the name it posts
 * under, which is also the API's error path for it).
 */
import type { ChangeEvent, ReactNode } from 'react';
import { type OptionPair, Options } from '../components/ui/Options';

type Row<V> = {
  id: (k: keyof V & string) => string;
  name: (k: keyof V & string) => string;
  error: (k: keyof V & string) => string | null;
  values: V;
  onChange: (patch: Partial<V>) => void;
  /** The message's class: how close it sits under its control. */
  errorClass: string;
};

type KeyOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** A row's compact control: every text input and select of it has the same size. */
const SMALL = 'field-input mt-1 h-9 py-1 text-sm';

export function rowFields<V>({ id, name, error, values, onChange, errorClass }: Row<V>) {
  const described = (k: keyof V & string) => (error(k) ? { 'aria-invalid': true, 'aria-describedby': `${id(k)}-error` } : {});
  const errorLine = (k: keyof V & string) =>
    error(k) ? (
      <p id={`${id(k)}-error`} className={errorClass} data-field-error={name(k)}>
        {error(k)}
      </p>
    ) : null;
  const label = (k: keyof V & string, text: string) => (
    <label htmlFor={id(k)} className="text-xs font-semibold text-ink-2">
      {text}
    </label>
  );
  /** A text input's or a select's props; `extra` (type, limits, hints) stand before the class. */
  const control = (k: KeyOf<V, string>, extra: Record<string, string | number> = {}) => ({
    id: id(k),
    name: name(k),
    value: String(values[k]),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ [k]: e.target.value } as Partial<V>),
    ...extra,
    className: SMALL,
    ...described(k),
  });
  /** A field: its label, its control, its message, then `after` (a hint). */
  const field = (k: keyof V & string, text: string, widget: ReactNode, after?: ReactNode) => (
    <div>
      {label(k, text)}
      {widget}
      {errorLine(k)}
      {after}
    </div>
  );
  return {
    errorLine,
    input: (k: KeyOf<V, string>, text: string, extra: Record<string, string | number>, after?: ReactNode) =>
      field(k, text, <input {...control(k, extra)} />, after),
    /** A select of `items`, after an empty choice labelled `none` (null: no empty choice). */
    select: (k: KeyOf<V, string>, text: string, items: readonly OptionPair[], none: string | null) =>
      field(
        k,
        text,
        <select {...control(k)}>
          {none === null ? null : <option value="">{none}</option>}
          <Options items={items} />
        </select>,
      ),
    /** A switch: a checkbox posting `true` when ticked. */
    check: (k: KeyOf<V, boolean>, text: string) => (
      <label className="flex items-center gap-2 text-sm text-ink-2">
        <input
          type="checkbox"
          name={name(k)}
          value="true"
          checked={values[k] === true}
          onChange={(e) => onChange({ [k]: e.target.checked } as Partial<V>)}
          className="size-4 accent-accent"
        />
        {text}
      </label>
    ),
  };
}
