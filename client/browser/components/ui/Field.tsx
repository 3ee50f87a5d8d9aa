/** @module Labelled form fields with their error line, shared by every form. */
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

/** The input's look (client/styles/components.css), for controls that are not a Field (a select). */
export const INPUT = 'field-input';

type Common = { id: string; label: string; error?: string | null };

/** The label, the control and its error line, tied together for assistive technology. */
function Frame({ id, label, error, name, children }: Common & { name?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      <FieldError id={id} name={name} error={error} />
    </div>
  );
}

/** A control's error line, `${id}-error` for its aria-describedby; nothing when there is none. */
export function FieldError({ id, name, error }: { id: string; name?: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="field-error" data-field-error={name}>
      {error}
    </p>
  ) : null;
}

const controlProps = (id: string, error: string | null | undefined, className: string | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  className: `${INPUT} ${className ?? ''}`,
});

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & Common & { inputRef?: Ref<HTMLInputElement> };

export function Field({ id, label, error, inputRef, className, ...input }: FieldProps) {
  return (
    <Frame id={id} label={label} error={error} name={input.name}>
      <input ref={inputRef} {...controlProps(id, error, className)} {...input} />
    </Frame>
  );
}

export function TextAreaField({ id, label, error, className, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & Common) {
  return (
    <Frame id={id} label={label} error={error} name={area.name}>
      <textarea {...controlProps(id, error, className)} {...area} />
    </Frame>
  );
}

export function FormError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="form-error" data-form-error>
      {message}
    </p>
  );
}

export const PRIMARY_BUTTON = 'btn btn-primary btn-block';

/** A field whose label may be left to the preset. */
type Preset = Omit<FieldProps, 'label'> & { label?: string };

/** The account's e-mail: the name, type and autocomplete every auth form posts it under. */
export function EmailField(props: Preset) {
  return <Field label="E-mail" name="email" type="email" autoComplete="email" {...props} />;
}

/** The password field (posted as `password`); by default a new one, as password managers should offer to generate. */
export function PasswordField(props: Preset) {
  return <Field label="New password" name="password" type="password" autoComplete="new-password" {...props} />;
}

/** The password typed again (posted as `confirm_password`). */
export function ConfirmPasswordField(props: Preset) {
  return <Field label="Confirm password" name="confirm_password" type="password" autoComplete="new-password" {...props} />;
}

type PairProps = { id: string; password?: Partial<FieldProps>; confirm?: Partial<FieldProps> };

/** A new password and its confirmation, which the spec's rules check together (newPasswordError). */
export function NewPasswordPair({ id, password, confirm }: PairProps) {
  return (
    <>
      <PasswordField id={`${id}-password`} {...password} />
      <ConfirmPasswordField id={`${id}-confirm`} {...confirm} />
    </>
  );
}

type SubmitProps = {
  label: string;
  /** Shown instead of the label while the request is under way. */
  busyLabel: string;
  busy: boolean;
  /** Disabled for a reason besides a request under way (nothing to save yet). */
  disabled?: boolean;
  className?: string;
  /** After the label, e.g. a screen-reader hint that tells several Save buttons apart. */
  children?: ReactNode;
};

/** A form's submit button, disabled (and saying so) while its request is under way so it is sent once. */
export function SubmitButton({ label, busyLabel, busy, disabled, className = PRIMARY_BUTTON, children }: SubmitProps) {
  return (
    <button type="submit" disabled={busy || disabled} className={className}>
      {busy ? busyLabel : label}
      {children}
    </button>
  );
}
